import { PortfolioListBody } from '@/components/portfolio/portfolio-list-body';
import { listPortfolioPage } from '@/lib/data/projects';
import { numberedListRoute } from '../../../../paged-list';
import { PORTFOLIO_SEO } from '../../../(list)/seo';
import { PortfolioFrame } from '../../../(list)/frame';

const route = numberedListRoute(
  PORTFOLIO_SEO,
  async () => (await listPortfolioPage()).pageCount,
  PortfolioListBody,
  PortfolioFrame,
);

// Static: a page number unknown at build time renders once, then is cached; past the end is a 404.
// /portfolio/page/1 redirects to /portfolio (next.config.ts).
export const ensureStatic = 'navigation';
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
