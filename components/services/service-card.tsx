// Service card (see ServiceCardView): hands the client view only the fields it shows.
import type { Service } from '@/lib/content/services';
import { ServiceCardView } from './service-card-view';

export function ServiceCard({ service, headingLevel }: { service: Service; headingLevel?: 'h2' | 'h3' }) {
  const { title, description, href, category, priceText, features } = service;
  return (
    <ServiceCardView
      service={{ title, description, href, category, priceText, features }}
      headingLevel={headingLevel}
    />
  );
}
