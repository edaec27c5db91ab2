// One page of the tutorials list, read on the server (/tutoriels and /tutoriels/page/{n}): the cards
// and the page links.
import { CardGrid } from '@/components/ui/list-page';
import { Pagination } from '@/components/ui/pagination';
import { pagedPath } from '@/lib/paging';
import { listTutorialsPage } from '@/lib/data/tutorials';
import { TutorialCard } from './tutorial-card';

export async function TutorialsListBody({ page = 1 }: { page?: number }) {
  const result = await listTutorialsPage(page);
  if (result.items.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center text-lg font-medium text-slate-700">
        Aucun tutoriel disponible pour le moment.
      </p>
    );
  }
  return (
    <>
      <CardGrid items={result.items} render={(t, i) => <TutorialCard tutorial={t} eager={i === 0} />} />
      <Pagination
        page={result.page}
        pageCount={result.pageCount}
        href={(n) => pagedPath('/tutoriels', n)}
        label="Pagination des tutoriels"
      />
    </>
  );
}
