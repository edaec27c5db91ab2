import { PortfolioListBody } from '@/components/portfolio/portfolio-list-body';
import { staticPageParams } from '@/lib/paging';
import { listPortfolioPage } from '@/lib/data/projects';
import { pageFromParams, pagedListParamsMetadata, type PageParams } from '../../../../paged-list';
import { PORTFOLIO_SEO } from '../../seo';
import { withTypography } from '@/lib/typography/tree';

// Static: a page number unknown at build time renders once, then is cached; past the end is a 404.
// /portfolio/page/1 redirects to /portfolio (next.config.ts).
export const ensureStatic = 'navigation';

export async function generateStaticParams(): Promise<{ page: string }[]> {
  return staticPageParams((await listPortfolioPage()).pageCount);
}

export const generateMetadata = ({ params }: { params: PageParams }) => pagedListParamsMetadata(PORTFOLIO_SEO, params);

async function PortfolioListPage({ params }: { params: PageParams }) {
  return <PortfolioListBody page={await pageFromParams(params)} />;
}

export default withTypography(PortfolioListPage);
