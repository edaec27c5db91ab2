import type { Metadata } from 'next';
import { Suspense } from 'react';
import { loadForAdmin } from '@/lib/admin/load';
import { LoadError } from '@/components/admin/shell/load-error';
import { TextsManager } from '@/components/admin/settings/texts-manager';
import { PageHeader, TableSkeleton } from '@/components/admin/ui/controls';
import { adminGetTexts } from '@/lib/data/texts';

export const metadata: Metadata = { title: 'Textes du site' };

async function Texts() {
  const data = await loadForAdmin('texts', adminGetTexts);
  if (!data) {
    return (
      <>
        <PageHeader title="Textes du site" />
        <LoadError message="Erreur lors du chargement des textes" />
      </>
    );
  }
  // Keyed by the last save: a restore (or another admin's save) starts the form from what is now online.
  return <TextsManager key={data.updatedAt ?? 'defaults'} data={data} />;
}

export default function TextsAdminPage() {
  return (
    <Suspense fallback={<TableSkeleton label="Chargement des textes..." />}>
      <Texts />
    </Suspense>
  );
}
