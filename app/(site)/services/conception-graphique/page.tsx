// /services/conception-graphique: the service template (components/services/service-page.tsx) with the
// graphic design's facts and blocks.
import { BookIcon, ClockIcon, EuroIcon, FileTextIcon, LayoutIcon, RefreshIcon } from '@/components/icons/site';
import { servicePage, serviceMetadata, type ServicePageConfig } from '@/components/services/service-page';
import { formatPrice } from '@/lib/format/number';
import { delayOf, priceOf } from '@/lib/copy/pricing';
import { SERVICES } from '@/lib/copy/services';

const config: ServicePageConfig = {
  service: 'graphic',
  info: 'graphic',
  facts: (plans) => [
    { icon: EuroIcon, label: 'Tarif', value: `Couverture à partir de ${formatPrice(priceOf(plans, 'cover'))}` },
    { icon: ClockIcon, label: 'Délai', value: delayOf(plans) },
    { icon: RefreshIcon, label: 'Révisions', value: 'Jusqu’à 3 révisions' },
  ],
  blocks: ['features', 'process', 'examples', 'pricing'],
  pricing: {
    view: 'cards',
    quoteBox: true,
    crossLink: {
      text: 'Et pour l’intérieur de votre livre ?',
      href: SERVICES.book.href,
      label: 'Mise en page de livres',
    },
  },
  features: { icons: [BookIcon, FileTextIcon, LayoutIcon] },
};

export const generateMetadata = serviceMetadata(config);
export default servicePage(config);
