// Service + BreadcrumbList JSON-LD of a service page.
import type { Plan } from '@/lib/copy/pricing';
import type { Service } from '@/lib/copy/services';
import { JsonLd } from '@/lib/seo/json-ld';
import { breadcrumbJsonLd, serviceJsonLd, type Crumb } from '@/lib/seo/structured-data';

export function serviceCrumbs(name: string, path: string): Crumb[] {
  return [
    { name: 'Accueil', path: '/' },
    { name: 'Services', path: '/services' },
    { name, path },
  ];
}

export function ServiceStructuredData({
  service,
  plans,
  description,
}: {
  service: Service;
  plans: Plan[];
  description: string;
}) {
  return (
    <JsonLd
      data={[
        serviceJsonLd({
          name: service.title,
          description,
          path: service.href,
          serviceType: service.title,
          offers: plans.map((p) => ({ name: p.name, price: p.price, unit: p.unit, description: p.description })),
        }),
        breadcrumbJsonLd(serviceCrumbs(service.title, service.href)),
      ]}
    />
  );
}
