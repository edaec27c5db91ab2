import type { Metadata } from 'next';
import { PortfolioListBody } from '@/components/portfolio/portfolio-list-body';
import { buildMetadata } from '@/lib/seo';
import { PORTFOLIO_SEO } from './seo';
import { withTypography } from '@/lib/typography/tree';

export const metadata: Metadata = buildMetadata(PORTFOLIO_SEO);

// Prerendered: the first page of projects by rank (the next ones are /portfolio/page/{n}).
function PortfolioPage() {
  return <PortfolioListBody />;
}

export default withTypography(PortfolioPage);
