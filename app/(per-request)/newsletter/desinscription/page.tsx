import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { LinkActionForm } from '@/components/blog/link-action-form';
import { UnsubscribeForm } from '@/components/blog/unsubscribe-form';
import { Section } from '@/components/ui/container';
import { PageHero } from '@/components/ui/page-hero';
import { unsubscribeByLink } from '@/lib/actions/newsletter';
import { PAGES } from '@/lib/content/pages';
import { NEWSLETTER_MSG } from '@/lib/newsletter/types';
import { verifyUnsubscribe } from '@/lib/newsletter/tokens';
import { buildMetadata } from '@/lib/seo/metadata';
import { withTypography } from '@/lib/typography/tree';

// A utility page, kept out of search results. From a newsletter's link (its id and signature) it asks for one
// click to erase the address; reached from a form or the privacy policy, or from a link that is not valid, it
// sends the typed address its link. Rendered whole per request (../../layout.tsx): usable with JavaScript off.
export const metadata: Metadata = buildMetadata({ ...PAGES.unsubscribe, noIndex: true });

const CRUMBS = [
  { name: 'Accueil', path: '/' },
  { name: 'Se désinscrire de la newsletter', path: PAGES.unsubscribe.path },
];

type Search = Promise<{ id?: string | string[]; jeton?: string | string[] }>;

const REQUEST_LINK = (
  <>
    <p className="mb-6 max-w-xl text-slate-700">
      Saisissez l’adresse inscrite&nbsp;: nous lui envoyons un lien qui l’efface de notre liste en un clic, sans
      justification à donner. Chaque lettre contient aussi ce lien.
    </p>
    <UnsubscribeForm />
  </>
);

async function UnsubscribeBody({ id, jeton }: { id: unknown; jeton: unknown }) {
  if (id === undefined && jeton === undefined) return REQUEST_LINK;
  // A link that is not (or no longer) valid says so, and offers the form that sends a new one right below.
  if (!(await verifyUnsubscribe(id, jeton)))
    return (
      <>
        <p role="alert" className="mb-6 max-w-xl font-medium text-red-700">
          {NEWSLETTER_MSG.unsubscribeInvalid}
        </p>
        <UnsubscribeForm />
      </>
    );
  return (
    <>
      <p className="mb-6 max-w-xl text-slate-700">
        Un clic efface votre adresse de notre liste&nbsp;: vous ne recevrez plus notre lettre d’information.
      </p>
      <LinkActionForm
        action={unsubscribeByLink}
        fields={{ id: id as string, jeton: jeton as string }}
        label="Confirmer la désinscription"
        pendingLabel="Désinscription..."
      />
    </>
  );
}

async function UnsubscribePage({ searchParams }: { searchParams: Search }) {
  const { id, jeton } = await searchParams;
  return (
    <>
      <PageHero breadcrumbs={CRUMBS} title="Se désinscrire de la newsletter" />
      <Section>
        <UnsubscribeBody id={id} jeton={jeton} />
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
