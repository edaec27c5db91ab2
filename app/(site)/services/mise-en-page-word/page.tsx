import type { Metadata } from 'next';
import { QuoteSection } from '@/components/quote/quote-section';
import { ContactBox } from '@/components/services/contact-box';
import { CrossLink } from '@/components/services/cross-link';
import { ExamplesSection } from '@/components/services/examples-section';
import { PriceTable } from '@/components/services/price-table';
import { ServiceHero } from '@/components/services/service-hero';
import { ServiceStructuredData } from '@/components/services/service-structured-data';
import { Section } from '@/components/ui/container';
import { IconTile } from '@/components/ui/icon-tile';
import { ClockIcon, EuroIcon, FileTextIcon, MailIcon } from '@/components/icons/site';
import { SectionHeading } from '@/components/ui/section-heading';
import { StackedTable } from '@/components/ui/stacked-table';
import { TitledSection } from '@/components/ui/titled-section';
import { formatPrice } from '@/lib/format/number';
import { pricedPages } from '@/lib/content/pages';
import { getPriceTable } from '@/lib/data/pricing';
import { WORD_DELIVERY, delayOf, priceOf } from '@/lib/content/pricing';
import { SERVICES } from '@/lib/content/services';
import { buildMetadata } from '@/lib/seo/metadata';
import { withTypography } from '@/lib/typography/tree';

const service = SERVICES.word;

export async function generateMetadata(): Promise<Metadata> {
  return buildMetadata(pricedPages(await getPriceTable()).word);
}

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

async function WordLayoutPage() {
  const table = await getPriceTable();
  const plans = table.word;
  return (
    <>
      <ServiceStructuredData service={service} plans={plans} description={pricedPages(table).word.description} />
      <ServiceHero
        service={service}
        title="Mise en page de vos documents Word"
        facts={[
          { icon: EuroIcon, label: 'Tarif', value: `À partir de ${formatPrice(priceOf(plans, 'essentielle'))}` },
          { icon: ClockIcon, label: 'Délai', value: delayOf(plans) },
          { icon: FileTextIcon, label: 'Formats', value: WORD_DELIVERY.formats.join(' et ') },
        ]}
      >
        Un fichier Word propre, structuré et élégant, que vous pouvez continuer à modifier vous-même : idéal pour
        l’autoédition, Amazon KDP, les mémoires et les documents d’entreprise.
      </ServiceHero>

      <ExamplesSection
        source="word"
        title="Quelques documents mis en page"
        emptyText="Projets en préparation"
        tone="muted"
      />

      <TitledSection
        id="formules-titre"
        eyebrow="Formules"
        title="Trois formules selon votre projet"
        description="Tarifs TTC de départ, par document ; le devis précise le prix selon la longueur et la mise en forme attendue."
      >
        <div className="mx-auto max-w-5xl">
          <PriceTable plans={plans} caption="Formules de mise en page Word, prix par document" />
        </div>
      </TitledSection>

      <TitledSection
        id="comparatif-titre"
        tone="muted"
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

      <Section labelledBy="livraison-titre">
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

      <QuoteSection service="word" tone="muted" />

      <ContactBox title="Un document Word à mettre en forme ?" />
    </>
  );
}

export default withTypography(WordLayoutPage);
