import { ServiceCard } from '@/components/services/service-card';
import { ArrowLink } from '@/components/ui/arrow-link';
import { Section } from '@/components/ui/container';
import { RevealList } from '@/components/ui/reveal-list';
import { SectionHeading } from '@/components/ui/section-heading';
import { HOME_SERVICES } from '@/lib/copy/services';
import { withTypography } from '@/lib/typography/tree';

function HomeServicesUntypeset() {
  return (
    <Section id="services" tone="muted" labelledBy="services-titre" className="scroll-mt-16 xl:scroll-mt-20">
      <SectionHeading
        id="services-titre"
        eyebrow="Nos services"
        title="Des services pensés pour l’édition"
        description="Du manuscrit au fichier prêt pour l’imprimeur : nous prenons en charge la mise en page de vos livres, magazines et documents Word."
      />
      <RevealList
        items={HOME_SERVICES}
        className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
        render={(service) => <ServiceCard service={service} />}
      />
      <div className="mt-10 text-center">
        <ArrowLink href="/services">Tous nos services</ArrowLink>
      </div>
    </Section>
  );
}

/** HomeServices, with French typography on its copy (lib/typography/tree.tsx). */
export const HomeServices = withTypography(HomeServicesUntypeset);
