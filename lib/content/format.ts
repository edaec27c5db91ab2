// French formatting helpers (prices, numbers, dates), shared by server and client components.
// Instants are shown in the studio's time zone on both server and browser (no hydration mismatch).
//
// Prices and calendar days (long-date.ts) are written without Intl: the first Intl formatter a page
// builds costs 17-40 ms in the browser (Chromium loads its locale data then; 70-160 ms on Lighthouse's
// emulated phone), and the footer's date and the service pages' price cards were the only public code
// building one, in the middle of the page's hydration. `tests/content.test.ts` checks both against
// Intl's output. The other formatters are built on first use (server pages and the back office).

export { formatLongDate } from './long-date';

const once = <T>(make: () => T): (() => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};

const integer = once(() => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 }));
// fr-FR groups thousands with a narrow no-break space and puts a no-break space before the euro sign.
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, '\u202f');
const STUDIO_TIME_ZONE = 'Indian/Antananarivo';
const instantDate = once(() => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: STUDIO_TIME_ZONE }));
const instantDateTime = once(
  () => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: STUDIO_TIME_ZONE }),
);

/** « 125 € », « 0,50 € », « 1 250 € »: whole amounts without decimals, the others with two. */
export function formatPrice(amount: number): string {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`Not a price: ${amount}`);
  const [units, cents] = (Number.isInteger(amount) ? String(amount) : amount.toFixed(2)).split('.');
  return `${groupThousands(units!)}${cents ? `,${cents}` : ''}\u00a0€`;
}

/** « 100 000 »: a whole count without Intl (client islands). */
export function formatCount(value: number): string {
  return groupThousands(String(Math.trunc(value)));
}

/** « 1 000 000 » */
export function formatNumber(value: number): string {
  return integer().format(value);
}

/** The day of an instant (an ISO timestamp) in the studio's time zone: « 21 novembre 2026 ». */
export function formatDate(iso: string): string {
  return instantDate().format(new Date(iso));
}

/** An instant (an ISO timestamp) with its time, in the studio's time zone: « 21 novembre 2026 à 14:05 ». */
export function formatDateTime(iso: string): string {
  return instantDateTime().format(new Date(iso));
}
