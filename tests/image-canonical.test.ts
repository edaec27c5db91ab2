// The image addresses the site makes (lib/images/canonical.ts): proxy.ts answers 400 to every other optimiser
// request, and the forms refuse alias paths before they are stored.
import { describe, expect, test } from 'vitest';
import { isCanonicalHttpsUrl, isCanonicalImagePath, isCanonicalOptimiserQuery } from '@/lib/images/canonical';
import { imageUrl } from '@/lib/validation/schemas';
import { foreignBodyImage } from '@/lib/validation/body-images';

const SUPABASE = 'https://projet.supabase.co';
const query = (url: string, w = '640', q = '75') => new URLSearchParams({ url, w, q });

describe('the optimiser', () => {
  test('accepts what the site makes', () => {
    for (const url of [
      '/storage/project-images/magazine-1.jpg',
      '/storage/blog-images/a_b-c.webp',
      '/images/defaults/livres.jpg',
      '/api/og/accueil',
      '/api/miniature/dQw4w9WgXcQ',
      `${SUPABASE}/storage/v1/object/public/project-images/x.jpg`,
    ])
      expect(isCanonicalOptimiserQuery(query(url), SUPABASE), url).toBe(true);
    for (const w of ['64', '128', '256', '828', '1200', '1920'])
      expect(isCanonicalOptimiserQuery(query('/images/defaults/livres.jpg', w))).toBe(true);
  });

  test('refuses every alias, fragment, odd character, width, quality or parameter', () => {
    const img = '/storage/project-images/x.jpg';
    for (const url of [
      `${img}#1`,
      '/storage/project-images/./x.jpg',
      '/storage/project-images/../project-images/x.jpg',
      '/storage/v1/../project-images/x.jpg',
      '/images/../storage/project-images/x.jpg',
      '/storage/project-images//x.jpg',
      '/storage/project-images/%2e%2e/x.jpg',
      `${img}\nforged`,
      `${img}?v=1`,
      '/api/og/accueil#a',
      '/api/og?x=1',
      '/api/miniature/short',
      '/_next/static/chunk.js',
      '//evil.example/x.jpg',
      'https://evil.example/storage/v1/object/public/project-images/x.jpg',
      `${SUPABASE}/storage/v1/object/public/project-images/../x.jpg`,
      `${SUPABASE}/storage/v1/object/public/project-images/x.jpg#1`,
    ])
      expect(isCanonicalOptimiserQuery(query(url), SUPABASE), JSON.stringify(url)).toBe(false);
    expect(isCanonicalOptimiserQuery(query(img, '641'))).toBe(false);
    expect(isCanonicalOptimiserQuery(query(img, '640', '80'))).toBe(false);
    expect(isCanonicalOptimiserQuery(new URLSearchParams(`url=${img}&w=640&q=75&x=1`))).toBe(false);
    expect(isCanonicalOptimiserQuery(new URLSearchParams(`url=${img}&url=${img}&w=640&q=75`))).toBe(false);
    // Without a Supabase project, no remote image at all.
    expect(isCanonicalOptimiserQuery(query(`${SUPABASE}/storage/v1/object/public/project-images/x.jpg`))).toBe(false);
  });
});

describe('stored paths', () => {
  test('a cover, a gallery image or a body image refuses `.` and `..` segments', () => {
    expect(isCanonicalImagePath('/storage/blog-images/x.jpg')).toBe(true);
    for (const alias of [
      '/storage/blog-images/./x.jpg',
      '/storage/blog-images/../blog-images/x.jpg',
      '/images//x.jpg',
    ]) {
      expect(isCanonicalImagePath(alias)).toBe(false);
      expect(imageUrl.safeParse(alias).success).toBe(false);
      expect(foreignBodyImage(`Texte\n\n![Une image](${alias})`)).toBe(alias);
    }
    expect(imageUrl.safeParse('/storage/blog-images/x.jpg').success).toBe(true);
    expect(foreignBodyImage('![Une image](/storage/blog-images/x.jpg)')).toBeNull();
    expect(isCanonicalHttpsUrl('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg')).toBe(true);
    expect(isCanonicalHttpsUrl('https://i.ytimg.com/vi/../x.jpg')).toBe(false);
  });
});
