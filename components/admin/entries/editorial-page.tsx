// The page of the article or tutorial list (app/admin/blog, app/admin/tutorials): the list's state from
// the URL, this page of items with the counts per status, the categories, and the item ?modifier= names,
// read on the server after the admin check; a French message when the database cannot be read.
import { Suspense } from 'react';
import { adminListParams, readAdminListQuery, type SearchParams } from '@/lib/admin/list-query';
import { loadForAdmin } from '@/lib/admin/load';
import { ownsDraft } from '@/lib/data/ownership';
import { KINDS } from '@/lib/kinds';
import { MSG } from '@/lib/copy/messages';
import { adminListCategories } from '@/lib/data/categories';
import { adminGetEntry, adminListEntryPage, type EditorialKind } from '@/lib/data/entries';
import { LoadError } from '../shell/load-error';
import { EditorialManager, type EditorialWords } from './editorial-manager';
import { PageHeader, TableSkeleton } from '../ui/controls';

const LIST: Record<EditorialKind, EditorialWords & { failure: string }> = {
  post: {
    title: 'Articles du blog',
    description: 'Les articles publiés sur /blog, du plus récent au plus ancien.',
    empty: 'Aucun article pour le moment. Rédigez votre premier article.',
    third: 'Auteur',
    failure: MSG.load.posts,
  },
  tutorial: {
    title: 'Tutoriels',
    description: 'Les tutoriels vidéo publiés sur /tutoriels, du plus récent au plus ancien.',
    empty: 'Aucun tutoriel pour le moment. Ajoutez votre première vidéo.',
    third: 'Durée',
    failure: MSG.load.tutorials,
  },
};

/** The page's title (its metadata and heading). */
export const editorialTitle = (kind: EditorialKind) => LIST[kind].title;

async function EditorialList({ kind, searchParams }: { kind: EditorialKind; searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const state = readAdminListQuery(params);
  const focusId = typeof params.modifier === 'string' ? params.modifier : '';
  const data = await loadForAdmin(
    KINDS[kind].noun.many,
    async (me) => {
      // An « Auteur » lists and opens only their own drafts.
      const owner = me.role === 'author' ? me.id : undefined;
      const focusable = focusId && (!owner || (await ownsDraft(KINDS[kind].table, focusId, owner)));
      return Promise.all([
        adminListEntryPage(kind, { ...state, owner }),
        adminListCategories(),
        focusable ? adminGetEntry(kind, focusId) : null,
      ]);
    },
    'entries',
  );
  if (!data) {
    return (
      <>
        <PageHeader title={editorialTitle(kind)} />
        <LoadError message={LIST[kind].failure} />
      </>
    );
  }
  const [result, all, focus] = data;
  const categories = all.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  const { failure: _failure, ...words } = LIST[kind];
  return (
    <EditorialManager
      kind={kind}
      words={words}
      result={result}
      focus={focus}
      params={adminListParams(state)}
      categories={categories}
    />
  );
}

export function EditorialPage({ kind, searchParams }: { kind: EditorialKind; searchParams: Promise<SearchParams> }) {
  return (
    <Suspense fallback={<TableSkeleton label={`Chargement des ${KINDS[kind].noun.many}...`} />}>
      <EditorialList kind={kind} searchParams={searchParams} />
    </Suspense>
  );
}
