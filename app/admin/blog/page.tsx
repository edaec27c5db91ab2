import { Suspense } from 'react';
import type { Metadata } from 'next';
import { BlogManager } from '@/components/admin/blog-manager';
import { loadForAdmin } from '@/lib/admin/load';
import { LoadError } from '@/components/admin/load-error';
import { PageHeader, TableSkeleton } from '@/components/admin/ui';
import { adminListParams, readAdminListQuery } from '@/lib/admin/list-query';
import { adminGetContent, adminListContentPage } from '@/lib/data/content';
import { adminListCategories } from '@/lib/data/categories';
import { MSG } from '@/lib/content/messages';

export const metadata: Metadata = { title: 'Articles du blog' };

type Search = Promise<Record<string, string | string[] | undefined>>;

async function Posts({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const state = readAdminListQuery(params);
  const focusId = typeof params.modifier === 'string' ? params.modifier : '';
  const data = await loadForAdmin('posts', () =>
    Promise.all([
      adminListContentPage('post', state),
      adminListCategories(),
      focusId ? adminGetContent('post', focusId) : null,
    ]),
  );
  if (!data) {
    return (
      <>
        <PageHeader title="Articles du blog" />
        <LoadError message={MSG.load.posts} />
      </>
    );
  }
  const [result, categories, focus] = data;
  const options = categories.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  return <BlogManager result={result} params={adminListParams(state)} focus={focus} categories={options} />;
}

export default function BlogAdminPage({ searchParams }: { searchParams: Search }) {
  return (
    <Suspense fallback={<TableSkeleton label="Chargement des articles..." />}>
      <Posts searchParams={searchParams} />
    </Suspense>
  );
}
