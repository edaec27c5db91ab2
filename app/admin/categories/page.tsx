import { CategoriesManager } from '@/components/admin/categories/categories-manager';
import { adminScreen } from '@/components/admin/shell/admin-screen';
import { screenMetadata } from '@/components/admin/shell/screens';
import { adminListCategories } from '@/lib/data/categories';

export const metadata = screenMetadata('categories');

export default adminScreen('categories', {
  load: adminListCategories,
  render: (categories) => <CategoriesManager categories={categories} />,
});
