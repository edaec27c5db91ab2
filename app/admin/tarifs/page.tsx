import type { Metadata } from 'next';
import { PricingManager } from '@/components/admin/pricing/pricing-manager';
import { adminScreen } from '@/components/admin/shell/admin-screen';
import { adminListPrices, listPriceRevisions } from '@/lib/data/pricing';

export const metadata: Metadata = { title: 'Tarifs' };

export default adminScreen({
  title: 'Tarifs',
  what: 'prices',
  loading: 'Chargement des tarifs...',
  failure: 'Erreur lors du chargement des tarifs',
  load: async () => {
    const services = await adminListPrices();
    const history = Object.fromEntries(
      await Promise.all(services.map(async (s) => [s.id, await listPriceRevisions(s.id)] as const)),
    );
    return { services, history };
  },
  render: ({ services, history }) => <PricingManager services={services} history={history} />,
});
