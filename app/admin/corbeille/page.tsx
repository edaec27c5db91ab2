import type { Metadata } from 'next';
import { Suspense } from 'react';
import { loadForAdmin } from '@/lib/admin/load';
import { purgeExpiredTrash } from '@/lib/admin/trash';
import { LoadError } from '@/components/admin/shell/load-error';
import { TrashManager } from '@/components/admin/trash/trash-manager';
import { PageHeader, TableSkeleton } from '@/components/admin/ui/controls';
import { adminListTrash } from '@/lib/data/trash';

export const metadata: Metadata = { title: 'Corbeille' };

async function Trash() {
  // What has been here 30 days goes first (the page never lists an item past its date).
  const items = await loadForAdmin('trash', async () => {
    await purgeExpiredTrash();
    return adminListTrash();
  });
  if (!items) {
    return (
      <>
        <PageHeader title="Corbeille" />
        <LoadError message="Erreur lors du chargement de la corbeille" />
      </>
    );
  }
  return <TrashManager items={items} />;
}

export default function TrashPage() {
  return (
    <Suspense fallback={<TableSkeleton label="Chargement de la corbeille..." />}>
      <Trash />
    </Suspense>
  );
}
