import Papa from 'papaparse';

// The addresses a redirect joins, as the owner types them in « Redirections » or in a CSV file. Pure
// functions (the proxy, the data layer and the form share them). A path is stored decoded, without its
// query, fragment or trailing slash: « https://ancien-site.fr/Nos%20services/?p=2 » is « /Nos services ».

/** Paths that belong to the application itself: never a redirect's source. */
const RESERVED = /^\/(?:_next|api|admin|login|auth|storage|images|icons|fonts|sitemaps)(?:\/|$)/i;

export const REDIRECT_PATH_MAX = 500;

/** The path of what the owner typed (a path or a whole address), or null when it is not one. */
export function redirectPath(raw: string): string | null {
  const text = raw.trim();
  if (!text || /[\u0000-\u001f\u007f]/.test(text)) return null;
  if (text.startsWith('//') || (!text.startsWith('/') && !/^https?:\/\//i.test(text))) return null;
  let path: string;
  try {
    const url = /^https?:\/\//i.test(text) ? new URL(text) : new URL(text, 'http://site.invalid');
    path = url.pathname;
  } catch {
    return null;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const trimmed = decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
  if (!trimmed.startsWith('/') || trimmed.includes('//') || /[?#]/.test(trimmed)) return null;
  if (trimmed.split('/').some((s) => s === '.' || s === '..')) return null;
  return trimmed.length <= REDIRECT_PATH_MAX ? trimmed || '/' : null;
}

/** A request's path as the redirects table keys it (decoded, no trailing slash), or null if undecodable. */
export function requestRedirectKey(pathname: string): string | null {
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
  } catch {
    return null;
  }
}

export const isReservedPath = (path: string) => RESERVED.test(path);

/** The address a browser is sent to: each segment encoded again (« /Nos services » → « /Nos%20services »). */
export const encodedPath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

export type RedirectRow = { line: number; source: string; target: string };
export type RedirectCsvError = { line: number; message: string };

/**
 * The rows of a CSV of redirects: two columns, old address then new, separated by semicolons (French
 * Excel), tabs or commas, quoted or not, with or without a header line.
 */
export function parseRedirectCsv(text: string): { rows: RedirectRow[]; errors: RedirectCsvError[] } {
  const clean = text.replace(/^\uFEFF/, '');
  const first = clean.split(/\r\n|\n|\r/).find((l) => l.trim()) ?? '';
  // The first line says the separator (papaparse's guess prefers one column when a line is short).
  const delimiter = first.includes(';') ? ';' : first.includes('\t') ? '\t' : ',';
  const parsed = Papa.parse<string[]>(clean, { delimiter, skipEmptyLines: 'greedy' });
  const rows: RedirectRow[] = [];
  const errors: RedirectCsvError[] = [];
  // papaparse numbers data rows; the file's own line numbers are what the owner sees in a spreadsheet.
  const lineOf = lineNumbers(text);
  parsed.data.forEach((cells, i) => {
    const line = lineOf[i] ?? i + 1;
    const [source = '', target = '', ...rest] = cells.map((c) => c.trim());
    if (i === 0 && !source.startsWith('/') && !/^https?:/i.test(source)) return; // a header line
    if (!source || !target || rest.some((c) => c !== '')) {
      errors.push({ line, message: 'deux colonnes attendues\u00a0: ancienne adresse, nouvelle adresse' });
      return;
    }
    rows.push({ line, source, target });
  });
  return { rows, errors };
}

/** The file line of each non-empty line, in order (a redirect's cells never span lines). */
function lineNumbers(text: string): number[] {
  return text
    .split(/\r\n|\n|\r/)
    .map((l, i) => (l.trim() ? i + 1 : 0))
    .filter((n) => n > 0);
}
