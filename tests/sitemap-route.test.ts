// /sitemap.xml as served: next-sitemap's urlset with image entries for project galleries and
// article covers (absolute URLs), and fixed pages dated by their content, the same on every request.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GET } from '@/app/sitemap.xml/route';
import { TEXTS_REVISED_ON } from '@/lib/copy/revised';
import { siteUrl } from '@/lib/env';
import { closeTestSql, testSql } from './support/db';

type Url = { loc: string; lastmod?: string; images: { loc: string; title?: string }[] };

/** The <url> elements with their own loc and lastmod and their <image:image> children. */
function parse(xml: string): Url[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: body!.match(/<loc>([^<]*)<\/loc>/)![1]!,
    lastmod: body!.match(/<lastmod>([^<]*)<\/lastmod>/)?.[1],
    images: [...body!.matchAll(/<image:image>([\s\S]*?)<\/image:image>/g)].map(([, image]) => ({
      loc: image!.match(/<image:loc>([^<]*)<\/image:loc>/)![1]!,
      title: image!.match(/<image:title>([^<]*)<\/image:title>/)?.[1],
    })),
  }));
}

const decode = (text: string) =>
  text.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))).replace(/&amp;/g, '&');

beforeAll(async () => {
  const sql = testSql();
  const [project] = await sql<{ id: string }[]>`
    insert into projects (slug, title, description, main_image_url, display_order, updated_at)
    values ('projet-galerie', 'Projet à galerie', 'Description', '/storage/projects/couverture.webp', 1, '2030-01-02T03:04:05Z') returning id`;
  await sql`insert into project_images (project_id, image_url, alt_text, display_order) values
    (${project!.id}, '/storage/projects/page-1.webp', 'Double page', 0),
    (${project!.id}, 'https://cdn.example.org/storage/v1/object/public/images/page-2.webp', null, 1)`;
  await sql`insert into blog_posts (slug, title, excerpt, image_url, post_date, updated_at)
    values ('article-couverture', 'Article & couverture', 'Résumé', '/storage/blog/couverture.webp', '2026-01-02', '2029-05-06T07:08:09Z')`;
});
afterAll(closeTestSql);

describe('/sitemap.xml', () => {
  test('project galleries and article covers are image entries with absolute URLs', async () => {
    const res = await GET();
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    const urls = parse(xml);
    const project = urls.find((u) => u.loc === siteUrl('/portfolio/projet-galerie'))!;
    expect(project.images.map((i) => i.loc)).toEqual([
      siteUrl('/storage/projects/couverture.webp'),
      siteUrl('/storage/projects/page-1.webp'),
      'https://cdn.example.org/storage/v1/object/public/images/page-2.webp',
    ]);
    expect(decode(project.images[0]!.title!)).toBe('Projet à galerie');
    const post = urls.find((u) => u.loc === siteUrl('/blog/article-couverture'))!;
    expect(post.images).toEqual([{ loc: siteUrl('/storage/blog/couverture.webp'), title: expect.any(String) }]);
    expect(decode(post.images[0]!.title!)).toBe('Article & couverture');
    for (const image of urls.flatMap((u) => u.images)) expect(image.loc).toMatch(/^https?:\/\//);
    // Pages without images carry none.
    expect(urls.find((u) => u.loc === siteUrl('/contact'))!.images).toEqual([]);
  });

  test('fixed pages carry the date of their content, the same on every request', async () => {
    const lastmods = async () =>
      Object.fromEntries(parse(await (await GET()).text()).map((u) => [new URL(u.loc).pathname, u.lastmod]));
    const first = await lastmods();
    await new Promise((r) => setTimeout(r, 20));
    expect(await lastmods()).toEqual(first);
    const texts = new Date(`${TEXTS_REVISED_ON}T00:00:00Z`).toISOString();
    expect(first['/mentions-legales']).toBe(texts);
    expect(first['/contact']).toBe(texts);
    expect(first['/portfolio']).toBe('2030-01-02T03:04:05.000Z');
    expect(first['/services/mise-en-page']).toBe('2030-01-02T03:04:05.000Z');
    expect(first['/blog']).toBe('2029-05-06T07:08:09.000Z');
    expect(first['/']).toBe('2030-01-02T03:04:05.000Z');
    expect(first['/tutoriels']).toBe(texts);
  });
});
