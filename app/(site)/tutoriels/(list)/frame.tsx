import { NewsletterSection } from '@/components/blog/newsletter-section';
import { ListHero, ListSection } from '@/components/ui/list-page';
import { getShownPageTexts } from '@/lib/data/texts';
import { withTypography } from '@/lib/typography/tree';

// The frame of every page of the tutorials list (/tutoriels, /tutoriels/page/{n}): the layout of /tutoriels,
// rendered by a numbered page itself once it knows the page exists (else the site's 404, without this frame).
async function TutorialsListFrame({ children }: { children: React.ReactNode }) {
  const hero = await getShownPageTexts('tutorials');
  return (
    <>
      <ListHero {...hero} crumb={{ name: 'Tutoriels', path: '/tutoriels' }} />
      <ListSection label="Tutoriels">{children}</ListSection>
      <NewsletterSection source="tutoriels" page="/tutoriels" />
    </>
  );
}

export const TutorialsFrame = withTypography(TutorialsListFrame, 'children');
