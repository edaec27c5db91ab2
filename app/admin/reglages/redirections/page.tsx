import type { Metadata } from 'next';
import { RedirectsManager } from '@/components/admin/settings/redirects-manager';
import { adminScreen } from '@/components/admin/shell/admin-screen';
import { adminListRedirects } from '@/lib/data/redirects';

export const metadata: Metadata = { title: 'Redirections' };

export default adminScreen({
  title: 'Redirections',
  what: 'redirects',
  loading: 'Chargement des redirections...',
  failure: 'Erreur lors du chargement des redirections',
  load: adminListRedirects,
  render: (redirects) => <RedirectsManager redirects={redirects} />,
});
