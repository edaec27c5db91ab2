// One page of the portfolio, read on the server (/portfolio and /portfolio/page/{n}): that page's
// cards, the categories and their counts across every project, for the browser island that filters.
import { listCategories } from '@/lib/data/categories';
import { countPortfolioCategories, listPortfolioPage } from '@/lib/data/projects';
import { publishedCategoryOptions, toCardPage } from './card-data';
import { PortfolioBrowser } from './portfolio-browser';

export async function PortfolioListBody({ page = 1 }: { page?: number }) {
  const [result, categories, counts] = await Promise.all([
    listPortfolioPage({ page }),
    listCategories(),
    countPortfolioCategories(),
  ]);
  return (
    <PortfolioBrowser
      result={toCardPage(result)}
      categories={publishedCategoryOptions(categories, counts)}
      counts={counts}
    />
  );
}
