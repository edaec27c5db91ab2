import type { Metadata } from 'next';
import { Suspense } from 'react';
import { loadForAdmin } from '@/lib/admin/load';
import { LoadError } from '@/components/admin/load-error';
import { SubscribersManager } from '@/components/admin/subscribers-manager';
import { PageHeader, TableSkeleton } from '@/components/admin/ui';
import { listSubscribers } from '@/lib/data/newsletter';

export const metadata: Metadata = { title: 'Newsletter' };

async function Subscribers() {
  const subscribers = await loadForAdmin('newsletter subscribers', listSubscribers);
  if (!subscribers) {
    return (
      <>
        <PageHeader title="Newsletter" />
        <LoadError message="Erreur lors du chargement des abonnés" />
      </>
    );
  }
  return <SubscribersManager subscribers={subscribers} />;
}

export default function NewsletterAdminPage() {
  return (
    <Suspense fallback={<TableSkeleton label="Chargement des abonnés..." />}>
      <Subscribers />
    </Suspense>
  );
}
