// The page of the article or tutorial list (app/admin/blog, app/admin/tutorials): the list's state from
// the URL, this page of items with the counts per status, the categories, and the item ?modifier= names,
// read on the server after the admin check; a French message when the database cannot be read.
import { Suspense } from 'react';
import { adminListParams, readAdminListQuery, type SearchParams } from '@/lib/admin/list-query';
import { loadForAdmin } from '@/lib/admin/load';
import { KINDS } from '@/lib/content-kinds';
import { MSG } from '@/lib/content/messages';
import { adminListCategories } from '@/lib/data/categories';
import { adminGetContent, adminListContentPage, type EditorialKind } from '@/lib/data/content';
import type { BlogPost, Tutorial } from '@/lib/data/types';
import { BlogManager } from '../blog/blog-manager';
import type { ManagerProps } from './content-list';
import { LoadError } from '../shell/load-error';
import { TutorialsManager } from '../tutorials/tutorials-manager';
import { PageHeader, TableSkeleton } from '../ui/controls';

const PAGE = {
  post: { title: 'Articles du blog', failure: MSG.load.posts },
  tutorial: { title: 'Tutoriels', failure: MSG.load.tutorials },
} as const;

/** The page's title (its metadata and heading). */
export const editorialTitle = (kind: EditorialKind) => PAGE[kind].title;

async function EditorialList({ kind, searchParams }: { kind: EditorialKind; searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const state = readAdminListQuery(params);
  const focusId = typeof params.modifier === 'string' ? params.modifier : '';
  const data = await loadForAdmin(KINDS[kind].noun.many, () =>
    Promise.all([
      adminListContentPage(kind, state),
      adminListCategories(),
      focusId ? adminGetContent(kind, focusId) : null,
    ]),
  );
  if (!data) {
    return (
      <>
        <PageHeader title={PAGE[kind].title} />
        <LoadError message={PAGE[kind].failure} />
      </>
    );
  }
  const [result, all, focus] = data;
  const categories = all.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  const props = { params: adminListParams(state), categories };
  return kind === 'post' ? (
    <BlogManager {...props} {...({ result, focus } as Pick<ManagerProps<BlogPost>, 'result' | 'focus'>)} />
  ) : (
    <TutorialsManager {...props} {...({ result, focus } as Pick<ManagerProps<Tutorial>, 'result' | 'focus'>)} />
  );
}

export function EditorialPage({ kind, searchParams }: { kind: EditorialKind; searchParams: Promise<SearchParams> }) {
  return (
    <Suspense fallback={<TableSkeleton label={`Chargement des ${KINDS[kind].noun.many}...`} />}>
      <EditorialList kind={kind} searchParams={searchParams} />
    </Suspense>
  );
}
