// /services/mise-en-page: the service template (components/services/service-page.tsx) with the book's
// facts, blocks and its « Délais et formats » section.
import type { ComponentProps } from 'react';
import { Section } from '@/components/ui/container';
import { IconTile } from '@/components/ui/icon-tile';
import {
  AwardIcon,
  CheckCircleIcon,
  ClockIcon,
  DownloadIcon,
  EuroIcon,
  FileTextIcon,
  HeartIcon,
  LayoutIcon,
  RefreshIcon,
  ShieldIcon,
  UsersIcon,
} from '@/components/icons/site';
import { SectionHeading } from '@/components/ui/section-heading';
import { withTypography } from '@/lib/typography/tree';
import { servicePage, serviceMetadata, type ServicePageConfig } from '@/components/services/service-page';
import { formatPrice } from '@/lib/format/number';
import { DELAYS, REVISIONS, delayOf, planIn, type Plan } from '@/lib/copy/pricing';
import { SERVICES } from '@/lib/copy/services';

const FORMATS = [
  'PDF haute définition prêt pour l’impression',
  'PDF léger pour la relecture',
  'Fichiers sources InDesign (INDD et IDML)',
  'Version EPUB sur demande',
];

function DeliveryUntypeset({ plans, tone }: { plans: Plan[]; tone: ComponentProps<typeof Section>['tone'] }) {
  return (
    <Section tone={tone} labelledBy="livraison-titre">
      <div className="grid gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading id="livraison-titre" align="left" eyebrow="Livraison" title="Délais et formats" />
          <ul className="mt-8 space-y-4">
            <IconTile as="li" padding="p-5" icon={ClockIcon} title={<>Délai de livraison : {DELAYS.book}</>}>
              Mise en page simple : {delayOf(plans, 'simple')}. Mise en page complexe : {delayOf(plans, 'complex')}.
            </IconTile>
            <IconTile as="li" padding="p-5" icon={UsersIcon} title="Relectures et corrections">
              Jusqu’à {REVISIONS.bookSimple} révisions (simple) ou {REVISIONS.bookComplex} révisions (complexe)
              incluses.
            </IconTile>
          </ul>
        </div>
        <div className="rounded-3xl border border-slate-200 bg-white p-8 shadow-sm">
          <h3 className="flex items-center gap-3 text-xl font-bold text-slate-900">
            <DownloadIcon className="size-6 text-brand-700" />
            Fichiers livrés
          </h3>
          <ul className="mt-6 space-y-3">
            {FORMATS.map((f) => (
              <li key={f} className="flex items-start gap-3 text-slate-700">
                <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
                {f}
              </li>
            ))}
          </ul>
          <p className="mt-6 flex items-start gap-3 text-sm text-slate-600">
            <FileTextIcon className="mt-0.5 size-4 shrink-0" />
            Fichiers conformes aux exigences des imprimeurs et des plateformes d’autoédition.
          </p>
        </div>
      </div>
    </Section>
  );
}

/** DeliveryUntypeset, with French typography on its copy (lib/typography/tree.tsx). */
const Delivery = withTypography(DeliveryUntypeset);

const config: ServicePageConfig = {
  service: 'book',
  info: 'book',
  facts: (plans) => [
    {
      icon: EuroIcon,
      label: 'Tarif',
      value: `À partir de ${formatPrice(planIn(plans, 'simple').price)} ${planIn(plans, 'simple').unit}`,
    },
    { icon: ClockIcon, label: 'Délai', value: DELAYS.book },
    { icon: RefreshIcon, label: 'Révisions', value: `Jusqu’à ${REVISIONS.bookComplex} révisions` },
  ],
  blocks: ['process', 'examples', 'pricing', 'features', ({ plans, tone }) => <Delivery plans={plans} tone={tone} />],
  pricing: {
    view: 'cards',
    crossLink: { text: 'Besoin aussi d’une couverture ?', href: SERVICES.graphic.href, label: 'Conception graphique' },
  },
  features: { icons: [AwardIcon, LayoutIcon, RefreshIcon, ClockIcon, ShieldIcon, HeartIcon] },
};

export const generateMetadata = serviceMetadata(config);
export default servicePage(config);
