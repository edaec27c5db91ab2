import type { Metadata } from 'next';
import Link from 'next/link';
import { ACCOUNT_MSG } from '@/lib/copy/auth-messages';
import { buildMetadata } from '@/lib/seo/metadata';
import { AuthCard } from '../auth-card';

export const metadata: Metadata = buildMetadata({
  title: 'Continuer vers votre compte',
  description: 'Lien d’invitation ou de réinitialisation du mot de passe.',
  path: '/login/lien',
  noIndex: true,
});

type Search = Promise<Record<string, string | string[] | undefined>>;
const FIELDS = ['jeton', 'token_hash', 'type'] as const;

// Where an invitation or reset e-mail's link leads (through /auth/confirm's GET): opening it spends nothing, so a
// mail scanner that fetches the link burns no token and gets no session. The person presses « Continuer »: a
// plain form, usable without JavaScript, whose POST to /auth/confirm spends the token and opens the session.
export default async function EmailLinkPage({ searchParams }: { searchParams: Search }) {
  const query = await searchParams;
  const fields = FIELDS.flatMap((name) => {
    const v = query[name];
    return typeof v === 'string' && v.length > 0 && v.length <= 512 ? [[name, v] as const] : [];
  });
  const usable = fields.some(([name]) => name === 'jeton' || name === 'token_hash');
  return (
    <AuthCard id="link-title" title="Continuer vers votre compte">
      {usable ? (
        <form method="post" action="/auth/confirm" className="space-y-5">
          {fields.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <p className="text-sm text-slate-700">
            Ce lien ne sert qu’une fois&nbsp;: continuez pour choisir votre mot de passe.
          </p>
          <button
            type="submit"
            className="flex w-full items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white shadow-sm transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Continuer
          </button>
        </form>
      ) : (
        <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800">
          {ACCOUNT_MSG.linkInvalid}
        </p>
      )}
      <p className="mt-6 text-center text-sm">
        <Link
          href="/login/mot-de-passe-oublie"
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          Demander un nouveau lien
        </Link>
      </p>
    </AuthCard>
  );
}
