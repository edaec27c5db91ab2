import type { Metadata } from 'next';
import { QuoteSection } from '@/components/quote/quote-section';
import { ContactBox } from '@/components/services/contact-box';
import { PricingCards } from '@/components/services/pricing-cards';
import { ProcessSection } from '@/components/services/process-steps';
import { QuoteBox } from '@/components/services/quote-box';
import { ServiceHero } from '@/components/services/service-hero';
import { ServiceStructuredData } from '@/components/services/service-structured-data';
import { Section } from '@/components/ui/container';
import { FeatureGrid } from '@/components/ui/feature-grid';
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
import { TitledSection } from '@/components/ui/titled-section';
import { formatPrice } from '@/lib/format/number';
import { pricedPages } from '@/lib/content/pages';
import { getPriceTable } from '@/lib/data/pricing';
import { TEXT_ENTRY_FACTS, delayOf, priceOf, type Plan } from '@/lib/content/pricing';
import { SERVICES } from '@/lib/content/services';
import { buildMetadata } from '@/lib/seo/metadata';
import { withTypography } from '@/lib/typography/tree';

const service = SERVICES['text-entry'];

export async function generateMetadata(): Promise<Metadata> {
  return buildMetadata(pricedPages(await getPriceTable()).textEntry);
}

const STEPS = [
  {
    title: 'Analyse des documents',
    text: 'Nous examinons vos originaux (manuscrits, imprimés, scans) pour choisir entre saisie manuelle et OCR.',
  },
  {
    title: 'Traitement',
    text: 'Saisie par nos opérateurs ou reconnaissance optique de caractères, selon la lisibilité des documents.',
  },
  { title: 'Vérification', text: 'Chaque page est relue et comparée à l’original pour corriger la moindre erreur.' },
  {
    title: 'Livraison',
    text: `Vos textes sont livrés aux formats ${TEXT_ENTRY_FACTS.formats.join(', ')}, prêts à être mis en page.`,
  },
];

const BENEFITS = (plans: Plan[]) => [
  {
    icon: AwardIcon,
    title: 'Précision',
    text: `${TEXT_ENTRY_FACTS.accuracy}, grâce à une double vérification humaine.`,
  },
  {
    icon: EuroIcon,
    title: 'Tarifs compétitifs',
    text: `À partir de ${formatPrice(priceOf(plans, 'ocr'))} les 1 000 caractères avec l’OCR vérifié.`,
  },
  { icon: ClockIcon, title: 'Rapidité', text: `Des délais de ${delayOf(plans)} selon le volume.` },
  {
    icon: ShieldIcon,
    title: 'Confidentialité',
    text: `${TEXT_ENTRY_FACTS.confidentiality} pour vos documents sensibles.`,
  },
  {
    icon: UsersIcon,
    title: 'Opérateurs francophones',
    text: 'Une équipe qui lit et comprend le français, accents et ponctuation compris.',
  },
  {
    icon: TrendingUpIcon,
    title: 'Gros volumes',
    text: 'Archives, registres, thèses ou fonds anciens : nous traitons les projets de toute taille.',
  },
];

async function TextEntryPage() {
  const table = await getPriceTable();
  const plans = table['text-entry'];
  return (
    <>
      <ServiceStructuredData service={service} plans={plans} description={pricedPages(table).textEntry.description} />
      <ServiceHero
        service={service}
        title="Saisie de texte et OCR"
        facts={[
          {
            icon: EuroIcon,
            label: 'Tarif',
            value: `À partir de ${formatPrice(priceOf(plans, 'ocr'))} les 1 000 caractères`,
          },
          { icon: ClockIcon, label: 'Délai', value: delayOf(plans) },
          { icon: ScanIcon, label: 'Précision', value: TEXT_ENTRY_FACTS.accuracy },
        ]}
      >
        Manuscrits, tapuscrits, archives ou livres épuisés : nous transformons vos documents papier ou numérisés en
        textes fiables et modifiables, vérifiés par des opérateurs humains.
      </ServiceHero>

      <ProcessSection steps={STEPS} />

      <TitledSection
        id="tarifs-titre"
        tone="muted"
        eyebrow="Tarifs"
        title="Saisie manuelle ou OCR vérifié"
        description="Tarifs TTC de départ pour 1 000 caractères ; le devis précise le prix selon l’état et la langue des documents."
        after={
          <QuoteBox text="Envoyez-nous quelques pages de vos documents : nous évaluons leur lisibilité et vous proposons la solution la plus économique." />
        }
      >
        <PricingCards plans={plans} />
      </TitledSection>

      <TitledSection id="avantages-titre" eyebrow="Avantages" title="Six bonnes raisons de nous confier vos saisies">
        <FeatureGrid features={BENEFITS(plans)} />
      </TitledSection>

      <Section tone="muted" labelledBy="livraison-titre">
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

      <QuoteSection service="text-entry" tone="muted" />

      <ContactBox title="Des documents à saisir ?" />
    </>
  );
}

export default withTypography(TextEntryPage);
