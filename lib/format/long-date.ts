// « 21 novembre 2026 »: a French long date written without Intl (lib/format/number.ts says why public pages build
// no Intl formatter), in its own module because the footer's « Date du jour » on every public page needs only this.

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** French long date (« 21 novembre 2026 ») of a Date or a YYYY-MM-DD string (read as a calendar day). */
export function formatLongDate(value: Date | string): string {
  if (value instanceof Date) return `${value.getDate()} ${MONTHS[value.getMonth()]} ${value.getFullYear()}`;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const month = match && MONTHS[Number(match[2]) - 1];
  if (!month) throw new RangeError(`Not a date: ${value}`);
  return `${Number(match[3])} ${month} ${Number(match[1])}`;
}
