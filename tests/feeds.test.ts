// Sitemap and RSS builders: fixed priorities, canonical URLs, a failing section is skipped.
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { siteUrl } from '@/lib/env';
import { blogRssXml } from '@/lib/feeds/rss';
import {
  FIXED_PAGES,
  SITEMAP_MAX_URLS,
  sitemapChunk,
  sitemapDocument,
  sitemapEntries,
  sitemapFileCount,
  sitemapXml,
} from '@/lib/feeds/sitemap';
import { escapeXml, xmlText } from '@/lib/feeds/xml';
import { toBlogPost } from '@/lib/data/rows';
import { closeTestSql, testSql } from './support/db';

beforeAll(async () => {
  const sql = testSql();
  await sql`insert into blog_posts (slug, title, excerpt, image_url, post_date) values ('un-article', 'Un article', 'Résumé', '/x.jpg', '2026-01-02')`;
  await sql`insert into tutorials (slug, title, description, thumbnail) values ('un-tutoriel', 'Un tutoriel', 'Description', '/x.jpg')`;
  await sql`insert into projects (slug, title, description, main_image_url, display_order) values ('un-projet', 'Un projet', 'Description', '/x.jpg', 1)`;
});
afterAll(closeTestSql);

describe('sitemap', () => {
  test('fixed pages have their priorities, including the graphic design service page', () => {
    const byPath = Object.fromEntries(FIXED_PAGES.map((p) => [p.path, `${p.priority.toFixed(1)} ${p.changefreq}`]));
    expect(byPath).toEqual({
      '/': '1.0 weekly',
      '/services': '0.9 monthly',
      '/services/mise-en-page': '0.8 monthly',
      '/services/mise-en-page-magazine': '0.8 monthly',
      '/services/mise-en-page-word': '0.8 monthly',
      '/services/saisie-ocr': '0.8 monthly',
      '/services/conception-graphique': '0.8 monthly',
      '/portfolio': '0.8 weekly',
      '/blog': '0.7 daily',
      '/tutoriels': '0.7 weekly',
      '/a-propos': '0.6 monthly',
      '/contact': '0.9 monthly',
      '/mentions-legales': '0.3 yearly',
      '/politique-de-confidentialite': '0.3 yearly',
    });
  });

  test('content URLs use slugs with lastmod and their priorities', async () => {
    const entries = await sitemapEntries();
    const find = (path: string) => entries.find((e) => e.path === path);
    expect(find('/blog/un-article')).toMatchObject({ priority: 0.6, changefreq: 'monthly' });
    expect(find('/tutoriels/un-tutoriel')).toMatchObject({ priority: 0.5, changefreq: 'monthly' });
    expect(find('/portfolio/un-projet')).toMatchObject({ priority: 0.5, changefreq: 'monthly' });
    for (const e of entries.filter((e) => e.path.split('/').length > 2 && !e.path.startsWith('/services'))) {
      expect(Number.isNaN(Date.parse(e.lastmod!))).toBe(false);
    }
    const xml = sitemapXml(entries);
    expect(xml).toContain(`<loc>${siteUrl('/blog/un-article')}</loc>`);
    expect(xml).toContain('<priority>1.0</priority>');
    expect(xml.match(/<url>/g)).toHaveLength(FIXED_PAGES.length + 3);
  });

  test('a failing section is logged and skipped', async () => {
    const blog = await import('@/lib/data/blog');
    const spy = vi.spyOn(blog, 'listBlogSlugs').mockRejectedValueOnce(new Error('connection lost'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const entries = await sitemapEntries();
    expect(entries.some((e) => e.path.startsWith('/blog/'))).toBe(false);
    expect(entries.some((e) => e.path === '/tutoriels/un-tutoriel')).toBe(true);
    expect(log).toHaveBeenCalledWith('[sitemap] blog section skipped:', 'connection lost');
    spy.mockRestore();
    log.mockRestore();
  });
});

describe('RSS', () => {
  // Built from a row, as the reads build it, so a new field of articles needs no change here.
  const post = toBlogPost({
    id: '1',
    slug: 'un-article',
    title: 'Titre <b>& « guillemets »</b>',
    excerpt: 'Résumé',
    content: '',
    image_url: '/x.jpg',
    post_date: '2026-01-02',
    author: 'Équipe',
    category_name: 'Magazines',
    tags: ['kdp'],
    created_at: '2026-01-02T08:00:00.000Z',
    updated_at: '2026-01-03T08:00:00.000Z',
    status: 'published',
    published_at: '2026-01-02T08:00:00.000Z',
  });

  test('RSS 2.0 with escaped text and absolute links', () => {
    const xml = blogRssXml([post]);
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<title>Titre &lt;b&gt;&amp; « guillemets »&lt;/b&gt;</title>');
    expect(xml).toContain(`<guid isPermaLink="true">${siteUrl('/blog/un-article')}</guid>`);
    expect(xml).toContain('<pubDate>Fri, 02 Jan 2026 08:00:00 GMT</pubDate>');
    expect(xml).toContain('<category>Magazines</category>');
    expect(xml).toContain('<dc:creator>Équipe</dc:creator>');
    expect(xml).toContain('<lastBuildDate>Sat, 03 Jan 2026 08:00:00 GMT</lastBuildDate>');
    expect(xml).not.toContain('<managingEditor>');
  });

  test('the editor is the e-mail of « Réglages » when one is set', () => {
    expect(blogRssXml([post], 'devis@atelier.fr')).toMatch(
      /<managingEditor>devis@atelier\.fr \(.+\)<\/managingEditor>/,
    );
  });

  test('XML text helpers', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
    expect(xmlText('a\u0000b\u0007c\td')).toBe('abc\td');
  });
});

describe('sitemap past 50,000 URLs', () => {
  const generated = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      path: `/blog/article-${i + 1}`,
      priority: 0.6,
      changefreq: 'monthly' as const,
      lastmod: `2026-01-${String((i % 28) + 1).padStart(2, '0')}T00:00:00.000Z`,
    }));

  test('up to the limit it stays one urlset', () => {
    const xml = sitemapDocument(generated(SITEMAP_MAX_URLS));
    expect(xml).toContain('<urlset');
    expect(xml.match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS);
  });

  test('past it, an index of files of at most 50,000 URLs that together hold every URL once', () => {
    const entries = generated(120_001);
    const index = sitemapDocument(entries);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(
      [1, 2, 3].map((n) => siteUrl(`/sitemaps/${n}.xml`)),
    );
    expect(index.match(/<lastmod>/g)).toHaveLength(3);
    expect(sitemapFileCount(entries.length)).toBe(3);
    const files = [1, 2, 3].map((n) => sitemapChunk(entries, n));
    expect(files.map((f) => f.length)).toEqual([50_000, 50_000, 20_001]);
    expect(new Set(files.flat().map((e) => e.path)).size).toBe(120_001);
    expect(sitemapXml(files[2]!).match(/<url>/g)).toHaveLength(20_001);
  });
});
