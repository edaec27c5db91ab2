// Subscribers as CSV (RFC 4180, UTF-8 with BOM so spreadsheet software reads the accents).
import type { NewsletterSubscriber } from '@/lib/data/types';

/** Quotes a cell; a leading = + - @ (formula in a spreadsheet) is neutralised with an apostrophe. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n;']/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function subscribersCsv(rows: NewsletterSubscriber[]): string {
  const lines = [['email', 'source', 'date_inscription'], ...rows.map((r) => [r.email, r.source ?? '', r.createdAt])];
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
