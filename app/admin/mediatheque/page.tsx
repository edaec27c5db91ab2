import type { Metadata } from 'next';
import { Suspense } from 'react';
import { loadForAdmin } from '@/lib/admin/load';
import { LoadError } from '@/components/admin/shell/load-error';
import { MediaLibrary } from '@/components/admin/media/media-library';
import { PageHeader, TableSkeleton } from '@/components/admin/ui/controls';
import { MSG } from '@/lib/copy/messages';
import { listMedia } from '@/lib/data/media';

export const metadata: Metadata = { title: 'Médiathèque' };

async function Library() {
  const initial = await loadForAdmin('media', () => listMedia({ q: '', unused: false, page: 1 }));
  if (!initial) {
    return (
      <>
        <PageHeader title="Médiathèque" />
        <LoadError message={MSG.load.images} />
      </>
    );
  }
  return <MediaLibrary initial={initial} />;
}

export default function MediaAdminPage() {
  return (
    <Suspense fallback={<TableSkeleton label="Chargement des images..." />}>
      <Library />
    </Suspense>
  );
}
