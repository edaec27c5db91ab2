import type { Metadata } from 'next';
import { purgeExpiredTrash } from '@/lib/admin/trash';
import { adminScreen } from '@/components/admin/shell/admin-screen';
import { TrashManager } from '@/components/admin/trash/trash-manager';
import { adminListTrash } from '@/lib/data/trash';

export const metadata: Metadata = { title: 'Corbeille' };

export default adminScreen({
  title: 'Corbeille',
  what: 'trash',
  loading: 'Chargement de la corbeille...',
  failure: 'Erreur lors du chargement de la corbeille',
  // What has been here 30 days goes first (the page never lists an item past its date).
  load: async () => {
    await purgeExpiredTrash();
    return adminListTrash();
  },
  render: (items) => <TrashManager items={items} />,
});
