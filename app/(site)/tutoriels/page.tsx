import type { Metadata } from 'next';
import { NewsletterSection } from '@/components/blog/newsletter-section';
import { TutorialCard } from '@/components/tutorials/tutorial-card';
import { PageHero } from '@/components/ui/page-hero';
import { listTutorials } from '@/lib/data/tutorials';
import { buildMetadata } from '@/lib/seo';

export const metadata: Metadata = buildMetadata({
  title: 'Tutoriels vidéo gratuits : InDesign, Word, EPUB, impression',
  description:
    'Tutoriels vidéo gratuits de mise en page : styles InDesign, livres dans Word, EPUB, PDF d’impression, couvertures KDP et typographie. Par notre studio graphique à Madagascar.',
  keywords: ['tutoriels mise en page', 'tutoriel InDesign', 'tutoriel Word', 'EPUB', 'PDF impression', 'KDP'],
  path: '/tutoriels',
});

export default async function TutorialsPage() {
  const tutorials = await listTutorials();
  return (
    <>
      <PageHero
        eyebrow="Tutoriels vidéo"
        title="Apprenez les gestes des pros de la mise en page"
        description="Des vidéos courtes et concrètes pour maîtriser InDesign, Word, l’EPUB et la préparation de fichiers pour l’impression."
        breadcrumbs={[
          { name: 'Accueil', path: '/' },
          { name: 'Tutoriels', path: '/tutoriels' },
        ]}
      />
      <section aria-label="Tutoriels" className="bg-slate-50 py-12 sm:py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          {tutorials.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center text-lg font-medium text-slate-700">
              Aucun tutoriel disponible pour le moment.
            </p>
          ) : (
            <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {tutorials.map((t) => (
                <li key={t.id}>
                  <TutorialCard tutorial={t} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <NewsletterSection source="tutoriels" />
    </>
  );
}
