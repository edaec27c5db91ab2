// French formatting of prices and numbers, shared by server and client components (dates: lib/dates.ts).
//
// Prices and calendar days (long-date.ts) are written without Intl: the first Intl formatter a page
// builds is a long task in the browser (Chromium loads its locale data then), and the footer's date and the service pages' price cards were the only public code
// building one, in the middle of the page's hydration. `tests/entries.test.ts` checks both against
// Intl's output. The other formatters are built on first use (server pages and the back office).

const once = <T>(make: () => T): (() => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};

const integer = once(() => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 }));
// fr-FR groups thousands with a narrow no-break space and puts a no-break space before the euro sign.
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, '\u202f');

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

/** A phone number (or any short run of words) that must not be broken across lines: its spaces made no-break. */
export const unbroken = (text: string): string => text.replace(/ /g, '\u00a0');
