'use server';
import { z } from '@/lib/validation/zod';
import { adminAction, type ActionResult } from '@/lib/actions/admin-action';
import { MSG } from '@/lib/copy/messages';
import { listBlogCategories } from '@/lib/data/blog';
import { DataError } from '@/lib/data/errors';
import { deleteRedirect, importRedirects, saveRedirect, type RedirectInput } from '@/lib/data/redirects';
import { sitemapEntries } from '@/lib/feeds/sitemap';
import { redirectsChanged } from '@/lib/redirects/changed';
import { isReservedPath, parseRedirectCsv, redirectPath } from '@/lib/redirects/paths';
import { blogListHref } from '@/lib/urls/blog';

const M = MSG.redirect;
const CSV_MAX_LINES = 1000;

/** Every address the site answers with a page today: the sitemap's, the blog's categories, the search. */
async function sitePages(): Promise<Set<string>> {
  const [entries, categories] = await Promise.all([sitemapEntries(), listBlogCategories()]);
  return new Set([
    ...entries.map((e) => e.path),
    ...categories.map((category) => blogListHref({ category })),
    '/recherche',
  ]);
}

/** A pair as typed, checked against the site: the stored paths, or the French reason it cannot be saved. */
function checkPair(raw: { source: string; target: string }, pages: Set<string>): RedirectInput | string {
  const source = redirectPath(raw.source);
  if (!source || source === '/') return M.source;
  if (isReservedPath(source)) return M.reserved;
  if (pages.has(source)) return M.isPage;
  const target = redirectPath(raw.target);
  if (!target) return M.target;
  if (target === source) return M.loop;
  if (!pages.has(target)) return M.noPage(target);
  return { source, target };
}

const pairSchema = z.object({
  source: z.string().max(600),
  target: z.string().max(600),
  previous: z.string().max(600).optional(),
});

export const saveRedirectAction = adminAction(
  pairSchema,
  { failure: M.error, conflict: M.loop },
  async (input, _actor, audit): Promise<ActionResult> => {
    const checked = checkPair(input, await sitePages());
    if (typeof checked === 'string') {
      const field = checked === M.source || checked === M.reserved || checked === M.isPage ? 'source' : 'target';
      return { ok: false, error: checked, fieldErrors: { [field]: [checked] } };
    }
    const previous = input.previous ? (redirectPath(input.previous) ?? undefined) : undefined;
    await saveRedirect({ ...checked, previous }, audit);
    redirectsChanged();
    return { ok: true, message: M.saved };
  },
);

export const deleteRedirectAction = adminAction(
  z.object({ id: z.string().min(1).max(600) }),
  { failure: M.deleteError, not_found: M.deleteError },
  async ({ id }, _actor, audit) => {
    await deleteRedirect(id, audit);
    redirectsChanged();
    return { ok: true, message: M.deleted };
  },
);

/** A CSV of pairs: every line checked first; all are written in one transaction, or none. */
export const importRedirectsAction = adminAction(
  z.object({ csv: z.string().max(200_000, M.csvTooBig) }),
  { failure: M.error, conflict: M.loop },
  async ({ csv }, _actor, audit): Promise<ActionResult> => {
    const { rows, errors } = parseRedirectCsv(csv);
    if (rows.length + errors.length > CSV_MAX_LINES) return { ok: false, error: M.csvTooBig };
    if (rows.length === 0 && errors.length === 0) return { ok: false, error: M.csvEmpty };
    const pages = await sitePages();
    const problems = [...errors];
    const pairs: RedirectInput[] = [];
    const seen = new Map<string, number>();
    for (const row of rows) {
      const checked = checkPair(row, pages);
      if (typeof checked === 'string') problems.push({ line: row.line, message: checked });
      else if (seen.has(checked.source))
        problems.push({ line: row.line, message: `${checked.source} figure déjà ligne ${seen.get(checked.source)}` });
      else {
        seen.set(checked.source, row.line);
        pairs.push(checked);
      }
    }
    if (problems.length > 0) {
      problems.sort((a, b) => a.line - b.line);
      return { ok: false, error: M.csvRejected, details: problems.map((p) => M.csvLine(p.line, p.message)) };
    }
    try {
      await importRedirects(pairs, audit);
    } catch (e) {
      if (e instanceof DataError && e.code === 'conflict') {
        const line = rows.find((r) => redirectPath(r.source) === e.meta.source)?.line ?? 0;
        return { ok: false, error: M.csvRejected, details: [M.csvLine(line, M.loop)] };
      }
      throw e;
    }
    redirectsChanged();
    return { ok: true, message: M.imported(pairs.length) };
  },
);
