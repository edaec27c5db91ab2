// French formatting helpers (prices, numbers, dates), shared by server and client components.

const euro = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const euroCents = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const integer = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const longDate = new Intl.DateTimeFormat('fr-FR', { year: 'numeric', month: 'long', day: 'numeric' });

/** « 125 € », « 0,50 € »: whole amounts without decimals, the others with two. */
export function formatPrice(amount: number): string {
  return (Number.isInteger(amount) ? euro : euroCents).format(amount);
}

/** « 1 000 000 » */
export function formatNumber(value: number): string {
  return integer.format(value);
}

/** French long date (« 21 novembre 2026 ») of a Date or a YYYY-MM-DD string (read as a calendar day). */
export function formatLongDate(value: Date | string): string {
  if (value instanceof Date) return longDate.format(value);
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) throw new RangeError(`Not a date: ${value}`);
  return longDate.format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}
