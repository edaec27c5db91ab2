import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { UnsubscribeForm } from '@/components/blog/unsubscribe-form';
import { Section } from '@/components/ui/container';
import { PageHero } from '@/components/ui/page-hero';
import { PAGES } from '@/lib/content/pages';
import { buildMetadata } from '@/lib/seo/metadata';
import { withTypography } from '@/lib/typography/tree';

// A utility page: reachable from every newsletter form and the privacy policy, kept out of search results.
export const metadata: Metadata = buildMetadata({ ...PAGES.unsubscribe, noIndex: true });

const CRUMBS = [
  { name: 'Accueil', path: '/' },
  { name: 'Se désinscrire de la newsletter', path: PAGES.unsubscribe.path },
];

function UnsubscribePage() {
  return (
    <>
      <PageHero
        breadcrumbs={CRUMBS}
        title="Se désinscrire de la newsletter"
        description={
          <p>Saisissez l’adresse e-mail inscrite : elle sera effacée de notre liste, sans justification à donner.</p>
        }
      />
      <Section>
        <UnsubscribeForm />
        <p className="mt-8 max-w-xl text-sm text-slate-600">
          Nous ne disons pas si une adresse était inscrite : la réponse est la même pour toutes. Pour vos autres droits
          sur vos données, voir notre{' '}
          <Link href="/politique-de-confidentialite" className="font-semibold text-brand-700 underline">
            politique de confidentialité
          </Link>
          .
        </p>
      </Section>
    </>
  );
}

export default withTypography(UnsubscribePage);
