// Which list addresses exist (lib/urls/list-bounds.ts): proxy.ts answers the site's 404 for the others.
import { expect, test } from 'vitest';
import { isListPath, listPathExists, parseListBounds } from '@/lib/urls/list-bounds';

const bounds = { blog: 3, portfolio: 2, tutorials: 1, categories: { 'edition-numerique': 2, livres: 1 } };

test('numbered pages from 2 to the last, canonical only, and known categories exist; nothing else does', () => {
  for (const path of [
    '/blog/page/2',
    '/blog/page/3',
    '/portfolio/page/2',
    '/blog/categorie/livres',
    '/blog/categorie/edition-numerique/page/2',
  ])
    expect(listPathExists(path, bounds), path).toBe(true);
  for (const path of [
    '/blog/page/4',
    '/blog/page/02',
    '/blog/page/1',
    '/blog/page/9999',
    '/portfolio/page/3',
    '/tutoriels/page/2',
    '/blog/categorie/inconnue',
    '/blog/categorie/livres/page/2',
    '/blog/categorie/edition-numerique/page/3',
    '/blog/categorie/__proto__',
  ])
    expect(listPathExists(path, bounds), path).toBe(false);
});

test('only list addresses are checked; a malformed answer is ignored', () => {
  expect(isListPath('/blog/page/2')).toBe(true);
  expect(isListPath('/blog/categorie/x/page/2')).toBe(true);
  expect(isListPath('/blog/un-article')).toBe(false);
  expect(isListPath('/blog')).toBe(false);
  expect(parseListBounds(bounds)).toEqual(bounds);
  for (const bad of [null, {}, { ...bounds, blog: -1 }, { ...bounds, categories: { x: 'deux' } }, 'x'])
    expect(parseListBounds(bad)).toBeNull();
});
