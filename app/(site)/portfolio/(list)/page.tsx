import type { Metadata } from 'next';
import { PortfolioListBody } from '@/components/portfolio/portfolio-list-body';
import { buildMetadata } from '@/lib/seo';
import { PORTFOLIO_SEO } from './seo';

export const metadata: Metadata = buildMetadata(PORTFOLIO_SEO);

// Prerendered: the first page of projects by rank (the next ones are /portfolio/page/{n}).
export default function PortfolioPage() {
  return <PortfolioListBody />;
}
