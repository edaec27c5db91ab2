import type { Metadata } from 'next';
import { Suspense } from 'react';
import { loadForAdmin } from '@/lib/admin/load';
import { LoadError } from '@/components/admin/shell/load-error';
import { IssuesManager } from '@/components/admin/newsletter/issues-manager';
import { PageHeader, TableSkeleton } from '@/components/admin/ui/controls';
import { subscriberCounts } from '@/lib/data/newsletter';
import { listIssueCandidates, listIssues } from '@/lib/data/newsletter-issues';

export const metadata: Metadata = { title: 'Lettres' };

async function Issues() {
  const data = await loadForAdmin('newsletter issues', async () => {
    const [issues, candidates, counts] = await Promise.all([listIssues(), listIssueCandidates(), subscriberCounts()]);
    return { issues, candidates, subscribers: counts.confirmed };
  });
  if (!data) {
    return (
      <>
        <PageHeader title="Lettres" />
        <LoadError message="Erreur lors du chargement des lettres" />
      </>
    );
  }
  return <IssuesManager issues={data.issues} candidates={data.candidates} subscribers={data.subscribers} />;
}

export default function IssuesAdminPage() {
  return (
    <Suspense fallback={<TableSkeleton label="Chargement des lettres..." />}>
      <Issues />
    </Suspense>
  );
}
