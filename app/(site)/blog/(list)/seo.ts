// Title, description and keywords shared by the blog list states.
export const BLOG_LIST_SEO = {
  title: 'Blog : conseils de mise en page, typographie et édition',
  description:
    'Conseils pratiques de mise en page, de typographie, d’autoédition et de numérisation par notre studio graphique de Madagascar. Articles pour éditeurs, auteurs et entreprises.',
  keywords: ['blog mise en page', 'typographie', 'autoédition', 'conseils édition', 'InDesign', 'Word', 'OCR'],
};

export const listPageTitle = (category: string | null, page: number) =>
  [category ? `Blog – ${category}` : 'Blog', page > 1 ? `page ${page}` : null].filter(Boolean).join(' – ');
