// Site search against the real database: French full text, accents, prefixes, ranking, injection.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  normalizeQuery,
  runSearch,
  searchSite,
  searchWords,
  splitHighlight,
  toPrefixQuery,
  type SearchablePage,
} from '@/lib/data/search';
import { NextRequest } from 'next/server';
import { GET } from '@/app/api/recherche/route';
import { closeTestSql, insertCategory, testSql } from './support/db';

const PAGES: SearchablePage[] = [
  {
    path: '/services/mise-en-page',
    title: 'Mise en page de livres',
    description: 'Maquette professionnelle de romans et essais.',
    keywords: ['livre', 'roman', 'InDesign'],
  },
  {
    path: '/a-propos',
    title: 'À propos',
    description: 'Notre équipe éditoriale à Antananarivo.',
    keywords: 'équipe studio',
  },
];

const search = (q: string) => searchSite(q, PAGES);
const text = (parts: { text: string }[]) => parts.map((p) => p.text).join('');
const marked = (parts: { text: string; match: boolean }[]) =>
  parts.filter((p) => p.match).map((p) => p.text.toLowerCase());

beforeAll(async () => {
  const sql = testSql();
  const cat = await insertCategory('Magazines', 'magazines');
  await sql`
    insert into projects (slug, title, description, main_image_url, category_id, client, display_order) values
      ('magazine-lakana', 'Magazine culturel Lakana', 'Réalisation complète d''un magazine de 48 pages.', '/x.jpg', ${cat}, 'Lakana', 1),
      ('plaquette-ong', 'Plaquette institutionnelle', 'Une brochure pour une ONG.', '/x.jpg', null, null, 2)`;
  await sql`
    insert into blog_posts (slug, title, excerpt, content, image_url, tags) values
      ('titre-typographie', 'La typographie des romans', 'Nos critères de choix.', 'Texte sans rapport.', '/x.jpg', '{}'),
      ('corps-typographie', 'Préparer son manuscrit', 'Quelques réflexes utiles.', 'On parle aussi de typographie ici, au détour d''une phrase.', '/x.jpg', '{}'),
      ('accents', 'Les éditeurs indépendants', 'Pourquoi les éditions régionales externalisent.', '', '/x.jpg', '{}')`;
  await sql`
    insert into tutorials (slug, title, description, thumbnail, video_id) values
      ('styles-indesign', 'Créer des styles de paragraphe dans InDesign', 'Une mise en page rapide et cohérente.', '/x.jpg', 'abcdefghijk')`;
});
afterAll(closeTestSql);

describe('query building', () => {
  test('bounded, trimmed input', () => {
    expect(normalizeQuery('  mise   en page  ')).toBe('mise en page');
    expect(normalizeQuery('x'.repeat(500))).toHaveLength(100);
    expect(normalizeQuery(['a', 'b'])).toBe('a');
    expect(normalizeQuery(undefined)).toBe('');
  });

  test('words keep letters and digits only; the prefix query has no other syntax', () => {
    expect(searchWords("' or 1=1 --")).toEqual(['or']);
    expect(searchWords('a & | ! :*')).toEqual([]);
    expect(searchWords("L'Éditeur, 2024 !")).toEqual(['éditeur', '2024']);
    expect(toPrefixQuery(searchWords('magazine <-> réalisation'))).toBe(
      'magazine:* & (réalisation:* | réalisatio:* | réalisati:* | réalisat:*)',
    );
    expect(toPrefixQuery(searchWords('livre ocr'))).toBe('livre:* & ocr:*');
  });

  test('highlight markers split into plain parts', () => {
    expect(splitHighlight('a \uE000b\uE001 c')).toEqual([
      { text: 'a ', match: false },
      { text: 'b', match: true },
      { text: ' c', match: false },
    ]);
    expect(splitHighlight('<script>x</script>')).toEqual([{ text: '<script>x</script>', match: false }]);
  });
});

describe('searchSite', () => {
  test('accent-insensitive both ways', async () => {
    const a = await search('realisation');
    expect(a.results.map((r) => r.href)).toContain('/portfolio/magazine-lakana');
    for (const q of ['éditeurs', 'editeurs', 'ÉDITEURS']) {
      expect((await search(q)).results[0]?.href, q).toBe('/blog/accents');
    }
    expect((await search('equipe')).results.map((r) => r.href)).toEqual(['/a-propos']);
  });

  test('prefix matching, including a word still being typed', async () => {
    for (const q of ['typo', 'typograph', 'realisati', 'réalisatio']) {
      expect((await search(q)).total, q).toBeGreaterThan(0);
    }
    expect((await search('brochu')).results.map((r) => r.href)).toEqual(['/portfolio/plaquette-ong']);
  });

  test('finds every type with its link', async () => {
    const hrefs = async (q: string) => (await search(q)).results.map((r) => `${r.type} ${r.href}`);
    expect(await hrefs('romans')).toEqual(
      expect.arrayContaining(['service /services/mise-en-page', 'post /blog/titre-typographie']),
    );
    expect(await hrefs('équipe')).toEqual(['page /a-propos']);
    expect(await hrefs('lakana')).toEqual(['project /portfolio/magazine-lakana']);
    expect(await hrefs('paragraphe indesign')).toEqual(['tutorial /tutoriels/styles-indesign']);
  });

  test('all words must match', async () => {
    expect((await search('magazine plaquette')).total).toBe(0);
    expect((await search('magazine lakana')).total).toBe(1);
  });

  test('a title match outranks a body match', async () => {
    const { results } = await search('typographie');
    expect(results.map((r) => r.href)).toEqual(['/blog/titre-typographie', '/blog/corps-typographie']);
    expect(results[0]!.rank).toBeGreaterThan(results[1]!.rank);
  });

  test('matched words are marked in the title and description', async () => {
    const { results } = await search('realisation magazine');
    const project = results.find((r) => r.type === 'project')!;
    expect(text(project.title)).toBe('Magazine culturel Lakana');
    expect(marked(project.title)).toEqual(['magazine']);
    expect(marked(project.description)).toEqual(['réalisation', 'magazine']);
    // Shown with French typography (a curly apostrophe, « 48 pages » held together), stored as typed.
    expect(text(project.description)).toBe('Réalisation complète d’un magazine de 48\u00a0pages.');
  });

  test('a short description is shown whole; a long one as an excerpt around the match', async () => {
    const filler = Array.from({ length: 80 }, (_, i) => `mot${i}`).join(' ');
    await testSql()`
      insert into tutorials (slug, title, description, thumbnail) values
        ('long-texte', 'Un tutoriel bavard', ${`${filler} colophon ${filler}`}, '/x.jpg'),
        ('court-texte', 'Un tutoriel concis', 'Savoir composer un colophon sans stress aucun.', '/x.jpg')`;
    const { results } = await search('colophon');
    const long = results.find((r) => r.href === '/tutoriels/long-texte')!;
    const short = results.find((r) => r.href === '/tutoriels/court-texte')!;
    expect(text(short.description)).toBe('Savoir composer un colophon sans stress aucun.');
    expect(text(long.description).startsWith('… ')).toBe(true);
    expect(text(long.description).endsWith(' …')).toBe(true);
    expect(text(long.description).split(' ').length).toBeLessThan(60);
    expect(marked(long.description)).toEqual(['colophon']);
    await testSql()`delete from tutorials where slug in ('long-texte', 'court-texte')`;
  });

  test('stop words alone, blank or symbol-only queries find nothing without failing', async () => {
    for (const q of ['', '   ', 'de la', 'a & | ! :*', '!!!', ':*', '((']) {
      expect(await search(q)).toMatchObject({ total: 0, results: [] });
    }
  });

  test('injection-shaped queries are harmless', async () => {
    for (const q of [
      "' or 1=1 --",
      "'; drop table projects; --",
      'a & | ! :*',
      "x') | ('y",
      '\\',
      'x'.repeat(500),
      '🙂 émoji',
    ]) {
      const res = await search(q);
      expect(res.total).toBe(res.results.length);
    }
    const [row] = await testSql()<{ n: number }[]>`select count(*)::int as n from projects`;
    expect(row!.n).toBe(2);
  });

  test('runSearch reports a database failure to searchSite, which answers empty', async () => {
    await expect(runSearch('bad & & syntax', PAGES)).rejects.toThrow();
  });
});

// /recherche is a prerendered document; its results come from this route as JSON.
describe('GET /api/recherche', () => {
  const get = async (q: string | null) => {
    const url = new URL('http://localhost/api/recherche');
    if (q !== null) url.searchParams.set('q', q);
    const res = await GET(new NextRequest(url));
    return { res, body: (await res.json()) as Awaited<ReturnType<typeof searchSite>> };
  };

  test('answers the results of ?q= (the site pages and the database), never stored by caches', async () => {
    const { res, body } = await get('lakana');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body.query).toBe('lakana');
    expect(body.results.map((r) => r.href)).toContain('/portfolio/magazine-lakana');
    expect((await get('mise en page')).body.results.map((r) => r.href)).toContain('/services/mise-en-page');
  });

  test('an empty, missing, injection-shaped or oversized query is an empty answer, not an error', async () => {
    for (const q of [null, '', '   ', "'; drop table projects; --", 'a & | ! :*', 'x'.repeat(500)]) {
      const { res, body } = await get(q);
      expect(res.status, String(q)).toBe(200);
      expect(body.total, String(q)).toBe(0);
    }
    expect((await get('lakana')).body.total).toBeGreaterThan(0); // the table is still there
  });
});
