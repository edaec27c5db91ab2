import { TutorialsListBody } from '@/components/tutorials/tutorials-list-body';
import { staticPageParams } from '@/lib/paging';
import { listTutorialsPage } from '@/lib/data/tutorials';
import { pageFromParams, pagedListParamsMetadata, type PageParams } from '../../../../paged-list';
import { TUTORIALS_SEO } from '../../seo';
import { withTypography } from '@/lib/typography/tree';

// Static: a page number unknown at build time renders once, then is cached; past the end is a 404.
// /tutoriels/page/1 redirects to /tutoriels (next.config.ts).
export const ensureStatic = 'navigation';

export async function generateStaticParams(): Promise<{ page: string }[]> {
  return staticPageParams((await listTutorialsPage()).pageCount);
}

export const generateMetadata = ({ params }: { params: PageParams }) => pagedListParamsMetadata(TUTORIALS_SEO, params);

async function TutorialsListPage({ params }: { params: PageParams }) {
  return <TutorialsListBody page={await pageFromParams(params)} />;
}

export default withTypography(TutorialsListPage);
