import 'server-only';
import { typeset } from '@/lib/typography/french';
import { cacheLife, cacheTag } from 'next/cache';
import { searchablePagesWith } from '@/lib/copy/pages';
import { getPriceTable } from './pricing';
import { getSiteDetails } from './settings';
import { sql } from '@/lib/db/client';
import { logReadError } from './errors';
import { publicLife } from './publication';
import { SEARCH_MAX_LENGTH } from './search-limits';
import { TAGS } from './tags';

export { SEARCH_MAX_LENGTH };
const MAX_WORDS = 8;
const MAX_RESULTS = 50;
// Private-use characters mark the matches in ts_headline output; they are stripped from the text
// first, so the split below can never be fooled by content.
const START = '\uE000';
const STOP = '\uE001';
const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=45, MinWords=20, ShortWord=2, MaxFragments=0`;
const TITLE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, HighlightAll=true`;
const SHORT_TEXT_WORDS = 60;

export type SearchResultType = 'service' | 'page' | 'project' | 'post' | 'tutorial';
export type HighlightPart = { text: string; match: boolean };
export type SearchResult = {
  type: SearchResultType;
  href: string;
  title: HighlightPart[];
  description: HighlightPart[];
  rank: number;
};
export type SearchResponse = { query: string; total: number; results: SearchResult[] };
/** A services/static page offered to the search (from lib/copy). */
export type SearchablePage = {
  path: string;
  title: string;
  description: string;
  keywords?: string | readonly string[];
};

/** Trims and bounds what a visitor typed (the URL may carry anything). */
export function normalizeQuery(raw: unknown): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH) : '';
}

/** Words of the query: letters, marks and digits only, so nothing else reaches to_tsquery. */
export function searchWords(q: string): string[] {
  const words =
    q
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((w) => w.length >= 2).map((w) => w.slice(0, 40)))].slice(0, MAX_WORDS);
}

/**
 * Prefix query: every word must match (`&`). The last word may still be being typed, and the stem
 * of a partial word (« realisati ») is not always a prefix of the full word's stem (« realis »),
 * so it also tries that word without its last 1-3 letters (keeping at least 4).
 */
export function toPrefixQuery(words: string[]): string {
  return words
    .map((w, i) => {
      const chars = [...w];
      const forms = [w];
      if (i === words.length - 1) {
        for (let cut = 1; cut <= 3 && chars.length - cut >= 4; cut++)
          forms.push(chars.slice(0, chars.length - cut).join(''));
      }
      return forms.length === 1 ? `${w}:*` : `(${forms.map((f) => `${f}:*`).join(' | ')})`;
    })
    .join(' & ');
}

/** Splits ts_headline output on the private markers into plain-text parts (no HTML anywhere). */
export function splitHighlight(headline: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let match = false;
  for (const piece of headline.split(new RegExp(`([${START}${STOP}])`))) {
    if (piece === START) match = true;
    else if (piece === STOP) match = false;
    else if (piece) parts.push({ text: piece, match });
  }
  return parts;
}

/** Adds « … » where the headline is an excerpt of a longer text. */
function withEllipsis(parts: HighlightPart[], full: string): HighlightPart[] {
  const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
  const text = squash(parts.map((p) => p.text).join(''));
  const whole = squash(full);
  if (!text || text === whole) return parts;
  const out = [...parts];
  if (!whole.startsWith(text)) out.unshift({ text: '… ', match: false });
  if (!whole.endsWith(text)) out.push({ text: ' …', match: false });
  return out;
}

const HREF: Record<SearchResultType, (key: string) => string> = {
  service: (path) => path,
  page: (path) => path,
  project: (slug) => `/portfolio/${slug}`,
  post: (slug) => `/blog/${slug}`,
  tutorial: (slug) => `/tutoriels/${slug}`,
};

type Row = {
  kind: SearchResultType;
  key: string;
  title: string;
  body: string;
  title_hl: string;
  body_hl: string;
  rank: number;
  total: number;
};

/**
 * Full-text search over projects, posts, tutorials (their generated `search` columns) and the
 * given static pages (vectorised on the fly), ranked together with ts_rank.
 */
export async function runSearch(
  tsquery: string,
  pages: readonly SearchablePage[],
): Promise<{ total: number; results: SearchResult[] }> {
  const pageRows = JSON.stringify(
    pages.map((p) => ({
      path: p.path,
      title: p.title,
      description: p.description,
      keywords: Array.isArray(p.keywords) ? p.keywords.join(' ') : (p.keywords ?? ''),
    })),
  );
  const rows = await sql<Row[]>`
    with q as (select to_tsquery('public.french_unaccent', ${tsquery}) as query),
    pages as (
      select x.path, x.title, x.description,
        setweight(to_tsvector('public.french_unaccent', public.search_text(x.title)), 'A') ||
        setweight(to_tsvector('public.french_unaccent', public.search_text(x.keywords)), 'B') ||
        setweight(to_tsvector('public.french_unaccent', public.search_text(x.description)), 'B') as search
      from jsonb_to_recordset(${pageRows}::text::jsonb) as x(path text, title text, description text, keywords text)
    ),
    hits as (
      select case when p.path like '/services%' then 'service' else 'page' end as kind, p.path as key, p.title, p.description as body, ts_rank(p.search, q.query) as rank
        from pages p, q where p.search @@ q.query
      union all
      select 'project', p.slug, p.title, p.description, ts_rank(p.search, q.query) from projects p, q where p.search @@ q.query and p.status <> 'draft' and p.published_at <= now()
      union all
      select 'post', b.slug, b.title, b.excerpt, ts_rank(b.search, q.query) from blog_posts b, q where b.search @@ q.query and b.status <> 'draft' and b.published_at <= now()
      union all
      select 'tutorial', t.slug, t.title, t.description, ts_rank(t.search, q.query) from tutorials t, q where t.search @@ q.query and t.status <> 'draft' and t.published_at <= now()
    ),
    top as (
      select h.*, count(*) over () as total from hits h order by h.rank desc, h.title asc limit ${MAX_RESULTS}
    )
    select top.kind, top.key, top.title, top.body, top.rank::float8 as rank, top.total::int as total,
      ts_headline('public.french_unaccent', translate(top.title, ${START + STOP}, ''), q.query, ${TITLE_OPTIONS}) as title_hl,
      -- A short description is shown whole; a long one as the fragment around the matches.
      ts_headline('public.french_unaccent', translate(top.body, ${START + STOP}, ''), q.query,
        case when cardinality(regexp_split_to_array(btrim(top.body), '\\s+')) <= ${SHORT_TEXT_WORDS} then ${TITLE_OPTIONS} else ${HEADLINE_OPTIONS} end) as body_hl
    from top, q order by top.rank desc, top.title asc`;
  return {
    total: rows[0]?.total ?? 0,
    results: rows.map((r) => ({
      type: r.kind,
      href: HREF[r.kind](r.key),
      // Typeset with the match markers in place, so a mark after a matched word gets its space too.
      title: splitHighlight(typeset(r.title_hl)),
      description: withEllipsis(splitHighlight(typeset(r.body_hl)), typeset(r.body)),
      rank: r.rank,
    })),
  };
}

/** Cached per query text; it derives the tsquery itself, so a direct call cannot pass a malformed one. */
async function cachedSearch(rawQuery: string) {
  'use cache';
  // The service pages' snippets quote prices and delays: a « Tarifs » or « Réglages » save refreshes them.
  cacheTag(TAGS.projects, TAGS.blog, TAGS.tutorials, TAGS.pricing, TAGS.settings);
  const words = searchWords(normalizeQuery(rawQuery));
  if (words.length === 0) {
    cacheLife('max');
    return { total: 0, results: [] };
  }
  const life = await publicLife(['projects', 'blog_posts', 'tutorials']);
  const [table, site] = await Promise.all([getPriceTable(), getSiteDetails()]);
  const result = await runSearch(toPrefixQuery(words), searchablePagesWith(table, site.delays));
  cacheLife(life);
  return result;
}

/**
 * The search page's read: bounded input, never throws (a failure is logged and finds nothing).
 * `pages` replaces the site's own services/static pages (tests).
 */
export async function searchSite(raw: unknown, pages?: readonly SearchablePage[]): Promise<SearchResponse> {
  const query = normalizeQuery(raw);
  const words = searchWords(query);
  if (words.length === 0) return { query, total: 0, results: [] };
  try {
    return { query, ...(await (pages ? runSearch(toPrefixQuery(words), pages) : cachedSearch(query))) };
  } catch (e) {
    logReadError('searchSite', e);
    return { query, total: 0, results: [] };
  }
}
