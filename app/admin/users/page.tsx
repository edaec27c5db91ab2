import { adminScreen } from '@/components/admin/shell/admin-screen';
import { screenMetadata } from '@/components/admin/shell/screens';
import { UsersManager } from '@/components/admin/users/users-manager';
import { readUserListQuery, userListParams } from '@/lib/admin/list-query';
import { emailLinksEnabled, requireAdmin } from '@/lib/auth';
import { adminListProfilesPage } from '@/lib/data/users';

export const metadata = screenMetadata('users');

export default adminScreen('users', {
  load: (params) => adminListProfilesPage(readUserListQuery(params)),
  render: async (result, params) => {
    const me = await requireAdmin();
    return (
      <UsersManager
        result={result}
        params={userListParams(readUserListQuery(params))}
        currentUserId={me.id}
        invites={emailLinksEnabled()}
      />
    );
  },
});
