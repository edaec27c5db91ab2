// « Statistiques »: what the site's audience is and what it brings, over a period against the one before
// (lib/data/audience.ts). Every chart has its table; the tables stay two or three columns, readable on a phone.
import { PageHeader } from '@/components/admin/ui/controls';
import { DEVICE_LABEL, type Device } from '@/lib/audience/classify';
import type { PeriodChoice } from '@/lib/audience/period';
import { SERVICES, type ServiceId } from '@/lib/copy/services';
import type { AudienceReport } from '@/lib/data/audience-report';
import { StatsChart } from './chart';
import { CountTable, Figures, PeriodPicker, Section, StatsTable, dayLabel, longDay, rowsOf, split } from './parts';

const regions = new Intl.DisplayNames(['fr'], { type: 'region' });

export const CHANNEL_LABEL: Record<string, string> = {
  email: 'E-mail',
  whatsapp: 'WhatsApp',
  phone: 'Téléphone',
  quote: 'Lien «\u00a0Demander un devis\u00a0»',
};
const STEP_LABEL = { opened: 'Ouvertes', priced: 'Chiffrées', sent: 'Envoyées' } as const;

export function StatisticsView({
  report,
  choice,
  letters,
  exportHref,
}: {
  report: AudienceReport;
  choice: PeriodChoice;
  letters: Record<string, string>;
  exportHref: string;
}) {
  const { totals, previousTotals: before, days, top } = report;
  const cards = [
    ['Visiteurs (cumul des jours)', totals.visitors, before.visitors],
    ['Visites', totals.visits, before.visits],
    ['Pages vues', totals.pageviews, before.pageviews],
    ['Demandes au studio', totals.handoffs, before.handoffs],
  ] as const;
  // Beyond two months, the table sums the days by month (the chart keeps every day).
  const byMonth = days.length > 62;
  const dayRows = byMonth
    ? Object.values(
        days.reduce<Record<string, { key: string; label: string; visits: number; pageviews: number }>>((all, d) => {
          const key = d.day.slice(0, 7);
          const label = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
            new Date(`${key}-01T00:00:00Z`),
          );
          all[key] ??= { key, label, visits: 0, pageviews: 0 };
          all[key].visits += d.visits;
          all[key].pageviews += d.pageviews;
          return all;
        }, {}),
      )
    : days.map((d) => ({ key: d.day, label: longDay(d.day), visits: d.visits, pageviews: d.pageviews }));
  const funnel = Object.entries(
    (top.estimator ?? []).reduce<Record<string, Record<string, number>>>((all, r) => {
      const [service, step] = split(r.dim);
      (all[service] ??= {})[step] = r.count;
      return all;
    }, {}),
  );
  const devices = top.devices ?? [];

  return (
    <>
      <PageHeader
        title="Statistiques"
        description={`Du ${longDay(report.period.from)} au ${longDay(report.period.to)}, comparé ${days.length === 1 ? 'au jour d’avant' : `aux ${days.length}\u00a0jours d’avant`}. Mesuré par le site lui-même, sans cookie.`}
        action={
          <a
            href={exportHref}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700"
          >
            Exporter en CSV
          </a>
        }
      />
      <PeriodPicker choice={choice} from={report.period.from} to={report.period.to} />
      <Figures
        figures={cards}
        against="par rapport à la période précédente"
        className="mb-6 grid-cols-2 lg:grid-cols-4"
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-2">
        <div className="min-w-0 lg:col-span-2">
          <Section title="Visites et pages vues">
            <StatsChart
              kind="line"
              labels={days.map((d) => dayLabel(d.day))}
              series={[
                { label: 'Visites', values: days.map((d) => d.visits), color: '#1f56d6' },
                { label: 'Pages vues', values: days.map((d) => d.pageviews), color: '#0f766e' },
              ]}
            />
            <details className="mt-3 text-sm">
              <summary className="cursor-pointer font-medium text-brand-700">
                Le tableau {byMonth ? 'par mois' : 'par jour'}
              </summary>
              <div className="mt-2">
                <StatsTable
                  caption={`Visites et pages vues ${byMonth ? 'par mois' : 'par jour'}`}
                  head={[byMonth ? 'Mois' : 'Jour', 'Visites', 'Pages vues']}
                  rows={dayRows.map((d) => ({ key: d.key, label: d.label, counts: [d.visits, d.pageviews] }))}
                />
              </div>
            </details>
          </Section>
        </div>
        <Section title="Sources">
          {(top.sources ?? []).length > 0 && (
            <StatsChart
              kind="bar"
              height={Math.max(120, Math.min(10, top.sources!.length) * 28)}
              labels={top.sources!.slice(0, 10).map((r) => r.dim)}
              series={[{ label: 'Visites', values: top.sources!.slice(0, 10).map((r) => r.count), color: '#1f56d6' }]}
            />
          )}
          <CountTable caption="Visites par source" head={['Source', 'Visites']} rows={rowsOf(top.sources)} />
        </Section>
        <Section title="Appareils">
          {devices.length > 0 && (
            <StatsChart
              kind="bar"
              height={120}
              labels={devices.map((r) => DEVICE_LABEL[r.dim as Device] ?? r.dim)}
              series={[{ label: 'Visites', values: devices.map((r) => r.count), color: '#0f766e' }]}
            />
          )}
          <CountTable
            caption="Visites par appareil"
            head={['Appareil', 'Visites']}
            rows={rowsOf(top.devices, (d) => DEVICE_LABEL[d as Device] ?? d)}
          />
        </Section>
        <Section title="Pages les plus vues">
          <CountTable caption="Pages les plus vues" head={['Page', 'Vues']} rows={rowsOf(top.pageviews)} />
        </Section>
        <Section title="Pages d’entrée">
          <CountTable caption="Pages d’entrée" head={['Page', 'Visites']} rows={rowsOf(top.entries)} />
        </Section>
        <Section title="Demandes au studio, par page">
          <CountTable
            caption="Devis, e-mails, appels et WhatsApp, par page"
            head={['Canal et page', 'Demandes']}
            rows={rowsOf(top.handoffs, (d) => {
              const [channel, page] = split(d);
              return `${CHANNEL_LABEL[channel] ?? channel}\u00a0: ${page}`;
            })}
          />
        </Section>
        <Section title="Demandes au studio, par source">
          <CountTable
            caption="Demandes au studio, par source de la visite"
            head={['Canal et source', 'Demandes']}
            rows={rowsOf(top.handoff_sources, (d) => {
              const [channel, source] = split(d);
              return `${CHANNEL_LABEL[channel] ?? channel}\u00a0: ${source}`;
            })}
          />
        </Section>
        <Section title="Estimations par service">
          <StatsTable
            caption="Estimations ouvertes, chiffrées et envoyées, par service"
            head={['Service', ...Object.values(STEP_LABEL)]}
            rows={funnel
              .filter(([service]) => service in SERVICES)
              .map(([service, steps]) => ({
                key: service,
                label: SERVICES[service as ServiceId].title,
                counts: (Object.keys(STEP_LABEL) as (keyof typeof STEP_LABEL)[]).map((k) => steps[k] ?? 0),
              }))}
          />
        </Section>
        <Section title="Recherches sans résultat">
          <CountTable
            caption="Recherches sans résultat"
            head={['Recherche', 'Fois']}
            rows={rowsOf(top.searches_empty, (d) => {
              const [scope, q] = split(d);
              return `${q}${scope === 'blog' ? ' (blog)' : ''}`;
            })}
            empty="Aucune recherche sans résultat sur cette période."
          />
        </Section>
        <Section title="Recherches">
          <CountTable
            caption="Recherches des visiteurs"
            head={['Recherche', 'Fois']}
            rows={rowsOf(top.searches, (d) => {
              const [scope, q] = split(d);
              return `${q}${scope === 'blog' ? ' (blog)' : ''}`;
            })}
          />
        </Section>
        <Section title="Campagnes">
          <CountTable
            caption="Visites par campagne (utm_campaign)"
            head={['Campagne', 'Visites']}
            rows={rowsOf(top.campaigns, (d) => (letters[d] ? `Lettre «\u00a0${letters[d]}\u00a0»` : d))}
          />
        </Section>
        <Section title={'Lettres\u00a0: pages ouvertes'}>
          <CountTable
            caption="Pages ouvertes depuis chaque lettre"
            head={['Lettre et page', 'Visites']}
            rows={rowsOf(top.letter_links, (d) => {
              const [campaign, page] = split(d);
              return `${letters[campaign] ?? campaign}\u00a0: ${page}`;
            })}
          />
        </Section>
        <Section title="Pays">
          <CountTable
            caption="Visites par pays"
            head={['Pays', 'Visites']}
            rows={rowsOf(top.countries, (d) => (d ? (regions.of(d) ?? d) : 'Inconnu'))}
          />
        </Section>
        <Section title="Inscriptions à la newsletter">
          <CountTable
            caption="Inscriptions à la newsletter, par page"
            head={['Page', 'Inscriptions']}
            rows={rowsOf(top.signups)}
          />
          <div className="mt-4">
            <CountTable
              caption="Inscriptions confirmées, par page d’inscription"
              head={['Page', 'Confirmées']}
              rows={rowsOf(top.confirmations)}
            />
          </div>
        </Section>
      </div>
    </>
  );
}
