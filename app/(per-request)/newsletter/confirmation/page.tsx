import type { Metadata } from 'next';
import { LinkActionForm } from '@/components/blog/link-action-form';
import { Section } from '@/components/ui/container';
import { PageHero } from '@/components/ui/page-hero';
import { confirmSignUp } from '@/lib/actions/newsletter';
import { PAGES } from '@/lib/copy/pages';
import { NEWSLETTER_MSG, pageOutcome } from '@/lib/newsletter/types';
import { buildMetadata } from '@/lib/seo/metadata';
import { withTypography } from '@/lib/typography/tree';

// Where a sign-up's confirmation e-mail leads: one click on the button confirms (the link alone changes nothing,
// so a mail scanner opening it subscribes nobody). Rendered whole per request (../../layout.tsx): the button and
// its answer work with JavaScript off. Kept out of search results.
export const metadata: Metadata = buildMetadata({ ...PAGES.confirmation, noIndex: true });

const CRUMBS = [
  { name: 'Accueil', path: '/' },
  { name: 'Confirmer votre inscription', path: PAGES.confirmation.path },
];

type Search = Promise<{ jeton?: string | string[]; etat?: string | string[] }>;

function ConfirmationBody({ jeton, etat }: { jeton: unknown; etat: unknown }) {
  // Back from the form endpoint (no JavaScript): the outcome.
  const outcome = pageOutcome(etat);
  if (outcome === 'confirmee')
    return (
      <p role="status" className="max-w-xl font-medium text-emerald-700">
        {NEWSLETTER_MSG.confirmed}
      </p>
    );
  if (outcome === 'erreur')
    return (
      <p role="alert" className="max-w-xl font-medium text-red-700">
        {NEWSLETTER_MSG.failure}
      </p>
    );
  if (typeof jeton !== 'string' || outcome)
    return (
      <p role="alert" className="max-w-xl font-medium text-red-700">
        {NEWSLETTER_MSG.confirmInvalid}
      </p>
    );
  return (
    <LinkActionForm
      action={confirmSignUp}
      intent="confirmer"
      fields={{ jeton }}
      label="Confirmer mon inscription"
      pendingLabel="Confirmation..."
    />
  );
}

async function ConfirmationPage({ searchParams }: { searchParams: Search }) {
  const { jeton, etat } = await searchParams;
  return (
    <>
      <PageHero
        breadcrumbs={CRUMBS}
        title="Confirmer votre inscription"
        description={
          <p>Un clic pour recevoir la lettre d’information du studio&nbsp;: conseils, articles et tutoriels.</p>
        }
      />
      <Section>
        <ConfirmationBody jeton={jeton} etat={etat} />
      </Section>
    </>
  );
}

export default withTypography(ConfirmationPage);
