import Link from 'next/link';
import { ServiceCard } from '@/components/services/service-card';
import { Section } from '@/components/ui/container';
import { ArrowRightIcon } from '@/components/ui/icons';
import { Reveal } from '@/components/ui/motion';
import { SectionHeading } from '@/components/ui/section-heading';
import { HOME_SERVICES } from '@/lib/content/services';

export function HomeServices() {
  return (
    <Section id="services" tone="muted" labelledBy="services-titre" className="scroll-mt-16 xl:scroll-mt-20">
      <SectionHeading
        id="services-titre"
        eyebrow="Nos services"
        title="Des services pensés pour l’édition"
        description="Du manuscrit au fichier prêt pour l’imprimeur : nous prenons en charge la mise en page de vos livres, magazines et documents Word."
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {HOME_SERVICES.map((service, i) => (
          <Reveal as="li" index={i} key={service.id}>
            <ServiceCard service={service} />
          </Reveal>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Link href="/services" className="inline-flex items-center gap-2 rounded-md font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600">
          Tous nos services
          <ArrowRightIcon className="size-4" />
        </Link>
      </div>
    </Section>
  );
}
