import { purgeExpiredTrash } from '@/lib/admin/trash';
import { adminScreen } from '@/components/admin/shell/admin-screen';
import { screenMetadata } from '@/components/admin/shell/screens';
import { TrashManager } from '@/components/admin/trash/trash-manager';
import { adminListTrash } from '@/lib/data/trash';

export const metadata = screenMetadata('trash');

export default adminScreen('trash', {
  // What has been here 30 days goes first (the page never lists an item past its date).
  load: async () => {
    await purgeExpiredTrash();
    return adminListTrash();
  },
  render: (items) => <TrashManager items={items} />,
});
