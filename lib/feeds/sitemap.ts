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
