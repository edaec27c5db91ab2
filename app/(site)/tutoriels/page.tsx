import type { Metadata } from 'next';
import { NewsletterSection } from '@/components/blog/newsletter-section';
import { TutorialCard } from '@/components/tutorials/tutorial-card';
import { CardGrid, ListHero, ListSection } from '@/components/ui/list-page';
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
      <ListHero
        eyebrow="Tutoriels vidéo"
        title="Apprenez les gestes des pros de la mise en page"
        description="Des vidéos courtes et concrètes pour maîtriser InDesign, Word, l’EPUB et la préparation de fichiers pour l’impression."
        crumb={{ name: 'Tutoriels', path: '/tutoriels' }}
      />
      <ListSection label="Tutoriels">
        {tutorials.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center text-lg font-medium text-slate-700">
            Aucun tutoriel disponible pour le moment.
          </p>
        ) : (
          <CardGrid items={tutorials} render={(t, i) => <TutorialCard tutorial={t} eager={i === 0} />} />
        )}
      </ListSection>
      <NewsletterSection source="tutoriels" />
    </>
  );
}
