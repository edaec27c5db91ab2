import { PricingManager } from '@/components/admin/pricing/pricing-manager';
import { adminScreen } from '@/components/admin/shell/admin-screen';
import { screenMetadata } from '@/components/admin/shell/screens';
import { adminListPrices, listPriceRevisions } from '@/lib/data/pricing';

export const metadata = screenMetadata('pricing');

export default adminScreen('pricing', {
  load: async () => {
    const services = await adminListPrices();
    const history = Object.fromEntries(
      await Promise.all(services.map(async (s) => [s.id, await listPriceRevisions(s.id)] as const)),
    );
    return { services, history };
  },
  render: ({ services, history }) => <PricingManager services={services} history={history} />,
});
