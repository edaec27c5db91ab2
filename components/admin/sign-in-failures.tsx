// Failed sign-ins per account over 30 days (lib/data/sign-in-failures.ts), beside the journal: the
// attempts are counted there rather than written one by one into the append-only journal.
import { formatDateTime } from '@/lib/content/format';
import type { SignInFailureSummary } from '@/lib/data/sign-in-failures';

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
        <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Échecs de connexion par compte sur 30 jours</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Compte
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  Échecs
                </th>
                <th scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                  Dernier échec
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {rows.map((r) => (
                <tr key={r.accountEmail ?? ''}>
                  <th scope="row" className="px-4 py-3 font-medium break-all text-slate-900">
                    {r.accountEmail ?? 'Adresses sans compte'}
                  </th>
                  <td className="px-4 py-3 text-right tabular-nums">{r.count}</td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatDateTime(r.lastAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
