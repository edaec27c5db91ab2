import type { Metadata } from 'next';
import { MIN_PASSWORD_LENGTH } from '@/lib/validation/password';
import { buildMetadata } from '@/lib/seo/metadata';
import { AuthCard } from '../auth-card';
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
    <AuthCard id="new-password-title" title="Choisir un mot de passe">
      <p className="mb-5 text-sm text-slate-600">
        Choisissez le mot de passe de votre compte. Vous resterez connecté après l’enregistrement.
      </p>
      <NewPasswordForm minLength={MIN_PASSWORD_LENGTH} />
    </AuthCard>
  );
}
