// One shell for every back-office screen that loads its data: the skeleton while it loads (streamed), the
// admin checked again and the studio's time zone applied (lib/admin/load.ts), the screen's title with a
// French error and a retry when the read fails, else what the screen renders from its data. A page is then
// `export default adminScreen({ ... })` beside its metadata.
import { Suspense, type ReactNode } from 'react';
import type { SearchParams } from '@/lib/admin/list-query';
import { loadForAdmin } from '@/lib/admin/load';
import { PageHeader, TableSkeleton } from '../ui/controls';
import { LoadError } from './load-error';

type Screen<T> = {
  /** The heading shown with the error when the data cannot be read (the screen's own title). */
  title: string;
  /** What the log names when the read fails: « newsletter subscribers ». */
  what: string;
  /** The skeleton's label: « Chargement des abonnés... » */
  loading: string;
  /** The French error: « Erreur lors du chargement des abonnés ». */
  failure: string;
  load: (params: SearchParams) => Promise<T>;
  render: (data: T, params: SearchParams) => ReactNode | Promise<ReactNode>;
};

type PageProps = { searchParams?: Promise<SearchParams> };

export function adminScreen<T>(screen: Screen<T>) {
  async function Body({ searchParams }: PageProps) {
    const params = (await searchParams) ?? {};
    const data = await loadForAdmin(screen.what, () => screen.load(params));
    if (data === null) {
      return (
        <>
          <PageHeader title={screen.title} />
          <LoadError message={screen.failure} />
        </>
      );
    }
    return screen.render(data, params);
  }
  return function AdminScreen({ searchParams }: PageProps) {
    return (
      <Suspense fallback={<TableSkeleton label={screen.loading} />}>
        <Body searchParams={searchParams} />
      </Suspense>
    );
  };
}
