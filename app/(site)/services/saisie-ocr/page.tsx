// /services/saisie-ocr: the service template (components/services/service-page.tsx) with the text entry's
// facts, blocks and its « Délais et formats » section.
import type { ComponentProps } from 'react';
import { Section } from '@/components/ui/container';
import {
  AwardIcon,
  CheckCircleIcon,
  ClockIcon,
  EuroIcon,
  FileTextIcon,
  GlobeIcon,
  ScanIcon,
  ShieldIcon,
  TrendingUpIcon,
  UsersIcon,
} from '@/components/icons/site';
import { SectionHeading } from '@/components/ui/section-heading';
import { withTypography } from '@/lib/typography/tree';
import { servicePage, serviceMetadata, type ServicePageConfig } from '@/components/services/service-page';
import { formatPrice } from '@/lib/format/number';
import { TEXT_ENTRY_FACTS, delayOf, priceOf, type Plan } from '@/lib/copy/pricing';

function DeliveryUntypeset({ plans, tone }: { plans: Plan[]; tone: ComponentProps<typeof Section>['tone'] }) {
  return (
    <Section tone={tone} labelledBy="livraison-titre">
      <SectionHeading id="livraison-titre" eyebrow="Livraison" title="Délais et formats" />
      <ul className="mx-auto mt-12 grid max-w-5xl gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {[
          { icon: ClockIcon, title: 'Délai', text: delayOf(plans) },
          { icon: FileTextIcon, title: 'Formats', text: TEXT_ENTRY_FACTS.formats.join(', ') },
          { icon: CheckCircleIcon, title: 'Précision', text: TEXT_ENTRY_FACTS.accuracy },
          { icon: ShieldIcon, title: 'Confidentialité', text: TEXT_ENTRY_FACTS.confidentiality },
        ].map((item) => (
          <li key={item.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <item.icon className="size-6 text-brand-700" />
            <h3 className="mt-4 font-semibold text-slate-900">{item.title}</h3>
            <p className="mt-1 text-slate-700">{item.text}</p>
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-8 flex max-w-3xl items-center justify-center gap-2 text-center text-slate-600">
        <GlobeIcon className="size-5 shrink-0" />
        Documents envoyés et livrés en ligne, où que vous soyez en Europe.
      </p>
    </Section>
  );
}

/** DeliveryUntypeset, with French typography on its copy (lib/typography/tree.tsx). */
const Delivery = withTypography(DeliveryUntypeset);

const config: ServicePageConfig = {
  service: 'text-entry',
  info: 'textEntry',
  facts: (plans) => [
    { icon: EuroIcon, label: 'Tarif', value: `À partir de ${formatPrice(priceOf(plans, 'ocr'))} les 1 000 caractères` },
    { icon: ClockIcon, label: 'Délai', value: delayOf(plans) },
    { icon: ScanIcon, label: 'Précision', value: TEXT_ENTRY_FACTS.accuracy },
  ],
  blocks: ['process', 'pricing', 'features', ({ plans, tone }) => <Delivery plans={plans} tone={tone} />],
  pricing: { view: 'cards', quoteBox: true },
  features: { icons: [AwardIcon, EuroIcon, ClockIcon, ShieldIcon, UsersIcon, TrendingUpIcon] },
};

export const generateMetadata = serviceMetadata(config);
export default servicePage(config);
