import { JournalView } from '@/components/admin/journal/journal-view';
import { SignInFailures } from '@/components/admin/journal/sign-in-failures';
import { adminScreen } from '@/components/admin/shell/admin-screen';
import { screenMetadata } from '@/components/admin/shell/screens';
import { LoadError } from '@/components/admin/shell/load-error';
import { journalListParams, readJournalListQuery } from '@/lib/admin/list-query';
import { loadForAdmin } from '@/lib/admin/load';
import { listAudit } from '@/lib/data/audit';
import { listSignInFailures } from '@/lib/data/sign-in-failures';

export const metadata = screenMetadata('journal');

async function Failures() {
  const rows = await loadForAdmin('sign-in failures', () => listSignInFailures(30), 'journal');
  if (!rows) return <LoadError message="Erreur lors du chargement des échecs de connexion" />;
  return <SignInFailures rows={rows} />;
}

export default adminScreen('journal', {
  load: (params) => listAudit(readJournalListQuery(params)),
  render: (result, params) => (
    <>
      <JournalView result={result} params={journalListParams(readJournalListQuery(params))} />
      <Failures />
    </>
  ),
});
