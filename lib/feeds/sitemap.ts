import 'server-only';
import { SitemapBuilder, type ISitemapField } from 'next-sitemap';
import { listBlogSlugs } from '@/lib/data/blog';
import { listProjectSlugs } from '@/lib/data/projects';
import { listTutorialSlugs } from '@/lib/data/tutorials';
import { TEXTS_REVISED_ON } from '@/lib/copy/revised';
import { siteUrl } from '@/lib/env';
import { xmlText } from './xml';

export type ChangeFrequency = 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';
export type SitemapImage = { url: string; title?: string; caption?: string };
export type SitemapEntry = {
  path: string;
  changefreq: ChangeFrequency;
  priority: number;
  lastmod?: string;
  images?: SitemapImage[];
};
type Section = 'projects' | 'posts' | 'tutorials';
type FixedPage = SitemapEntry & { shows?: Section[] };

/** Fixed pages with their priorities and change frequencies, and the content lists each one shows. */
export const FIXED_PAGES: FixedPage[] = [
  { path: '/', priority: 1.0, changefreq: 'weekly', shows: ['projects', 'posts', 'tutorials'] },
  { path: '/services', priority: 0.9, changefreq: 'monthly' },
  { path: '/services/mise-en-page', priority: 0.8, changefreq: 'monthly', shows: ['projects'] },
  { path: '/services/mise-en-page-magazine', priority: 0.8, changefreq: 'monthly', shows: ['projects'] },
  { path: '/services/mise-en-page-word', priority: 0.8, changefreq: 'monthly', shows: ['projects'] },
  { path: '/services/saisie-ocr', priority: 0.8, changefreq: 'monthly' },
  { path: '/services/conception-graphique', priority: 0.8, changefreq: 'monthly', shows: ['projects'] },
  { path: '/portfolio', priority: 0.8, changefreq: 'weekly', shows: ['projects'] },
  { path: '/blog', priority: 0.7, changefreq: 'daily', shows: ['posts'] },
  { path: '/tutoriels', priority: 0.7, changefreq: 'weekly', shows: ['tutorials'] },
  { path: '/a-propos', priority: 0.6, changefreq: 'monthly' },
  { path: '/contact', priority: 0.9, changefreq: 'monthly' },
  { path: '/mentions-legales', priority: 0.3, changefreq: 'yearly' },
  { path: '/politique-de-confidentialite', priority: 0.3, changefreq: 'yearly' },
];

/** A data section that fails is logged and left out; the rest of the sitemap still answers. */
async function section(name: string, load: () => Promise<SitemapEntry[]>): Promise<SitemapEntry[]> {
  try {
    return await load();
  } catch (e) {
    console.error(`[sitemap] ${name} section skipped:`, e instanceof Error ? e.message : e);
    return [];
  }
}

/** Every canonical URL: fixed pages, then posts (with their cover), tutorials and projects (with their images). */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const [posts, tutorials, projects] = await Promise.all([
    section('blog', async () =>
      (await listBlogSlugs()).map((p) => ({
        path: `/blog/${p.slug}`,
        priority: 0.6,
        changefreq: 'monthly' as const,
        lastmod: latest(p.updatedAt, p.postDate),
        images: [{ url: p.imageUrl, title: p.title }],
      })),
    ),
    section('tutorials', async () =>
      (await listTutorialSlugs()).map((t) => ({
        path: `/tutoriels/${t.slug}`,
        priority: 0.5,
        changefreq: 'monthly' as const,
        lastmod: t.updatedAt,
      })),
    ),
    section('projects', async () =>
      (await listProjectSlugs()).map((p) => ({
        path: `/portfolio/${p.slug}`,
        priority: 0.5,
        changefreq: 'monthly' as const,
        lastmod: p.updatedAt,
        images: p.images.map((i) => ({ url: i.url, title: p.title, caption: i.alt ?? undefined })),
      })),
    ),
  ]);
  const changed: Record<Section, string | undefined> = {
    posts: newest(posts),
    tutorials: newest(tutorials),
    projects: newest(projects),
  };
  const texts = new Date(`${TEXTS_REVISED_ON}T00:00:00Z`).toISOString();
  const fixed = FIXED_PAGES.map(({ shows = [], ...page }) => ({
    ...page,
    lastmod: newest([{ lastmod: texts }, ...shows.map((s) => ({ lastmod: changed[s] }))]),
  }));
  return [...fixed, ...posts, ...tutorials, ...projects];
}

/** The latest lastmod of a list (ISO timestamps in UTC compare as strings). */
function newest(entries: { lastmod?: string }[]): string | undefined {
  return entries.reduce<string | undefined>((a, e) => (e.lastmod && (!a || e.lastmod > a) ? e.lastmod : a), undefined);
}

/** The later of an ISO timestamp and a YYYY-MM-DD date (a post dated ahead of its last edit). */
function latest(updatedAt: string, postDate: string): string {
  const day = new Date(`${postDate}T00:00:00Z`);
  return day.getTime() > new Date(updatedAt).getTime() ? day.toISOString() : updatedAt;
}

/** The protocol's limit of URLs in one sitemap file; past it /sitemap.xml becomes an index. */
export const SITEMAP_MAX_URLS = 50_000;

/** The entries of sitemap file n (1-based) when split into files of at most `max` URLs. */
export function sitemapChunk(entries: SitemapEntry[], n: number, max = SITEMAP_MAX_URLS): SitemapEntry[] {
  return entries.slice((n - 1) * max, n * max);
}

export const sitemapFileCount = (total: number, max = SITEMAP_MAX_URLS) => Math.max(1, Math.ceil(total / max));

/** /sitemap.xml: the URLs themselves, or past the limit an index of /sitemaps/{n}.xml files. */
export function sitemapDocument(entries: SitemapEntry[], max = SITEMAP_MAX_URLS): string {
  return entries.length <= max ? sitemapXml(entries) : sitemapIndexXml(entries, max);
}

/** The index, with each file's latest lastmod (next-sitemap's index builder writes none). */
export function sitemapIndexXml(entries: SitemapEntry[], max = SITEMAP_MAX_URLS): string {
  const files = Array.from({ length: sitemapFileCount(entries.length, max) }, (_, i) => {
    const lastmod = newest(sitemapChunk(entries, i + 1, max));
    return [
      '  <sitemap>',
      `    <loc>${xmlText(siteUrl(`/sitemaps/${i + 1}.xml`))}</loc>`,
      lastmod ? `    <lastmod>${xmlText(lastmod)}</lastmod>` : null,
      '  </sitemap>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join('\n')}\n</sitemapindex>\n`;
}

/**
 * The entries as next-sitemap fields. next-sitemap writes `loc`, `lastmod` and an image's `loc.href`
 * as given, so they are escaped here; a priority given as text keeps its decimal (`1.0`, not `1`).
 */
export function sitemapFields(entries: SitemapEntry[]): ISitemapField[] {
  return entries.map((e) => ({
    loc: xmlText(siteUrl(e.path)),
    lastmod: e.lastmod && xmlText(e.lastmod),
    changefreq: e.changefreq,
    priority: e.priority.toFixed(1) as unknown as number,
    images: e.images?.map((i) => ({
      loc: { href: xmlText(siteUrl(i.url)) } as URL,
      title: i.title,
      caption: i.caption,
    })),
  }));
}

/** A urlset (with the image namespace) of at most SITEMAP_MAX_URLS entries. */
export function sitemapXml(entries: SitemapEntry[]): string {
  return new SitemapBuilder().buildSitemapXml(sitemapFields(entries));
}

export const SITEMAP_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8' };
