import type { Metadata } from 'next';
import { TutorialsListBody } from '@/components/tutorials/tutorials-list-body';
import { textPageMetadata } from '@/lib/seo/page-search';
import { TUTORIALS_SEO } from './seo';
import { withTypography } from '@/lib/typography/tree';

export const generateMetadata = (): Promise<Metadata> => textPageMetadata(TUTORIALS_SEO.texts, TUTORIALS_SEO);

// Prerendered: the first page of the list (the next ones are /tutoriels/page/{n}).
function TutorialsPage() {
  return <TutorialsListBody />;
}

export default withTypography(TutorialsPage);
