// Subscribers as CSV for French spreadsheet software: UTF-8 with BOM (accents), `;` between cells (the
// comma is the French decimal separator, so French Excel splits on `;`), CRLF, and dates as
// « JJ/MM/AAAA HH:MM » in the studio's time zone, which Excel reads as dates.
import { formatSpreadsheetDateTime } from '@/lib/dates';
import type { NewsletterSubscriber } from '@/lib/data/types';

const SEPARATOR = ';';

/** Quotes a cell; a leading = + - @ (formula in a spreadsheet) is neutralised with an apostrophe. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n;']/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const CSV_HEADER = [
  'E-mail',
  'Source',
  'Date d’inscription',
  'Consentement donné le',
  'Page du consentement',
  'Version du texte de consentement',
];

export function subscribersCsv(rows: NewsletterSubscriber[]): string {
  const lines = [
    CSV_HEADER,
    ...rows.map((r) => [
      r.email,
      r.source ?? '',
      formatSpreadsheetDateTime(r.createdAt),
      formatSpreadsheetDateTime(r.consentAt),
      r.consentPage ?? '',
      r.consentVersion ?? '',
    ]),
  ];
  return csvDocument(lines);
}

/** Rows as a CSV document for French Excel: the BOM, `;` between quoted-as-needed cells, CRLF. */
export const csvDocument = (lines: string[][]): string =>
  `\uFEFF${lines.map((cells) => cells.map(csvCell).join(SEPARATOR)).join('\r\n')}\r\n`;
