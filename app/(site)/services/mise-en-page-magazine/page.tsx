// /services/mise-en-page-magazine: the service template (components/services/service-page.tsx) with the
// magazine's facts and blocks.
import { EuroIcon, LayoutIcon, PaletteIcon, RefreshIcon, TrendingUpIcon } from '@/components/icons/site';
import { servicePage, serviceMetadata, type ServicePageConfig } from '@/components/services/service-page';
import { formatPrice } from '@/lib/format/number';
import { priceOf } from '@/lib/copy/pricing';
import { SERVICES } from '@/lib/copy/services';

const config: ServicePageConfig = {
  service: 'magazine',
  info: 'magazine',
  portfolioLabel: 'Voir le portfolio',
  facts: (plans, site) => [
    { icon: EuroIcon, label: 'Tarif', value: `À partir de ${formatPrice(priceOf(plans, 'simple'))} par page` },
    { icon: LayoutIcon, label: 'Formules', value: 'Simple, Standard ou Avancée' },
    { icon: RefreshIcon, label: 'Devis', value: `Réponse sous ${site.delays.quote}` },
  ],
  blocks: ['process', 'examples', 'pricing', 'features'],
  pricing: { view: 'table', caption: 'Tarifs de mise en page magazine, par page', quoteBox: true },
  features: {
    icons: [PaletteIcon, RefreshIcon, TrendingUpIcon],
    crossLink: {
      text: 'Une couverture, une brochure ou un catalogue ?',
      href: SERVICES.graphic.href,
      label: 'Conception graphique',
    },
  },
};

export const generateMetadata = serviceMetadata(config);
export default servicePage(config);
