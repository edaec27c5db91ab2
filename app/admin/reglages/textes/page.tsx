import { TextsManager } from '@/components/admin/settings/texts-manager';
import { adminScreen } from '@/components/admin/shell/admin-screen';
import { screenMetadata } from '@/components/admin/shell/screens';
import { adminGetTexts } from '@/lib/data/texts';

export const metadata = screenMetadata('texts');

export default adminScreen('texts', {
  load: () => adminGetTexts(),
  // Keyed by the last save: a restore (or another admin's save) starts the form from what is now online.
  render: (data) => <TextsManager key={data.updatedAt ?? 'defaults'} data={data} />,
});
