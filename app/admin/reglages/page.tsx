import { SettingsManager } from '@/components/admin/settings/settings-manager';
import { adminScreen } from '@/components/admin/shell/admin-screen';
import { screenMetadata } from '@/components/admin/shell/screens';
import { adminGetSettings, listSettingsRevisions } from '@/lib/data/settings';

export const metadata = screenMetadata('settings');

export default adminScreen('settings', {
  load: async () => {
    const settings = await adminGetSettings();
    return { settings, history: settings.id ? await listSettingsRevisions(settings.id) : [] };
  },
  // Keyed by the last save: a restore (or another admin's save) starts the form from what is now online.
  render: ({ settings, history }) => (
    <SettingsManager key={settings.updatedAt ?? 'defaults'} settings={settings} history={history} />
  ),
});
