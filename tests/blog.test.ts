// Blog reads against the real database: pagination boundaries, search, category filter, related posts.
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { listBlogCategories, listBlogPosts, listBlogSlugs, listFeedPosts, listRelatedPosts } from '@/lib/data/blog';
import { BLOG_PAGE_SIZE } from '@/lib/paging';
import { NextRequest } from 'next/server';
import { GET as searchRoute } from '@/app/api/blog/recherche/route';
import { searchSite } from '@/lib/data/search';
import type { BlogListData } from '@/components/blog/blog-list-view';
import { closeTestSql, insertCategory, testSql } from './support/db';

type PostSeed = {
  slug: string;
  title?: string;
  excerpt?: string;
  content?: string;
  tags?: string[];
  categoryId?: string | null;
  daysAgo?: number;
};

async function insertPost(p: PostSeed): Promise<string> {
  const [row] = await testSql()<{ id: string }[]>`
    insert into blog_posts (slug, title, excerpt, content, image_url, post_date, author, category_id, tags)
    values (${p.slug}, ${p.title ?? `Article ${p.slug}`}, ${p.excerpt ?? 'Un résumé.'}, ${p.content ?? ''}, '/images/defaults/generique.jpg',
            current_date - ${p.daysAgo ?? 0}::int, 'Équipe', ${p.categoryId ?? null}, ${p.tags ?? []}::text[])
    returning id`;
  return row!.id;
}

async function insertPosts(n: number): Promise<void> {
  for (let i = 0; i < n; i++) await insertPost({ slug: `post-${i + 1}`, daysAgo: i });
}

beforeEach(async () => {
  await testSql()`delete from blog_posts`;
  await testSql()`delete from categories`;
});
afterAll(closeTestSql);

describe('pagination boundaries (6 per page)', () => {
  test('page size is 6', () => expect(BLOG_PAGE_SIZE).toBe(6));

  test('0 posts: no page, nothing listed', async () => {
    const page = await listBlogPosts({});
    expect(page).toMatchObject({ items: [], total: 0, page: 1, pageCount: 0 });
    expect(await listBlogPosts({ page: 3 })).toMatchObject({ items: [], page: 1, pageCount: 0 });
  });

  test('6 posts: exactly one page', async () => {
    await insertPosts(6);
    const page = await listBlogPosts({ page: 1 });
    expect(page.total).toBe(6);
    expect(page.pageCount).toBe(1);
    expect(page.items).toHaveLength(6);
    // Newest first.
    expect(page.items.map((p) => p.slug)).toEqual(['post-1', 'post-2', 'post-3', 'post-4', 'post-5', 'post-6']);
  });

  test('7 posts: two pages, the second holds one', async () => {
    await insertPosts(7);
    const first = await listBlogPosts({ page: 1 });
    const second = await listBlogPosts({ page: 2 });
    expect(first.pageCount).toBe(2);
    expect(first.items).toHaveLength(6);
    expect(second.page).toBe(2);
    expect(second.items.map((p) => p.slug)).toEqual(['post-7']);
  });

  test('13 posts: three pages (6, 6, 1); out-of-range pages are clamped', async () => {
    await insertPosts(13);
    const pages = await Promise.all([1, 2, 3].map((page) => listBlogPosts({ page })));
    expect(pages.map((p) => p.items.length)).toEqual([6, 6, 1]);
    expect(pages.every((p) => p.pageCount === 3 && p.total === 13)).toBe(true);
    expect(new Set(pages.flatMap((p) => p.items.map((i) => i.slug))).size).toBe(13);
    expect((await listBlogPosts({ page: 99 })).page).toBe(3);
    expect((await listBlogPosts({ page: 0 })).page).toBe(1);
    expect((await listBlogPosts({ page: -4 })).page).toBe(1);
    expect((await listBlogPosts({ page: Number.NaN })).page).toBe(1);
  });

  test('summaries never carry the body', async () => {
    await insertPost({ slug: 'with-body', content: '## Corps' });
    const [item] = (await listBlogPosts({})).items;
    expect(item).not.toHaveProperty('content');
  });
});

describe('search and category filter', () => {
  test('q is the French full-text search of /recherche: title, excerpt, body and tags, every word in any order', async () => {
    await insertPost({ slug: 'by-title', title: 'Choisir sa TYPOGRAPHIE' });
    await insertPost({ slug: 'by-excerpt', excerpt: 'Tout sur la typographie des romans.' });
    await insertPost({ slug: 'by-tag', tags: ['Typographie', 'livre'] });
    await insertPost({ slug: 'by-body', content: 'Un mot sur la typographie.' });
    await insertPost({ slug: 'unrelated', title: 'Autre chose', tags: ['ocr'] });
    const found = await listBlogPosts({ q: 'typographie' });
    expect(found.items.map((p) => p.slug).sort()).toEqual(['by-body', 'by-excerpt', 'by-tag', 'by-title']);
    expect((await listBlogPosts({ q: '  OCR ' })).items.map((p) => p.slug)).toEqual(['unrelated']);
    // Several words: each must be there, in any order, plurals folded (« romans » ~ « roman »).
    expect((await listBlogPosts({ q: 'roman typographie' })).items.map((p) => p.slug)).toEqual(['by-excerpt']);
    expect((await listBlogPosts({ q: 'typographies roman' })).items.map((p) => p.slug)).toEqual(['by-excerpt']);
  });

  test('searches as /recherche does: « mise en page magazine », « manuscrit word » find what the site search finds', async () => {
    await insertPost({
      slug: 'magazine',
      title: 'Réussir la mise en page d’un magazine',
      excerpt: 'Grilles et colonnes.',
    });
    await insertPost({ slug: 'word', title: 'Préparer son manuscrit', tags: ['Word'] });
    await insertPost({ slug: 'autre', title: 'Une couverture de livre' });
    for (const [q, slug] of [
      ['mise en page magazine', 'magazine'],
      ['magazine page mise', 'magazine'],
      ['manuscrit word', 'word'],
      ['MANUSCRITS', 'word'],
    ] as const) {
      const blog = (await listBlogPosts({ q })).items.map((p) => p.slug);
      const site = (await searchSite(q)).results
        .filter((r) => r.type === 'post')
        .map((r) => r.href.replace('/blog/', ''));
      expect(blog, q).toEqual([slug]);
      expect(site, q).toEqual(blog);
    }
  });

  test('ranked: a match in the title comes before one in the body', async () => {
    await insertPost({ slug: 'body', content: 'Quelques mots sur la reliure.', daysAgo: 0 });
    await insertPost({ slug: 'title', title: 'La reliure pas à pas', daysAgo: 300 });
    expect((await listBlogPosts({ q: 'reliure' })).items.map((p) => p.slug)).toEqual(['title', 'body']);
  });

  test('q ignores case and accents on both sides: « ÉDITION », « edition » and « Édition » find the same posts', async () => {
    await insertPost({ slug: 'caps', title: 'Guide de l’ÉDITION numérique' });
    await insertPost({ slug: 'excerpt', excerpt: 'Réussir son édition papier.' });
    await insertPost({ slug: 'tag', tags: ['Édition'] });
    await insertPost({ slug: 'plain', title: 'Edition sans accent' });
    await insertPost({ slug: 'other', title: 'Réalisation d’une couverture' });
    const all = ['caps', 'excerpt', 'plain', 'tag'];
    for (const q of ['ÉDITION', 'edition', 'Édition', 'éDiTiOn']) {
      expect((await listBlogPosts({ q })).items.map((p) => p.slug).sort(), q).toEqual(all);
    }
    expect((await listBlogPosts({ q: 'REALISATION' })).items.map((p) => p.slug)).toEqual(['other']);
  });

  test('a tag matches as a word; symbols alone search nothing', async () => {
    await insertPost({ slug: 'kdp', tags: ['autoédition KDP'] });
    await insertPost({ slug: 'percent', title: 'Gagner 100% de temps' });
    expect((await listBlogPosts({ q: 'kdp' })).items.map((p) => p.slug)).toEqual(['kdp']);
    expect((await listBlogPosts({ q: '100%' })).items.map((p) => p.slug)).toEqual(['percent']);
    expect((await listBlogPosts({ q: '%' })).items).toEqual([]);
    expect((await listBlogPosts({ q: '_' })).items).toEqual([]);
  });

  test('category matches the name exactly, and both filters must hold', async () => {
    const livres = await insertCategory('Livres', 'livres');
    const livresNum = await insertCategory('Livres numériques', 'livres-numeriques');
    await insertPost({ slug: 'a', categoryId: livres, title: 'Mise en page' });
    await insertPost({ slug: 'b', categoryId: livresNum, title: 'Mise en page numérique' });
    await insertPost({ slug: 'c', categoryId: livres, title: 'Couverture' });
    await insertPost({ slug: 'd', categoryId: null, title: 'Sans catégorie' });
    expect((await listBlogPosts({ category: 'Livres' })).items.map((p) => p.slug).sort()).toEqual(['a', 'c']);
    expect((await listBlogPosts({ category: 'livres' })).items).toEqual([]);
    expect((await listBlogPosts({ category: 'Livres', q: 'mise' })).items.map((p) => p.slug)).toEqual(['a']);
    expect(await listBlogCategories()).toEqual(['Livres', 'Livres numériques']);
  });

  test('filters page like the full list: 7 matches make two pages', async () => {
    const cat = await insertCategory('Magazines', 'magazines');
    for (let i = 0; i < 7; i++) await insertPost({ slug: `m-${i}`, categoryId: cat, daysAgo: i });
    for (let i = 0; i < 5; i++) await insertPost({ slug: `o-${i}`, daysAgo: i });
    const page = await listBlogPosts({ category: 'Magazines', page: 2 });
    expect(page).toMatchObject({ total: 7, pageCount: 2, page: 2 });
    expect(page.items.map((p) => p.slug)).toEqual(['m-6']);
  });

  test('injection-shaped input is just text', async () => {
    await insertPost({ slug: 'safe' });
    for (const q of ["' or 1=1 --", '"; drop table blog_posts; --', 'a & | ! :*', '\\', 'x'.repeat(500)]) {
      const page = await listBlogPosts({ q });
      expect(page.items).toEqual([]);
    }
    expect((await listBlogPosts({ category: "' or 1=1 --" })).items).toEqual([]);
    expect((await listBlogPosts({})).total).toBe(1);
  });
});

describe('related posts, slugs and feed', () => {
  test('related posts share tags, most shared first, never the post itself', async () => {
    const self = await insertPost({ slug: 'self', tags: ['word', 'mise en page', 'kdp'] });
    await insertPost({ slug: 'two-shared', tags: ['word', 'kdp'], daysAgo: 5 });
    await insertPost({ slug: 'one-shared', tags: ['word'], daysAgo: 1 });
    await insertPost({ slug: 'none', tags: ['ocr'] });
    const related = await listRelatedPosts(self, ['word', 'mise en page', 'kdp']);
    expect(related.map((p) => p.slug)).toEqual(['two-shared', 'one-shared']);
    expect(await listRelatedPosts(self, [])).toEqual([]);
  });

  test('slugs carry dates for the sitemap; the feed carries bodies', async () => {
    await insertPost({ slug: 'feed-me', content: 'Corps **gras**' });
    const [slug] = await listBlogSlugs();
    expect(slug).toMatchObject({ slug: 'feed-me' });
    expect(slug!.postDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(slug!.updatedAt).getTime()).not.toBeNaN();
    const [post] = await listFeedPosts();
    expect(post!.content).toBe('Corps **gras**');
  });
});

// /blog/recherche is a prerendered document; its list comes from this route as JSON.
describe('GET /api/blog/recherche', () => {
  const get = async (query: string) => {
    const res = await searchRoute(new NextRequest(`http://localhost/api/blog/recherche?${query}`));
    return { res, body: (await res.json()) as BlogListData };
  };

  test('one state of the list: matching published posts, the category and the page, never cached', async () => {
    const magazines = await insertCategory('Magazines', 'magazines');
    for (let i = 0; i < 8; i++)
      await insertPost({ slug: `grille-${i}`, title: `Grille de magazine ${i}`, categoryId: magazines, daysAgo: i });
    await insertPost({ slug: 'roman', title: 'Typographie du roman' });
    await testSql()`insert into blog_posts (slug, title, excerpt, content, image_url, status)
      values ('brouillon-grille', 'Grille en brouillon', 'x', '', '/x.jpg', 'draft')`;

    const { res, body } = await get('q=grille&categorie=Magazines&page=2');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body.categories).toEqual(['Magazines']);
    expect(body.category).toBe('Magazines');
    expect(body.q).toBe('grille');
    expect(body.result).toMatchObject({ total: 8, page: 2, pageCount: 2 });
    expect(body.result.items.map((p) => p.slug)).toEqual(['grille-6', 'grille-7']);
    expect((await get('q=grille')).body.result.items.map((p) => p.slug)).not.toContain('brouillon-grille');
  });

  test('a bad page, an unknown category or an injection-shaped query is an answer, not an error', async () => {
    await insertPost({ slug: 'seul', title: 'Un seul article' });
    for (const query of [
      'q=seul&page=abc',
      'q=seul&page=999',
      "q=';drop table blog_posts;--",
      'q=seul&categorie=Inconnue',
    ]) {
      const { res } = await get(query);
      expect(res.status, query).toBe(200);
    }
    expect((await get('q=seul&page=999')).body.result.items.map((p) => p.slug)).toEqual(['seul']);
    expect((await get('q=seul&categorie=Inconnue')).body.result.total).toBe(0);
  });
});
