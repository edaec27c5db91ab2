import { Suspense } from 'react';
import type { Metadata } from 'next';
import { JournalView } from '@/components/admin/journal/journal-view';
import { loadForAdmin } from '@/lib/admin/load';
import { LoadError } from '@/components/admin/shell/load-error';
import { PageHeader, TableSkeleton } from '@/components/admin/ui/controls';
import { listAudit } from '@/lib/data/audit';
import { listSignInFailures } from '@/lib/data/sign-in-failures';
import { SignInFailures } from '@/components/admin/journal/sign-in-failures';

export const metadata: Metadata = { title: 'Journal' };

type Search = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : '');

async function Journal({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const filter = {
    actor: one(params.auteur).slice(0, 200),
    entity: one(params.element),
    action: one(params.action),
    from: one(params.du),
    to: one(params.au),
  };
  const page = Number.parseInt(one(params.page), 10) || 1;
  const result = await loadForAdmin('audit', () => listAudit({ ...filter, page }));
  if (!result) {
    return (
      <>
        <PageHeader title="Journal" />
        <LoadError message="Erreur lors du chargement du journal" />
      </>
    );
  }
  return <JournalView result={result} filter={filter} />;
}

async function Failures() {
  const rows = await loadForAdmin('sign-in failures', () => listSignInFailures(30));
  if (!rows) return <LoadError message="Erreur lors du chargement des échecs de connexion" />;
  return <SignInFailures rows={rows} />;
}

export default function JournalPage({ searchParams }: { searchParams: Search }) {
  return (
    <Suspense fallback={<TableSkeleton label="Chargement du journal..." />}>
      <Journal searchParams={searchParams} />
      <Failures />
    </Suspense>
  );
}
