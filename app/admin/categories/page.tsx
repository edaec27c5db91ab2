import { Suspense } from 'react';
import type { Metadata } from 'next';
import { CategoriesManager } from '@/components/admin/categories/categories-manager';
import { loadForAdmin } from '@/lib/admin/load';
import { LoadError } from '@/components/admin/shell/load-error';
import { PageHeader, TableSkeleton } from '@/components/admin/ui/controls';
import { adminListCategories } from '@/lib/data/categories';
import { MSG } from '@/lib/copy/messages';

export const metadata: Metadata = { title: 'Catégories' };

async function Categories() {
  const categories = await loadForAdmin('categories', adminListCategories);
  if (!categories) {
    return (
      <>
        <PageHeader title="Catégories" />
        <LoadError message={MSG.load.categories} />
      </>
    );
  }
  return <CategoriesManager categories={categories} />;
}

export default function CategoriesPage() {
  return (
    <Suspense fallback={<TableSkeleton label="Chargement des catégories..." />}>
      <Categories />
    </Suspense>
  );
}
