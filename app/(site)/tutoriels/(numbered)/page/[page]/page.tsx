import { TutorialsListBody } from '@/components/tutorials/tutorials-list-body';
import { listTutorialsPage } from '@/lib/data/tutorials';
import { numberedListRoute } from '../../../../paged-list';
import { TUTORIALS_SEO } from '../../../(list)/seo';
import { TutorialsFrame } from '../../../(list)/frame';

const route = numberedListRoute(
  TUTORIALS_SEO,
  async () => (await listTutorialsPage()).pageCount,
  TutorialsListBody,
  TutorialsFrame,
);

// Static: a page number unknown at build time renders once, then is cached; past the end is a 404.
// /tutoriels/page/1 redirects to /tutoriels (next.config.ts).
export const ensureStatic = 'navigation';
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
