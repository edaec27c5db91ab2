import type { Metadata } from 'next';
import { buildMetadata } from '@/lib/seo/metadata';
import { AuthCard } from './auth-card';
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
    <AuthCard id="login-title" title="Connexion Administration">
      <LoginForm />
    </AuthCard>
  );
}
