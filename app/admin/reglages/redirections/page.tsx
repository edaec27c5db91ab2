import type { Metadata } from 'next';
import { Suspense } from 'react';
import { loadForAdmin } from '@/lib/admin/load';
import { LoadError } from '@/components/admin/shell/load-error';
import { RedirectsManager } from '@/components/admin/settings/redirects-manager';
import { PageHeader, TableSkeleton } from '@/components/admin/ui/controls';
import { adminListRedirects } from '@/lib/data/redirects';

export const metadata: Metadata = { title: 'Redirections' };

async function Redirects() {
  const redirects = await loadForAdmin('redirects', adminListRedirects);
  if (!redirects) {
    return (
      <>
        <PageHeader title="Redirections" />
        <LoadError message="Erreur lors du chargement des redirections" />
      </>
    );
  }
  return <RedirectsManager redirects={redirects} />;
}

export default function RedirectsAdminPage() {
  return (
    <Suspense fallback={<TableSkeleton label="Chargement des redirections..." />}>
      <Redirects />
    </Suspense>
  );
}
