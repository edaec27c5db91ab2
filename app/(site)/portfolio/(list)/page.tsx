import type { Metadata } from 'next';
import { PortfolioListBody } from '@/components/portfolio/portfolio-list-body';
import { textPageMetadata } from '@/lib/seo/page-search';
import { PORTFOLIO_SEO } from './seo';
import { withTypography } from '@/lib/typography/tree';

export const generateMetadata = (): Promise<Metadata> => textPageMetadata(PORTFOLIO_SEO.texts, PORTFOLIO_SEO);

// Prerendered: the first page of projects by rank (the next ones are /portfolio/page/{n}).
function PortfolioPage() {
  return <PortfolioListBody />;
}

export default withTypography(PortfolioPage);
