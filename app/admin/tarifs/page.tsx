import type { Metadata } from 'next';
import { Suspense } from 'react';
import { loadForAdmin } from '@/lib/admin/load';
import { LoadError } from '@/components/admin/shell/load-error';
import { PricingManager } from '@/components/admin/pricing/pricing-manager';
import { PageHeader, TableSkeleton } from '@/components/admin/ui/controls';
import { adminListPrices, listPriceRevisions } from '@/lib/data/pricing';

export const metadata: Metadata = { title: 'Tarifs' };

async function Prices() {
  const data = await loadForAdmin('prices', async () => {
    const services = await adminListPrices();
    const history = Object.fromEntries(
      await Promise.all(services.map(async (s) => [s.id, await listPriceRevisions(s.id)] as const)),
    );
    return { services, history };
  });
  if (!data) {
    return (
      <>
        <PageHeader title="Tarifs" />
        <LoadError message="Erreur lors du chargement des tarifs" />
      </>
    );
  }
  return <PricingManager services={data.services} history={data.history} />;
}

export default function PricingAdminPage() {
  return (
    <Suspense fallback={<TableSkeleton label="Chargement des tarifs..." />}>
      <Prices />
    </Suspense>
  );
}
