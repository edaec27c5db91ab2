import type { Metadata } from 'next';
import { Suspense } from 'react';
import { loadForAdmin } from '@/lib/admin/load';
import { LoadError } from '@/components/admin/shell/load-error';
import { TextsManager } from '@/components/admin/settings/texts-manager';
import { PageHeader, TableSkeleton } from '@/components/admin/ui/controls';
import { TEXT_PAGE_IDS } from '@/lib/content/site-texts';
import { variablesOf } from '@/lib/content/text-variables';
import { getPriceTable } from '@/lib/data/pricing';
import { adminGetSettings } from '@/lib/data/settings';
import { adminGetTexts } from '@/lib/data/texts';
import { siteDetails } from '@/lib/content/company';

export const metadata: Metadata = { title: 'Textes du site' };

async function Texts() {
  const data = await loadForAdmin('texts', async () => {
    const [texts, settings, table] = await Promise.all([adminGetTexts(), adminGetSettings(), getPriceTable()]);
    const site = siteDetails(settings.values);
    return {
      texts,
      variables: Object.fromEntries(TEXT_PAGE_IDS.map((page) => [page, variablesOf(page, site, table)])),
    };
  });
  if (!data) {
    return (
      <>
        <PageHeader title="Textes du site" />
        <LoadError message="Erreur lors du chargement des textes" />
      </>
    );
  }
  // Keyed by the last save: a restore (or another admin's save) starts the form from what is now online.
  return (
    <TextsManager
      key={data.texts.updatedAt ?? 'defaults'}
      data={data.texts}
      variables={data.variables as Parameters<typeof TextsManager>[0]['variables']}
    />
  );
}

export default function TextsAdminPage() {
  return (
    <Suspense fallback={<TableSkeleton label="Chargement des textes..." />}>
      <Texts />
    </Suspense>
  );
}
