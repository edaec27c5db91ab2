import Papa from 'papaparse';
import { z } from '@/lib/validation/zod';

// « Importer des lecteurs »: a list of readers from another tool, as French Excel saves it (semicolons, often
// Windows-1252: the browser decodes it, components/admin/newsletter/readers-import.tsx) or as a plain CSV
// (commas), with or without a header line. The e-mail column is the header's « e-mail », « email »,
// « courriel » or « adresse », else the first column holding an address. Pure: the preview and the import
// read a file the same way.

export const IMPORT_MAX_LINES = 10_000;
export const IMPORT_MAX_BYTES = 2_000_000;

export type ImportProblem = { line: number; value: string; reason: string };
export type ParsedReaders = {
  /** Valid, distinct addresses (lower-cased) with their line. */
  readers: { line: number; email: string }[];
  invalid: ImportProblem[];
  duplicates: ImportProblem[];
  /** Data lines read (the header excluded). */
  lines: number;
};

const emailSchema = z.string().max(254).pipe(z.email());
const HEADER = /^(e-?mail|courriel|adresse( e-?mail)?|email address)$/i;

export function parseReaders(text: string): ParsedReaders {
  const clean = text.replace(/^\uFEFF/, '');
  const first = clean.split(/\r\n|\n|\r/).find((l) => l.trim()) ?? '';
  const delimiter = first.includes(';') ? ';' : first.includes('\t') ? '\t' : ',';
  const rows = Papa.parse<string[]>(clean, { delimiter, skipEmptyLines: 'greedy' }).data;
  const lineOf = text
    .split(/\r\n|\n|\r/)
    .map((l, i) => (l.trim() ? i + 1 : 0))
    .filter((n) => n > 0);
  const head = (rows[0] ?? []).map((c) => c.trim());
  const headerColumn = head.findIndex((c) => HEADER.test(c));
  const hasHeader = headerColumn >= 0 || !head.some((c) => c.includes('@'));
  const column =
    headerColumn >= 0
      ? headerColumn
      : Math.max(
          0,
          (rows[hasHeader ? 1 : 0] ?? []).findIndex((c) => c.includes('@')),
        );
  const seen = new Map<string, number>();
  const result: ParsedReaders = { readers: [], invalid: [], duplicates: [], lines: 0 };
  rows.forEach((cells, i) => {
    if (i === 0 && hasHeader) return;
    const line = lineOf[i] ?? i + 1;
    result.lines++;
    const value = (cells[column] ?? '').trim();
    const email = value.toLowerCase();
    if (!value) result.invalid.push({ line, value, reason: 'adresse manquante' });
    else if (!emailSchema.safeParse(email).success) result.invalid.push({ line, value, reason: 'adresse invalide' });
    else if (seen.has(email)) result.duplicates.push({ line, value, reason: `déjà à la ligne ${seen.get(email)}` });
    else {
      seen.set(email, line);
      result.readers.push({ line, email });
    }
  });
  return result;
}
