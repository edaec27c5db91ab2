import type { Metadata } from 'next';
import { Suspense } from 'react';
import { loadForAdmin } from '@/lib/admin/load';
import { LoadError } from '@/components/admin/shell/load-error';
import { SubscribersManager } from '@/components/admin/newsletter/subscribers-manager';
import { PageHeader, TableSkeleton } from '@/components/admin/ui/controls';
import { listSubscribersPage } from '@/lib/data/newsletter';

export const metadata: Metadata = { title: 'Newsletter' };

type Search = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : '');

async function Subscribers({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const q = one(params.q).trim().slice(0, 200);
  const page = Number.parseInt(one(params.page), 10) || 1;
  const result = await loadForAdmin('newsletter subscribers', () => listSubscribersPage({ q, page }));
  if (!result) {
    return (
      <>
        <PageHeader title="Newsletter" />
        <LoadError message="Erreur lors du chargement des abonnés" />
      </>
    );
  }
  return <SubscribersManager result={result} q={q} />;
}

export default function NewsletterAdminPage({ searchParams }: { searchParams: Search }) {
  return (
    <Suspense fallback={<TableSkeleton label="Chargement des abonnés..." />}>
      <Subscribers searchParams={searchParams} />
    </Suspense>
  );
}
