// The period « Statistiques » shows, from its address: 7 days, 30 days (the default), 12 months, or chosen dates
// (?periode=dates&du=AAAA-MM-JJ&au=AAAA-MM-JJ, at most the 25 months the figures are kept).

export const PERIODS = { '7j': '7 jours', '30j': '30 jours', '12m': '12 mois', dates: 'Dates choisies' } as const;
export type PeriodChoice = keyof typeof PERIODS;
export type Period = { from: string; to: string };

const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const parse = (s: unknown): number | null =>
  typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`))
    ? Date.parse(`${s}T00:00:00Z`)
    : null;

export function readPeriod(
  params: Record<string, string | string[] | undefined>,
  today: string = iso(Date.now()),
): { choice: PeriodChoice; period: Period } {
  const end = Date.parse(`${today}T00:00:00Z`);
  const choice = (
    typeof params.periode === 'string' && params.periode in PERIODS ? params.periode : '30j'
  ) as PeriodChoice;
  if (choice === 'dates') {
    const from = parse(params.du);
    const to = parse(params.au);
    if (from !== null && to !== null && from <= to && to <= end && to - from <= 762 * DAY)
      return { choice, period: { from: iso(from), to: iso(to) } };
    return { choice: '30j', period: { from: iso(end - 29 * DAY), to: today } };
  }
  const days = choice === '7j' ? 7 : choice === '12m' ? 365 : 30;
  return { choice, period: { from: iso(end - (days - 1) * DAY), to: today } };
}
