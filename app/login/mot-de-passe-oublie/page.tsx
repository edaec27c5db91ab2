import { Suspense } from 'react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { emailLinksEnabled } from '@/lib/auth';
import { buildMetadata } from '@/lib/seo/metadata';
import { AuthCard } from '../auth-card';
import { ForgotPasswordForm } from './forgot-form';
import { InvalidLinkNotice } from './link-notice';

export const metadata: Metadata = buildMetadata({
  title: 'Mot de passe oublié',
  description: 'Réinitialisation du mot de passe de l’espace administration.',
  path: '/login/mot-de-passe-oublie',
  noIndex: true,
});

// With Supabase Auth the visitor gets a reset link by e-mail; local accounts have no e-mail, so the
// page says who can help instead of pretending to send one.
export default function ForgotPasswordPage() {
  const byEmail = emailLinksEnabled();
  return (
    <AuthCard id="forgot-title" title="Mot de passe oublié">
      <Suspense fallback={null}>
        <InvalidLinkNotice />
      </Suspense>
      {byEmail ? (
        <>
          <p className="mb-5 text-sm text-slate-600">
            Saisissez l’adresse e-mail de votre compte&nbsp;: nous vous enverrons un lien pour choisir un nouveau mot de
            passe.
          </p>
          <ForgotPasswordForm />
        </>
      ) : (
        <div className="space-y-3 text-sm text-slate-700">
          <p>La réinitialisation par e-mail n’est pas disponible sur ce site.</p>
          <p>Demandez à un administrateur de réinitialiser votre mot de passe.</p>
          <p className="text-slate-600">
            Administrateur&nbsp;: sur le serveur,{' '}
            <code className="rounded bg-slate-100 px-1 text-slate-800">
              npm run user:password -- --email adresse@exemple.fr
            </code>{' '}
            attribue un nouveau mot de passe et ferme les sessions ouvertes de ce compte.
          </p>
        </div>
      )}
      <p className="mt-6 text-center text-sm">
        <Link href="/login" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          Retour à la connexion
        </Link>
      </p>
    </AuthCard>
  );
}
