import type { Metadata } from 'next';
import { adminScreen } from '@/components/admin/shell/admin-screen';
import { UsersManager } from '@/components/admin/users/users-manager';
import { readUserListQuery, userListParams } from '@/lib/admin/list-query';
import { requireAdmin } from '@/lib/auth';
import { adminListProfilesPage } from '@/lib/data/users';
import { MSG } from '@/lib/copy/messages';

export const metadata: Metadata = { title: 'Utilisateurs' };

export default adminScreen({
  title: 'Utilisateurs',
  what: 'users',
  loading: 'Chargement des utilisateurs...',
  failure: MSG.load.users,
  load: (params) => adminListProfilesPage(readUserListQuery(params)),
  render: async (result, params) => {
    const me = await requireAdmin();
    return <UsersManager result={result} params={userListParams(readUserListQuery(params))} currentUserId={me.id} />;
  },
});
