// Publication status and Paris wall-clock time: shared by the admin forms (browser) and the actions.

export const CONTENT_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const STATUS_LABEL: Record<ContentStatus, string> = {
  draft: 'Brouillon',
  scheduled: 'Programmé',
  published: 'Publié',
};

const TIME_ZONE = 'Europe/Paris';
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Paris wall-clock fields of an instant. */
function parisFields(ms: number): Record<string, string> {
  return Object.fromEntries(parts.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
}

/** Minutes Paris is ahead of UTC at that instant (60 in winter, 120 in summer). */
function parisOffset(ms: number): number {
  const f = parisFields(ms);
  const asUtc = Date.UTC(
    Number(f.year),
    Number(f.month) - 1,
    Number(f.day),
    Number(f.hour),
    Number(f.minute),
    Number(f.second),
  );
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60000);
}

/** « 2026-11-24T09:00 » read as Paris time → ISO UTC instant; null when not a valid date and time. */
export function parisLocalToIso(local: string): string | null {
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
  let ms = wall - parisOffset(wall) * 60000;
  ms = wall - parisOffset(ms) * 60000;
  return new Date(ms).toISOString();
}

/** ISO UTC instant → « 2026-11-24T09:00 » in Paris time (the value of a datetime-local input). */
export function isoToParisLocal(iso: string): string {
  const f = parisFields(Date.parse(iso));
  return `${f.year}-${f.month}-${f.day}T${f.hour}:${f.minute}`;
}

/** « 24/11/2026 à 09:00 » (Paris time) for lists and notices. */
export function formatParis(iso: string): string {
  const f = parisFields(Date.parse(iso));
  return `${f.day}/${f.month}/${f.year} à ${f.hour}:${f.minute}`;
}
