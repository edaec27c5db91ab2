// One shell for every back-office screen that loads its data: the skeleton while it loads (streamed), the
// admin checked again and the studio's time zone applied (lib/admin/load.ts), the screen's title with a
// French error and a retry when the read fails, else what the screen renders from its data. A page is then
// `export default adminScreen(id, { load, render })` beside `screenMetadata(id)`; the words are in ./screens.ts.
import { Suspense, type ReactNode } from 'react';
import type { SearchParams } from '@/lib/admin/list-query';
import { loadForAdmin } from '@/lib/admin/load';
import type { SessionUser } from '@/lib/auth';
import { PageHeader, TableSkeleton } from '../ui/controls';
import { LoadError } from './load-error';
import { SCREENS, type ScreenId } from './screens';

type Screen<T> = {
  /** The screen's data, for the signed-in member (an author sees less of what others wrote). */
  load: (params: SearchParams, user: SessionUser) => Promise<T>;
  render: (data: T, params: SearchParams) => ReactNode | Promise<ReactNode>;
};

type PageProps = { searchParams?: Promise<SearchParams> };

export function adminScreen<T>(id: ScreenId, screen: Screen<T>) {
  const { title, what, of, area } = SCREENS[id];
  async function Body({ searchParams }: PageProps) {
    const params = (await searchParams) ?? {};
    const data = await loadForAdmin(what, (user) => screen.load(params, user), area);
    if (data === null) {
      return (
        <>
          <PageHeader title={title} />
          <LoadError message={`Erreur lors du chargement ${of}`} />
        </>
      );
    }
    return screen.render(data, params);
  }
  return function AdminScreen({ searchParams }: PageProps) {
    return (
      <Suspense fallback={<TableSkeleton label={`Chargement ${of}...`} />}>
        <Body searchParams={searchParams} />
      </Suspense>
    );
  };
}
