// Prerendered documents are stored in ASCII (lib/performance/ascii-html.mjs), and the rewrite changes
// nothing a browser or a crawler reads.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeNonAscii, withAsciiHtml } from '@/lib/performance/ascii-html.mjs';
import Handler from '@/lib/performance/cache-handler.mjs';
import { decodeReferences } from '../e2e/fixtures/html';
import { fileSystemCacheOptions } from './support/file-system-cache';

const NON_ASCII = /[^\x00-\x7f]/u;

// What the browser reads back: references in text and attributes (decoded as the e2e suite does),
// JavaScript/JSON strings in scripts.
const scripts = (html: string) => [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
const outsideRawText = (html: string) => html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, '<$1></$1>');

const flight = JSON.stringify([1, '5:["$","h1",null,{"children":"L’équipe — 2 € la page… 📚"}]\n']);
const jsonLd = JSON.stringify({ '@type': 'Organization', name: 'Studio', slogan: 'Mise en page d’ouvrages — €' });
const document = [
  '<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"/>',
  '<title>L’atelier — mise en page</title>',
  '<meta name="description" content="Devis en 24 h… à partir de 2 € la page"/>',
  '<style>.quote::before{content:"«\u00a0"}.dash::after{content:"—"}</style>',
  `<script type="application/ld+json">${jsonLd}</script>`,
  '</head><body><h1>L’équipe de l’atelier</h1><p>Éditeurs, auteurs — 📚 et « livres » ✓</p>',
  '<img alt="Couverture d’un roman" src="/a.png"/>',
  `<script>(self.__next_f=self.__next_f||[]).push(${flight})</script>`,
  '</body></html>',
].join('');

describe('encodeNonAscii', () => {
  const encoded = encodeNonAscii(document);

  it('leaves no character outside ASCII: Latin-1 accents and guillemets included, and wider ones', () => {
    expect(NON_ASCII.test(document)).toBe(true);
    expect(NON_ASCII.test(encoded)).toBe(false);
    expect(encoded).toContain('<p>&#201;diteurs, auteurs &#8212; &#128218; et &#171; livres &#187; &#10003;</p>');
  });

  it('text, titles and attributes read back the same', () => {
    expect(decodeReferences(outsideRawText(encoded))).toBe(outsideRawText(document));
    expect(encoded).toContain('<title>L&#8217;atelier &#8212; mise en page</title>');
    expect(encoded).toContain('content="Devis en 24 h&#8230; &#224; partir de 2 &#8364; la page"');
    expect(encoded).toContain('alt="Couverture d&#8217;un roman"');
  });

  it('scripts keep their meaning: the RSC payload and JSON-LD parse to the same values', () => {
    const [ld, payload] = scripts(encoded);
    expect(JSON.parse(ld!)).toEqual(JSON.parse(jsonLd));
    const pushed: unknown[] = [];
    new Function('self', payload!)({ __next_f: pushed });
    expect(pushed).toEqual([JSON.parse(flight)]);
    expect(payload).not.toContain('&#');
    expect(payload).toContain('L\\u2019\\u00e9quipe');
  });

  it('styles use CSS escapes', () => {
    expect(encoded).toContain('.dash::after{content:"\\002014"}');
    expect(encoded).toContain('.quote::before{content:"\\0000ab\\0000a0"}');
  });

  it('returns an ASCII document unchanged', () => {
    const plain = '<html><body><p>&#201;diteurs &amp; auteurs</p></body></html>';
    expect(encodeNonAscii(plain)).toBe(plain);
  });
});

// The handler is Next's own file-system cache: a page entry written at run time (a page regenerated
// after an admin's change) and a page read back from disk (a build's prerendered page) both come out
// in ASCII.
describe('the cache handler', () => {
  const page = (html: string) => ({
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from('0:{}'),
    headers: {},
    status: 200,
    postponed: undefined,
    segmentData: new Map(),
  });

  it('stores and reads page documents in ASCII', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ascii-cache-'));
    try {
      const cache = new Handler(fileSystemCacheOptions(dir));
      const key = '/contact';
      const entry = page('<html><body><h1>L’équipe</h1></body></html>');
      await cache.set(key, entry, { cacheControl: { revalidate: false, expire: undefined } });
      const written = fs.readFileSync(path.join(dir, 'app', 'contact.html'), 'utf8');
      expect(written).toBe('<html><body><h1>L&#8217;&#233;quipe</h1></body></html>');

      // A document on disk with characters outside ASCII, as a build leaves it, is rewritten when read.
      fs.writeFileSync(
        path.join(dir, 'app', 'contact.html'),
        '<html><body><p>2 € la page, déjà « prête »</p></body></html>',
      );
      const read = await cache.get(key, { kind: 'APP_PAGE', isRoutePPREnabled: true, isFallback: false });
      expect(read?.value?.html).toBe(
        '<html><body><p>2 &#8364; la page, d&#233;j&#224; &#171; pr&#234;te &#187;</p></body></html>',
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('never stores an answer that is not a 200 (a 404 of a random address), but rewrites the document sent', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ascii-cache-'));
    try {
      const cache = new Handler(fileSystemCacheOptions(dir));
      const missing = { ...page('<html><body><h1>Article non trouvé</h1></body></html>'), status: 404 };
      await cache.set('/blog/x', missing, { cacheControl: { revalidate: false, expire: undefined } });
      expect(fs.readdirSync(dir, { recursive: true })).toEqual([]);
      expect(missing.html).toBe('<html><body><h1>Article non trouv&#233;</h1></body></html>');
      expect(await cache.get('/blog/x', { kind: 'APP_PAGE', isRoutePPREnabled: true, isFallback: false })).toBeNull();

      await cache.set('/blog/y', page('<html><body><h1>Un article</h1></body></html>'), {
        cacheControl: { revalidate: false, expire: undefined },
      });
      expect(fs.existsSync(path.join(dir, 'app', 'blog', 'y.html'))).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('does not store a page whose render straddled an invalidation of its tags (a save during its render)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ascii-cache-'));
    const ctx = { kind: 'APP_PAGE', isRoutePPREnabled: true, isFallback: false };
    const control = { cacheControl: { revalidate: false, expire: undefined } };
    const tagged = (html: string) => ({ ...page(html), headers: { 'x-next-cache-tags': '_N_T_/,settings' } });
    try {
      const cache = new Handler(fileSystemCacheOptions(dir));
      // Asked for, then the owner saves (updateTag) while it renders, then the render is stored: dropped.
      expect(await cache.get('/', ctx)).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 5));
      await cache.revalidateTag(['settings']);
      await cache.set('/', tagged('<html><body>former values</body></html>'), control);
      expect(await cache.get('/', ctx)).toBeNull();
      // The next render, begun after the save, is stored as usual.
      await new Promise((resolve) => setTimeout(resolve, 5));
      await cache.set('/', tagged('<html><body>new values</body></html>'), control);
      expect((await cache.get('/', ctx))?.value?.html).toBe('<html><body>new values</body></html>');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('passes other entries through untouched', async () => {
    const calls: unknown[] = [];
    class Base {
      async get() {
        return { value: { kind: 'APP_ROUTE', body: Buffer.from('’') } };
      }
      async set(_key: string, data: unknown) {
        calls.push(data);
      }
    }
    const Cache = withAsciiHtml(Base as never);
    const cache = new Cache({});
    const route = await cache.get('/feed', { kind: 'APP_ROUTE' });
    expect(route.value.body.toString()).toBe('’');
    await cache.set('/x', { kind: 'FETCH', data: { body: '’' } }, {});
    expect(calls).toEqual([{ kind: 'FETCH', data: { body: '’' } }]);
  });
});
