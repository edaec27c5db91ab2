// French formatting helpers (prices, numbers, dates), shared by server and client components.
// Instants are shown in the studio's time zone on both server and browser (no hydration mismatch).
// Each formatter is built on first use: building an Intl formatter takes a noticeable moment, and this
// module sits in every public page's script (the footer's date) where most of them are never used.

const once = <T>(make: () => T): (() => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};

const euro = once(
  () =>
    new Intl.NumberFormat('fr-FR', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
);
const euroCents = once(
  () =>
    new Intl.NumberFormat('fr-FR', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);
const integer = once(() => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 }));
const longDate = once(() => new Intl.DateTimeFormat('fr-FR', { year: 'numeric', month: 'long', day: 'numeric' }));
const STUDIO_TIME_ZONE = 'Indian/Antananarivo';
const instantDate = once(() => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: STUDIO_TIME_ZONE }));
const instantDateTime = once(
  () => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: STUDIO_TIME_ZONE }),
);

/** « 125 € », « 0,50 € »: whole amounts without decimals, the others with two. */
export function formatPrice(amount: number): string {
  return (Number.isInteger(amount) ? euro() : euroCents()).format(amount);
}

/** « 1 000 000 » */
export function formatNumber(value: number): string {
  return integer().format(value);
}

/** French long date (« 21 novembre 2026 ») of a Date or a YYYY-MM-DD string (read as a calendar day). */
export function formatLongDate(value: Date | string): string {
  if (value instanceof Date) return longDate().format(value);
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) throw new RangeError(`Not a date: ${value}`);
  return longDate().format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** The day of an instant (an ISO timestamp) in the studio's time zone: « 21 novembre 2026 ». */
export function formatDate(iso: string): string {
  return instantDate().format(new Date(iso));
}

/** An instant (an ISO timestamp) with its time, in the studio's time zone: « 21 novembre 2026 à 14:05 ». */
export function formatDateTime(iso: string): string {
  return instantDateTime().format(new Date(iso));
}
