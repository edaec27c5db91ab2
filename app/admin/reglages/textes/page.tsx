import type { Metadata } from 'next';
import { TextsManager } from '@/components/admin/settings/texts-manager';
import { adminScreen } from '@/components/admin/shell/admin-screen';
import { adminGetTexts } from '@/lib/data/texts';

export const metadata: Metadata = { title: 'Textes du site' };

export default adminScreen({
  title: 'Textes du site',
  what: 'texts',
  loading: 'Chargement des textes...',
  failure: 'Erreur lors du chargement des textes',
  load: () => adminGetTexts(),
  // Keyed by the last save: a restore (or another admin's save) starts the form from what is now online.
  render: (data) => <TextsManager key={data.updatedAt ?? 'defaults'} data={data} />,
});
