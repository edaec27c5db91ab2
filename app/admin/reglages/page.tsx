import type { Metadata } from 'next';
import { Suspense } from 'react';
import { loadForAdmin } from '@/lib/admin/load';
import { LoadError } from '@/components/admin/shell/load-error';
import { SettingsManager } from '@/components/admin/settings/settings-manager';
import { PageHeader, TableSkeleton } from '@/components/admin/ui/controls';
import { adminGetSettings, listSettingsRevisions } from '@/lib/data/settings';

export const metadata: Metadata = { title: 'Réglages' };

async function Settings() {
  const data = await loadForAdmin('settings', async () => {
    const settings = await adminGetSettings();
    return { settings, history: settings.id ? await listSettingsRevisions(settings.id) : [] };
  });
  if (!data) {
    return (
      <>
        <PageHeader title="Réglages" />
        <LoadError message="Erreur lors du chargement des réglages" />
      </>
    );
  }
  // Keyed by the last save: a restore (or another admin's save) starts the form from what is now online.
  return (
    <SettingsManager key={data.settings.updatedAt ?? 'defaults'} settings={data.settings} history={data.history} />
  );
}

export default function SettingsAdminPage() {
  return (
    <Suspense fallback={<TableSkeleton label="Chargement des réglages..." />}>
      <Settings />
    </Suspense>
  );
}
