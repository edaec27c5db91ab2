import { RedirectsManager } from '@/components/admin/settings/redirects-manager';
import { adminScreen } from '@/components/admin/shell/admin-screen';
import { screenMetadata } from '@/components/admin/shell/screens';
import { adminListRedirects } from '@/lib/data/redirects';

export const metadata = screenMetadata('redirects');

export default adminScreen('redirects', {
  load: adminListRedirects,
  render: (redirects) => <RedirectsManager redirects={redirects} />,
});
