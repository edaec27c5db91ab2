// Every date and time the site shows or accepts, in one clock: the studio's time zone. Shared by server
// and browser code, so both write the same text (no hydration mismatch) whatever the machine's zone.
//
// The studio works from Antananarivo, but its clients, and so its publication times, are mostly in France,
// Belgium and Switzerland: one zone, Paris time unless « Réglages » says otherwise, for the back office's
// forms, history, journal, autosave notice, dashboard and CSV export.
//
// Calendar days without a time (an article's date, the footer's date) are written by long-date.ts, kept
// apart because every public page's footer needs only that and no Intl (see lib/format/number.ts).

export { formatLongDate } from './format/long-date';

/** The zones « Réglages » offers, with the words a form writes beside a time. */
export const STUDIO_TIME_ZONES = {
  'Europe/Paris': 'heure de Paris',
  'Indian/Antananarivo': 'heure de Madagascar',
  'Europe/Brussels': 'heure de Bruxelles',
  'Europe/Zurich': 'heure de Zurich',
  'Europe/Luxembourg': 'heure du Luxembourg',
  'America/Toronto': 'heure de Montréal',
  UTC: 'temps universel (UTC)',
} as const;
export type StudioTimeZone = keyof typeof STUDIO_TIME_ZONES;
/** The first-run zone: the studio's clients, and so its publication times, are in France, Belgium and Switzerland. */
export const DEFAULT_TIME_ZONE: StudioTimeZone = 'Europe/Paris';
export const isStudioTimeZone = (zone: unknown): zone is StudioTimeZone =>
  typeof zone === 'string' && Object.hasOwn(STUDIO_TIME_ZONES, zone);

// The studio's zone, chosen in « Réglages » (one studio, one zone for the whole process): set on the server
// before the back office formats or reads a time (lib/admin/time-zone.ts), and in the browser by the back
// office's layout (components/admin/shell/studio-time-zone.tsx).
let zone: StudioTimeZone = DEFAULT_TIME_ZONE;

export function setStudioTimeZone(next: unknown): void {
  zone = isStudioTimeZone(next) ? next : DEFAULT_TIME_ZONE;
}
/** The studio's IANA time zone. */
export const studioTimeZone = (): StudioTimeZone => zone;
/** How a form names that zone beside a time: « heure de Paris ». */
export const studioTimeZoneLabel = (): string => STUDIO_TIME_ZONES[zone];

/** One formatter per zone, made on first use. */
const perZone = <T>(make: (zone: string) => T): (() => T) => {
  const made = new Map<string, T>();
  return () => {
    let value = made.get(zone);
    if (!value) made.set(zone, (value = make(zone)));
    return value;
  };
};

const longDate = perZone((timeZone) => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone }));
const longDateTime = perZone(
  (timeZone) => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone }),
);
const fieldsFormat = perZone(
  (timeZone) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }),
);

type WallClock = { year: string; month: string; day: string; hour: string; minute: string; second: string };

/** The studio's wall-clock fields of an instant. */
function wallClock(ms: number): WallClock {
  return Object.fromEntries(
    fieldsFormat()
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  ) as WallClock;
}

/** Minutes the studio's zone is ahead of UTC at that instant (Paris: 60 in winter, 120 in summer). */
function offsetMinutes(ms: number): number {
  const f = wallClock(ms);
  const asUtc = Date.UTC(+f.year, +f.month - 1, +f.day, +f.hour, +f.minute, +f.second);
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60000);
}

/** The day of an instant (an ISO timestamp) in the studio's zone: « 21 novembre 2026 ». */
export function formatDate(iso: string): string {
  return longDate().format(new Date(iso));
}

/** An instant with its time, in the studio's zone: « 21 novembre 2026 à 14:05 ». */
export function formatDateTime(iso: string): string {
  return longDateTime().format(new Date(iso));
}

/** « 24/11/2026 à 09:00 » (studio's zone) for badges, lists and notices. */
export function formatShortDateTime(iso: string): string {
  const f = wallClock(Date.parse(iso));
  return `${f.day}/${f.month}/${f.year} à ${f.hour}:${f.minute}`;
}

/** « 24/11/2026 09:00 » (studio's zone): the date-and-time cell French spreadsheets read as one. */
export function formatSpreadsheetDateTime(iso: string): string {
  const f = wallClock(Date.parse(iso));
  return `${f.day}/${f.month}/${f.year} ${f.hour}:${f.minute}`;
}

/** Today's calendar day in the studio's zone, « 2026-11-24 ». */
export function studioToday(now: Date = new Date()): string {
  return studioDay(now.toISOString());
}

/** The studio's calendar day of an instant, « 2026-11-24 ». */
export function studioDay(iso: string): string {
  const f = wallClock(Date.parse(iso));
  return `${f.year}-${f.month}-${f.day}`;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** « 2026-11-24T09:00 » (a datetime-local value) read in the studio's zone → ISO UTC instant; null if invalid. */
export function studioLocalToIso(local: string): string | null {
  const m = LOCAL.exec(local.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(wall);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  // Two passes settle the offset around daylight-saving changes.
  let ms = wall - offsetMinutes(wall) * 60000;
  ms = wall - offsetMinutes(ms) * 60000;
  return new Date(ms).toISOString();
}

/** ISO UTC instant → « 2026-11-24T09:00 » in the studio's zone (the value of a datetime-local input). */
export function isoToStudioLocal(iso: string, { seconds = false } = {}): string {
  const f = wallClock(Date.parse(iso));
  return `${f.year}-${f.month}-${f.day}T${f.hour}:${f.minute}${seconds ? `:${f.second}` : ''}`;
}
