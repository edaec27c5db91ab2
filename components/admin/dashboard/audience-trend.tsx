// The dashboard's trend of the audience (« Statistiques » for the rest): visits, page views and requests to the
// studio over 30 days against the 30 before.
import Link from 'next/link';
import { LoadError } from '@/components/admin/shell/load-error';
import { Figures } from '@/components/admin/statistics/parts';
import { loadForAdmin } from '@/lib/admin/load';
import { readPeriod } from '@/lib/audience/period';
import { audienceReport } from '@/lib/data/audience-report';

export async function AudienceTrend() {
  const report = await loadForAdmin('audience trend', () => audienceReport(readPeriod({}).period, 1), 'publish');
  if (!report) return <LoadError message="Erreur lors du chargement des statistiques" />;
  const { totals: now, previousTotals: before } = report;
  const figures = [
    ['Visites', now.visits, before.visits],
    ['Pages vues', now.pageviews, before.pageviews],
    ['Demandes au studio', now.handoffs, before.handoffs],
  ] as const;
  return (
    <section aria-labelledby="audience-titre" className="mt-10">
      <h2 id="audience-titre" className="text-lg font-semibold text-slate-900">
        Audience (30 derniers jours)
      </h2>
      <Figures
        figures={figures}
        against="par rapport aux 30 jours d’avant"
        className="mt-4 grid-cols-1 sm:grid-cols-3"
      />
      <p className="mt-3 text-sm">
        <Link href="/admin/statistiques" className="font-semibold text-brand-700 underline underline-offset-2">
          Voir les statistiques
        </Link>
      </p>
    </section>
  );
}
