// /services/mise-en-page-word: the service template (components/services/service-page.tsx) with the Word
// page's facts, blocks and its own sections (« Word ou InDesign ? », « Délais et livraison »).
import type { ComponentProps } from 'react';
import { CrossLink } from '@/components/services/cross-link';
import { Section } from '@/components/ui/container';
import { IconTile } from '@/components/ui/icon-tile';
import { ClockIcon, EuroIcon, FileTextIcon, MailIcon } from '@/components/icons/site';
import { SectionHeading } from '@/components/ui/section-heading';
import { StackedTable } from '@/components/ui/stacked-table';
import { TitledSection } from '@/components/ui/titled-section';
import { withTypography } from '@/lib/typography/tree';
import { servicePage, serviceMetadata, type ServicePageConfig } from '@/components/services/service-page';
import { formatPrice } from '@/lib/format/number';
import { WORD_DELIVERY, delayOf, priceOf, type Plan } from '@/lib/copy/pricing';
import { SERVICES } from '@/lib/copy/services';

type Tone = ComponentProps<typeof Section>['tone'];

const COMPARISON = [
  {
    criterion: 'Accessibilité',
    word: 'Logiciel connu de tous, utilisable sans formation',
    indesign: 'Logiciel professionnel réservé aux graphistes',
  },
  {
    criterion: 'Type d’ouvrage',
    word: 'Romans, essais, mémoires, guides, documents d’entreprise',
    indesign: 'Beaux livres, magazines, ouvrages très illustrés',
  },
  {
    criterion: 'Modification',
    word: 'Vous corrigez vous-même le texte, à tout moment',
    indesign: 'Chaque correction passe par le graphiste',
  },
  {
    criterion: 'Rendu esthétique',
    word: 'Propre, lisible et professionnel',
    indesign: 'Typographie très fine, compositions complexes',
  },
  {
    criterion: 'Format de sortie',
    word: `${WORD_DELIVERY.formats.join(' et ')}`,
    indesign: 'PDF imprimeur, fichiers INDD et IDML',
  },
];

function ComparisonUntypeset({ tone }: { tone: Tone }) {
  return (
    <TitledSection
      id="comparatif-titre"
      tone={tone}
      eyebrow="Comparatif"
      title="Word ou InDesign ?"
      description="Word convient à la plupart des livres de texte ; InDesign s’impose pour les ouvrages très illustrés."
      bodyClassName="mx-auto mt-12 max-w-5xl"
      after={<CrossLink text="Un ouvrage très illustré ?" href={SERVICES.book.href} label="Mise en page InDesign" />}
    >
      <StackedTable
        caption="Comparaison entre une mise en page Word et une mise en page InDesign"
        rows={COMPARISON}
        rowKey={(row) => row.criterion}
        columns={[
          { key: 'criterion', label: 'Critère', cell: (row) => row.criterion },
          { key: 'word', label: 'Word', className: 'text-slate-800 md:bg-brand-50/50', cell: (row) => row.word },
          { key: 'indesign', label: 'InDesign', className: 'text-slate-700', cell: (row) => row.indesign },
        ]}
      />
    </TitledSection>
  );
}

/** ComparisonUntypeset, with French typography on its copy (lib/typography/tree.tsx). */
const Comparison = withTypography(ComparisonUntypeset);

function DeliveryUntypeset({ plans, tone }: { plans: Plan[]; tone: Tone }) {
  return (
    <Section tone={tone} labelledBy="livraison-titre">
      <div className="mx-auto grid max-w-5xl gap-6 md:grid-cols-3">
        <div className="md:col-span-3">
          <SectionHeading id="livraison-titre" eyebrow="Livraison" title="Délais et livraison" />
        </div>
        {[
          { icon: ClockIcon, title: 'Délai standard', text: delayOf(plans) },
          {
            icon: MailIcon,
            title: 'Livraison',
            text: `${WORD_DELIVERY.channel[0]!.toUpperCase()}${WORD_DELIVERY.channel.slice(1)}`,
          },
          { icon: FileTextIcon, title: 'Formats', text: `${WORD_DELIVERY.formats.join(' et ')}` },
        ].map((item) => (
          <IconTile key={item.title} icon={item.icon} title={item.title}>
            {item.text}
          </IconTile>
        ))}
      </div>
    </Section>
  );
}

/** DeliveryUntypeset, with French typography on its copy (lib/typography/tree.tsx). */
const Delivery = withTypography(DeliveryUntypeset);

const config: ServicePageConfig = {
  service: 'word',
  info: 'word',
  facts: (plans) => [
    { icon: EuroIcon, label: 'Tarif', value: `À partir de ${formatPrice(priceOf(plans, 'essentielle'))}` },
    { icon: ClockIcon, label: 'Délai', value: delayOf(plans) },
    { icon: FileTextIcon, label: 'Formats', value: WORD_DELIVERY.formats.join(' et ') },
  ],
  blocks: [
    'examples',
    'pricing',
    ({ tone }) => <Comparison tone={tone} />,
    ({ plans, tone }) => <Delivery plans={plans} tone={tone} />,
  ],
  pricing: { view: 'table', caption: 'Formules de mise en page Word, prix par document' },
};

export const generateMetadata = serviceMetadata(config);
export default servicePage(config);
