import type { Metadata } from 'next';
import { buildMetadata } from '@/lib/seo/metadata';
import { LoginForm } from './login-form';

export const metadata: Metadata = buildMetadata({
  title: 'Connexion Administration',
  description: 'Espace de connexion réservé aux administrateurs du site.',
  keywords: ['connexion', 'administration', 'espace administrateur'],
  path: '/login',
  noIndex: true,
});

export default function LoginPage() {
  return (
    <section
      className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm"
      aria-labelledby="login-title"
    >
      <h1 id="login-title" className="mb-6 text-center text-2xl font-bold text-slate-900">
        Connexion Administration
      </h1>
      <LoginForm />
    </section>
  );
}
