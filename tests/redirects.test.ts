// Redirects: the paths the owner types and the CSV files, which addresses the proxy looks up, and the
// table's rules on the real database: a published item's or category's move keeps its old address,
// chains collapse, loops are refused, a target must be a page, an import writes all or nothing.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { deleteRedirectAction, importRedirectsAction, saveRedirectAction } from '@/lib/actions/redirects';
import { updateCategory } from '@/lib/actions/categories';
import { MSG } from '@/lib/copy/messages';
import { createCategory } from '@/lib/data/categories';
import { createEntry, updateEntry } from '@/lib/data/entries';
import { redirectMap } from '@/lib/data/redirects';
import { encodedPath, parseRedirectCsv, redirectPath } from '@/lib/redirects/paths';
import { isUnrouted, UNROUTED_PATTERN } from '@/lib/redirects/unrouted';
import { setUpAdminSession, sql } from './support/admin-session';
import { postInput } from './support/builders';
import { invalidated } from './stubs/next-cache';

vi.mock('next/headers', () => import('./support/next-headers'));

const M = MSG.redirect;

describe('the paths of a redirect', () => {
  it('keeps the path of what is typed, decoded, without query, fragment or trailing slash', () => {
    expect(redirectPath('https://ancien-site.fr/Nos%20services/?p=2#haut')).toBe('/Nos services');
    expect(redirectPath(' /nos-services.html ')).toBe('/nos-services.html');
    expect(redirectPath('/blog/2019/05/')).toBe('/blog/2019/05');
    expect(redirectPath('/r%C3%A9alisations')).toBe('/réalisations');
    for (const bad of ['', 'nos-services', '//evil.example/x', '/bad%zz', '/a\nb', `/${'x'.repeat(600)}`])
      expect(redirectPath(bad), bad).toBeNull();
    // Dot segments resolve as a browser resolves them.
    expect(redirectPath('/a/%2e%2e/b')).toBe('/b');
    expect(encodedPath('/Nos services/été')).toBe('/Nos%20services/%C3%A9t%C3%A9');
  });

  it('reads French Excel (semicolons) and plain CSV, quoted cells, a header, and numbers bad lines', () => {
    const excel = parseRedirectCsv(
      '\uFEFFAncienne adresse;Nouvelle adresse\r\n/a.html;/contact\r\n\r\n"/b;c";/services\r\n/seule\r\n',
    );
    expect(excel.rows).toEqual([
      { line: 2, source: '/a.html', target: '/contact' },
      { line: 4, source: '/b;c', target: '/services' },
    ]);
    expect(excel.errors).toEqual([{ line: 5, message: expect.stringContaining('deux colonnes attendues') }]);
    expect(parseRedirectCsv('/x,/contact\n/y,/a-propos\n').rows.map((r) => r.target)).toEqual([
      '/contact',
      '/a-propos',
    ]);
  });
});

describe('which addresses the proxy looks up', () => {
  /** A request path for each route of app/ (route groups dropped, [param] filled in). */
  function routePaths(dir = 'app', prefix = ''): string[] {
    const out: string[] = [];
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        const segment = /^\(.*\)$/.test(entry.name) ? '' : `/${entry.name.replace(/^\[.*\]$/, 'exemple-2')}`;
        out.push(...routePaths(full, prefix + segment));
      } else if (/^(page|route)\.tsx?$/.test(entry.name)) out.push(prefix || '/');
    }
    return out;
  }

  it('never a route of the site, always an address no route answers', () => {
    const routes = routePaths();
    expect(routes).toEqual(expect.arrayContaining(['/blog/exemple-2', '/services/saisie-ocr', '/sitemap.xml']));
    for (const route of [
      ...routes,
      '/robots.txt',
      '/manifest.webmanifest',
      '/favicon.ico',
      '/icon.svg',
      '/apple-icon.png',
    ])
      expect(isUnrouted(route), route).toBe(false);
    for (const file of fs.readdirSync('public', { recursive: true }) as string[])
      expect(isUnrouted(`/${file}`), file).toBe(false);
    for (const unknown of ['/nos-services.html', '/blog/2019/05/article', '/services/ancien', '/index.php', '/Contact'])
      expect(isUnrouted(unknown), unknown).toBe(true);
  });

  it('proxy.ts matches the same addresses (its matcher repeats the pattern as a literal)', () => {
    const source = fs.readFileSync('proxy.ts', 'utf8');
    const literal = /'\/\((\(\?!\(\?:_next.*?)\)',\n/.exec(source)?.[1];
    expect(literal?.replaceAll('\\\\', '\\')).toBe(UNROUTED_PATTERN);
  });
});

describe('redirects in the database', () => {
  setUpAdminSession();
  const rows = async () =>
    Object.fromEntries(
      (await sql()<{ source: string; target: string }[]>`select source, target from redirects`).map((r) => [
        r.source,
        r.target,
      ]),
    );

  it('a published article that changes slug keeps its old address; chains collapse; coming back removes the loop', async () => {
    const post = await createEntry('post', postInput('premier-nom'));
    const draft = await createEntry('post', postInput('brouillon-nom', { status: 'draft' }));
    await updateEntry('post', post.id, postInput('deuxieme-nom'));
    expect(await rows()).toEqual({ '/blog/premier-nom': '/blog/deuxieme-nom' });
    await updateEntry('post', post.id, postInput('troisieme-nom'));
    expect(await rows()).toEqual({
      '/blog/premier-nom': '/blog/troisieme-nom',
      '/blog/deuxieme-nom': '/blog/troisieme-nom',
    });
    await updateEntry('post', post.id, postInput('premier-nom'));
    expect(await rows()).toEqual({
      '/blog/deuxieme-nom': '/blog/premier-nom',
      '/blog/troisieme-nom': '/blog/premier-nom',
    });
    // A draft was never online: its old slug leads nowhere.
    await updateEntry('post', draft.id, postInput('brouillon-renomme', { status: 'draft' }));
    expect(Object.keys(await rows())).not.toContain('/blog/brouillon-nom');
    expect(await redirectMap()).toEqual(await rows());
  });

  it('a renamed category with articles online keeps its blog page’s old address', async () => {
    const category = await createCategory({ name: 'Éditions anciennes', slug: 'editions-anciennes' });
    await createEntry('post', postInput('dans-la-categorie', { categoryId: category.id }));
    invalidated.length = 0;
    expect(await updateCategory({ id: category.id, name: 'Éditions rares', slug: 'editions-rares' })).toMatchObject({
      ok: true,
    });
    expect((await rows())['/blog/categorie/editions-anciennes']).toBe('/blog/categorie/editions-rares');
    expect(invalidated).toContain('redirects');
  });

  it('the owner’s redirects: French errors write nothing; a target must be a page; loops refused', async () => {
    await createEntry('post', postInput('page-cible'));
    const before = await rows();
    expect(await saveRedirectAction({ source: 'ancienne-page', target: '/contact' })).toMatchObject({
      ok: false,
      error: M.source,
    });
    expect(await saveRedirectAction({ source: '/contact', target: '/a-propos' })).toMatchObject({
      ok: false,
      error: M.isPage,
    });
    expect(await saveRedirectAction({ source: '/admin/x', target: '/contact' })).toMatchObject({
      ok: false,
      error: M.reserved,
    });
    expect(await saveRedirectAction({ source: '/vieux.html', target: '/blog/inexistant' })).toMatchObject({
      ok: false,
      error: M.noPage('/blog/inexistant'),
    });
    expect(await saveRedirectAction({ source: '/vieux.html', target: '/vieux.html' })).toMatchObject({
      ok: false,
      error: M.loop,
    });
    expect(await rows()).toEqual(before);

    invalidated.length = 0;
    expect(
      await saveRedirectAction({ source: 'https://ancien.example/vieux.html?x=1', target: '/blog/page-cible/' }),
    ).toEqual({
      ok: true,
      message: M.saved,
    });
    expect((await rows())['/vieux.html']).toBe('/blog/page-cible');
    expect(invalidated).toEqual(['redirects']);
    // Edited: the old source goes, the new one comes.
    await saveRedirectAction({ source: '/tres-vieux.html', target: '/contact', previous: '/vieux.html' });
    expect((await rows())['/vieux.html']).toBeUndefined();
    expect((await rows())['/tres-vieux.html']).toBe('/contact');
    expect(await deleteRedirectAction({ id: '/tres-vieux.html' })).toEqual({ ok: true, message: M.deleted });
    expect((await rows())['/tres-vieux.html']).toBeUndefined();
    const [entry] = await sql()`select summary from audit_log where entity = 'redirect' order by id desc limit 1`;
    expect(entry!.summary).toContain('/tres-vieux.html');
  });

  it('a CSV import writes every line in one transaction, or nothing and the lines to fix', async () => {
    const before = await rows();
    const bad = await importRedirectsAction({
      csv: 'Ancienne;Nouvelle\n/un.html;/contact\n/deux.html;/nulle-part\n/contact;/services\n/un.html;/a-propos\n',
    });
    expect(bad).toEqual({
      ok: false,
      error: M.csvRejected,
      details: [
        M.csvLine(3, M.noPage('/nulle-part')),
        M.csvLine(4, M.isPage),
        M.csvLine(5, '/un.html figure déjà ligne 2'),
      ],
    });
    expect(await rows()).toEqual(before);
    const lines = Array.from({ length: 200 }, (_, i) => `/ancien/page-${i}.html;/services`).join('\n');
    expect(await importRedirectsAction({ csv: lines })).toEqual({ ok: true, message: M.imported(200) });
    expect(Object.keys(await rows())).toHaveLength(Object.keys(before).length + 200);
    expect(await importRedirectsAction({ csv: '\n\n' })).toMatchObject({ ok: false, error: M.csvEmpty });
  });
});
