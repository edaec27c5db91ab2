// Failed sign-ins per account over 30 days (lib/data/sign-in-failures.ts), beside the journal: the
// attempts are counted there rather than written one by one into the append-only journal.
import { formatDateTime } from '@/lib/dates';
import type { SignInFailureSummary } from '@/lib/data/sign-in-failures';
import { DataTable } from '../ui/table';
import { tableClass } from '../ui/controls';

export function SignInFailures({ rows }: { rows: SignInFailureSummary[] }) {
  return (
    <section aria-labelledby="echecs-titre" className="mt-10">
      <h2 id="echecs-titre" className="text-lg font-semibold text-slate-900">
        Échecs de connexion (30 derniers jours)
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Comptés par compte et par jour, sans mot de passe ni adresse IP. Les adresses qui ne correspondent à aucun
        compte sont regroupées.
      </p>
      {rows.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">Aucun échec de connexion.</p>
      ) : (
        <div className="mt-4">
          <DataTable
            caption="Échecs de connexion par compte sur 30 jours"
            columns={['Compte', 'Échecs', 'Dernier échec']}
            actions={false}
          >
            {rows.map((r) => (
              <tr key={r.accountEmail ?? ''} className={tableClass.row}>
                <th scope="row" className={`${tableClass.td} text-left font-medium break-all text-slate-900`}>
                  {r.accountEmail ?? 'Adresses sans compte'}
                </th>
                <td className={`${tableClass.td} tabular-nums`}>{r.count}</td>
                <td className={`${tableClass.td} whitespace-nowrap`}>{formatDateTime(r.lastAt)}</td>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
    </section>
  );
}
