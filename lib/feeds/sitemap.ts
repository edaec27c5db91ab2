import 'server-only';
import { listBlogSlugs } from '@/lib/data/blog';
import { listProjectSlugs } from '@/lib/data/projects';
import { listTutorialSlugs } from '@/lib/data/tutorials';
import { siteUrl } from '@/lib/env';
import { xmlText } from './xml';

export type ChangeFrequency = 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';
export type SitemapEntry = { path: string; changefreq: ChangeFrequency; priority: number; lastmod?: string };

/** Fixed pages with the priorities and change frequencies of SPEC §9. */
export const FIXED_PAGES: SitemapEntry[] = [
  { path: '/', priority: 1.0, changefreq: 'weekly' },
  { path: '/services', priority: 0.9, changefreq: 'monthly' },
  { path: '/services/mise-en-page', priority: 0.8, changefreq: 'monthly' },
  { path: '/services/mise-en-page-magazine', priority: 0.8, changefreq: 'monthly' },
  { path: '/services/mise-en-page-word', priority: 0.8, changefreq: 'monthly' },
  { path: '/services/saisie-ocr', priority: 0.8, changefreq: 'monthly' },
  { path: '/services/conception-graphique', priority: 0.8, changefreq: 'monthly' },
  { path: '/portfolio', priority: 0.8, changefreq: 'weekly' },
  { path: '/blog', priority: 0.7, changefreq: 'daily' },
  { path: '/tutoriels', priority: 0.7, changefreq: 'weekly' },
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

/** Every canonical URL: fixed pages, then posts, tutorials and projects by their slug. */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const [posts, tutorials, projects] = await Promise.all([
    section('blog', async () =>
      (await listBlogSlugs()).map((p) => ({ path: `/blog/${p.slug}`, priority: 0.6, changefreq: 'monthly' as const, lastmod: latest(p.updatedAt, p.postDate) })),
    ),
    section('tutorials', async () =>
      (await listTutorialSlugs()).map((t) => ({ path: `/tutoriels/${t.slug}`, priority: 0.5, changefreq: 'monthly' as const, lastmod: t.updatedAt })),
    ),
    section('projects', async () =>
      (await listProjectSlugs()).map((p) => ({ path: `/portfolio/${p.slug}`, priority: 0.5, changefreq: 'monthly' as const, lastmod: p.updatedAt })),
    ),
  ]);
  return [...FIXED_PAGES, ...posts, ...tutorials, ...projects];
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
  if (entries.length <= max) return sitemapXml(entries);
  const files = Array.from({ length: sitemapFileCount(entries.length, max) }, (_, i) => {
    const chunk = sitemapChunk(entries, i + 1, max);
    const lastmod = chunk.reduce<string | undefined>((a, e) => (e.lastmod && (!a || e.lastmod > a) ? e.lastmod : a), undefined);
    return ['  <sitemap>', `    <loc>${xmlText(siteUrl(`/sitemaps/${i + 1}.xml`))}</loc>`, lastmod ? `    <lastmod>${xmlText(lastmod)}</lastmod>` : null, '  </sitemap>']
      .filter(Boolean)
      .join('\n');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join('\n')}\n</sitemapindex>\n`;
}

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map((e) =>
    [
      '  <url>',
      `    <loc>${xmlText(siteUrl(e.path))}</loc>`,
      e.lastmod ? `    <lastmod>${xmlText(e.lastmod)}</lastmod>` : null,
      `    <changefreq>${e.changefreq}</changefreq>`,
      `    <priority>${e.priority.toFixed(1)}</priority>`,
      '  </url>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
