import { NewsletterSection } from '@/components/blog/newsletter-section';
import { ListHero, ListSection } from '@/components/ui/list-page';
import { SECTION_COPY } from '@/lib/content/sections';
import { withTypography } from '@/lib/typography/tree';

// The frame of every page of the tutorials list (/tutoriels, /tutoriels/page/{n}).
function TutorialsListLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <ListHero {...SECTION_COPY.tutorials.hero} />
      <ListSection label="Tutoriels">{children}</ListSection>
      <NewsletterSection source="tutoriels" page="/tutoriels" />
    </>
  );
}

export default withTypography(TutorialsListLayout, 'children');
