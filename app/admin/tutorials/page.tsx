import { Suspense } from 'react';
import type { Metadata } from 'next';
import { loadForAdmin } from '@/lib/admin/load';
import { LoadError } from '@/components/admin/load-error';
import { TutorialsManager } from '@/components/admin/tutorials-manager';
import { PageHeader, TableSkeleton } from '@/components/admin/ui';
import { adminListCategories } from '@/lib/data/categories';
import { adminListParams, readAdminListQuery } from '@/lib/admin/list-query';
import { adminGetContent, adminListContentPage } from '@/lib/data/content';
import { MSG } from '@/lib/content/messages';

export const metadata: Metadata = { title: 'Tutoriels' };

type Search = Promise<Record<string, string | string[] | undefined>>;

async function Tutorials({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const state = readAdminListQuery(params);
  const focusId = typeof params.modifier === 'string' ? params.modifier : '';
  const data = await loadForAdmin('tutorials', () =>
    Promise.all([
      adminListContentPage('tutorial', state),
      adminListCategories(),
      focusId ? adminGetContent('tutorial', focusId) : null,
    ]),
  );
  if (!data) {
    return (
      <>
        <PageHeader title="Tutoriels" />
        <LoadError message={MSG.load.tutorials} />
      </>
    );
  }
  const [result, categories, focus] = data;
  const options = categories.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  return <TutorialsManager result={result} params={adminListParams(state)} focus={focus} categories={options} />;
}

export default function TutorialsAdminPage({ searchParams }: { searchParams: Search }) {
  return (
    <Suspense fallback={<TableSkeleton label="Chargement des tutoriels..." />}>
      <Tutorials searchParams={searchParams} />
    </Suspense>
  );
}
