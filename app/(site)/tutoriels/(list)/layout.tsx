import { NewsletterSection } from '@/components/blog/newsletter-section';
import { ListHero, ListSection } from '@/components/ui/list-page';
import { withTypography } from '@/lib/typography/tree';

// The frame of every page of the tutorials list (/tutoriels, /tutoriels/page/{n}).
function TutorialsListLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <ListHero
        eyebrow="Tutoriels vidéo"
        title="Apprenez les gestes des pros de la mise en page"
        description="Des vidéos courtes et concrètes pour maîtriser InDesign, Word, l’EPUB et la préparation de fichiers pour l’impression."
        crumb={{ name: 'Tutoriels', path: '/tutoriels' }}
      />
      <ListSection label="Tutoriels">{children}</ListSection>
      <NewsletterSection source="tutoriels" page="/tutoriels" />
    </>
  );
}

export default withTypography(TutorialsListLayout, 'children');
