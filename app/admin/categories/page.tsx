import type { Metadata } from 'next';
import { CategoriesManager } from '@/components/admin/categories/categories-manager';
import { adminScreen } from '@/components/admin/shell/admin-screen';
import { adminListCategories } from '@/lib/data/categories';
import { MSG } from '@/lib/copy/messages';

export const metadata: Metadata = { title: 'Catégories' };

export default adminScreen({
  title: 'Catégories',
  what: 'categories',
  loading: 'Chargement des catégories...',
  failure: MSG.load.categories,
  load: adminListCategories,
  render: (categories) => <CategoriesManager categories={categories} />,
});
