import { Suspense } from 'react';
import type { Metadata } from 'next';
import { loadForAdmin } from '@/lib/admin/load';
import { LoadError } from '@/components/admin/load-error';
import { TutorialsManager } from '@/components/admin/tutorials-manager';
import { PageHeader, TableSkeleton } from '@/components/admin/ui';
import { adminListCategories } from '@/lib/data/categories';
import { adminListTutorials } from '@/lib/data/tutorials';
import { MSG } from '@/lib/content/messages';

export const metadata: Metadata = { title: 'Tutoriels' };

async function Tutorials() {
  const data = await loadForAdmin('tutorials', () => Promise.all([adminListTutorials(), adminListCategories()]));
  if (!data) {
    return (
      <>
        <PageHeader title="Tutoriels" />
        <LoadError message={MSG.load.tutorials} />
      </>
    );
  }
  const [tutorials, categories] = data;
  const options = categories.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  return <TutorialsManager tutorials={tutorials} categories={options} />;
}

export default function TutorialsAdminPage() {
  return (
    <Suspense fallback={<TableSkeleton label="Chargement des tutoriels..." />}>
      <Tutorials />
    </Suspense>
  );
}
