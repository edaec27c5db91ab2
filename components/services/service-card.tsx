// Service card (see ServiceCardView): hands the client view only the fields it shows, with the price
// from the price table (lib/data/pricing.ts, cached with the page).
import { getPriceTable } from '@/lib/data/pricing';
import { servicePriceText, type Service } from '@/lib/copy/services';
import { ServiceCardView } from './service-card-view';

export async function ServiceCard({ service, headingLevel }: { service: Service; headingLevel?: 'h2' | 'h3' }) {
  const { title, description, href, category, features } = service;
  const priceText = servicePriceText(service, await getPriceTable());
  return (
    <ServiceCardView
      service={{ title, description, href, category, priceText, features }}
      headingLevel={headingLevel}
    />
  );
}
