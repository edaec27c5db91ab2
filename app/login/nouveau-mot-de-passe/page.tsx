import type { Metadata } from 'next';
import { MIN_PASSWORD_LENGTH } from '@/lib/validation/password';
import { buildMetadata } from '@/lib/seo/metadata';
import { NewPasswordForm } from './new-password-form';

export const metadata: Metadata = buildMetadata({
  title: 'Choisir un mot de passe',
  description: 'Choix du mot de passe de l’espace administration.',
  path: '/login/nouveau-mot-de-passe',
  noIndex: true,
});

// Where invitation and reset links land (through /auth/confirm, which opened the session). The
// action checks that session; without one it says the link expired.
export default function NewPasswordPage() {
  return (
    <section
      className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm"
      aria-labelledby="new-password-title"
    >
      <h1 id="new-password-title" className="mb-4 text-center text-2xl font-bold text-slate-900">
        Choisir un mot de passe
      </h1>
      <p className="mb-5 text-sm text-slate-600">
        Choisissez le mot de passe de votre compte. Vous resterez connecté après l’enregistrement.
      </p>
      <NewPasswordForm minLength={MIN_PASSWORD_LENGTH} />
    </section>
  );
}
