import { Suspense } from 'react';
import type { Metadata } from 'next';
import { BlogManager } from '@/components/admin/blog-manager';
import { loadForAdmin } from '@/lib/admin/load';
import { LoadError } from '@/components/admin/load-error';
import { PageHeader, TableSkeleton } from '@/components/admin/ui';
import { adminListPosts } from '@/lib/data/blog';
import { adminListCategories } from '@/lib/data/categories';
import { MSG } from '@/lib/content/messages';

export const metadata: Metadata = { title: 'Articles du blog' };

async function Posts() {
  const data = await loadForAdmin('posts', () => Promise.all([adminListPosts(), adminListCategories()]));
  if (!data) {
    return (
      <>
        <PageHeader title="Articles du blog" />
        <LoadError message={MSG.load.posts} />
      </>
    );
  }
  const [posts, categories] = data;
  const options = categories.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  return <BlogManager posts={posts} categories={options} />;
}

export default function BlogAdminPage() {
  return (
    <Suspense fallback={<TableSkeleton label="Chargement des articles..." />}>
      <Posts />
    </Suspense>
  );
}
