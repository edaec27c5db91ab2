import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { LinkActionForm } from '@/components/blog/link-action-form';
import { UnsubscribeForm } from '@/components/blog/unsubscribe-form';
import { Section } from '@/components/ui/container';
import { PageHero } from '@/components/ui/page-hero';
import { unsubscribeByLink } from '@/lib/actions/newsletter';
import { PAGES } from '@/lib/copy/pages';
import { NEWSLETTER_MSG, PAGE_OUTCOMES, pageOutcome, type NewsletterState } from '@/lib/newsletter/types';
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

type Search = Promise<{ id?: string | string[]; jeton?: string | string[]; etat?: string | string[] }>;

const requestLink = (outcome?: NewsletterState) => (
  <>
    <p className="mb-6 max-w-xl text-slate-700">
      Saisissez l’adresse inscrite&nbsp;: nous lui envoyons un lien qui l’efface de notre liste en un clic, sans
      justification à donner. Chaque lettre contient aussi ce lien.
    </p>
    <UnsubscribeForm outcome={outcome} />
  </>
);

async function UnsubscribeBody({ id, jeton, etat }: { id: unknown; jeton: unknown; etat: unknown }) {
  // Back from the form endpoint (no JavaScript): the outcome, and the form again unless the address is erased.
  const outcome = pageOutcome(etat);
  if (outcome === 'effacee')
    return (
      <p role="status" className="max-w-xl font-medium text-emerald-700">
        {NEWSLETTER_MSG.unsubscribed}
      </p>
    );
  if (outcome && outcome !== 'invalide') return requestLink(PAGE_OUTCOMES[outcome]);
  if (!outcome && id === undefined && jeton === undefined) return requestLink();
  // A link that is not (or no longer) valid says so, and offers the form that sends a new one right below.
  if (outcome === 'invalide' || !(await verifyUnsubscribe(id, jeton)))
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
        intent="desinscrire"
        fields={{ id: id as string, jeton: jeton as string }}
        label="Confirmer la désinscription"
        pendingLabel="Désinscription..."
      />
    </>
  );
}

async function UnsubscribePage({ searchParams }: { searchParams: Search }) {
  const { id, jeton, etat } = await searchParams;
  return (
    <>
      <PageHero breadcrumbs={CRUMBS} title="Se désinscrire de la newsletter" />
      <Section>
        <UnsubscribeBody id={id} jeton={jeton} etat={etat} />
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
