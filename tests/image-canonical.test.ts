// The image addresses the site makes (lib/images/canonical.ts): proxy.ts answers 400 to every other optimiser
// request, and the forms refuse alias paths before they are stored.
import { describe, expect, test } from 'vitest';
import { isCanonicalImagePath, isCanonicalOptimiserQuery, isSiteImage } from '@/lib/images/canonical';
import { MSG } from '@/lib/copy/messages';
import { imageUrl, tutorialSchema } from '@/lib/validation/schemas';
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
  });
});

describe('images only from the site', () => {
  test('its storage, its bundled images and its configured Supabase Storage; no other host', () => {
    for (const url of ['/storage/blog-images/x.jpg', '/images/defaults/livres.jpg'])
      expect(isSiteImage(url, SUPABASE), url).toBe(true);
    expect(isSiteImage(`${SUPABASE}/storage/v1/object/public/blog-images/x.jpg`, SUPABASE)).toBe(true);
    for (const url of [
      'https://example.com/photo.jpg',
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      'https://evil.example/storage/v1/object/public/blog-images/x.jpg',
      `${SUPABASE}/storage/v1/object/public/other-bucket/x.jpg`,
      `${SUPABASE}/storage/v1/object/public/blog-images/incoming/x.jpg`,
      `${SUPABASE}/storage/v1/object/public/blog-images/x.jpg?download=1`,
      'http://projet.supabase.co/storage/v1/object/public/blog-images/x.jpg',
    ])
      expect(isSiteImage(url, SUPABASE), url).toBe(false);
    // Without a Supabase project, no remote image at all.
    expect(isSiteImage(`${SUPABASE}/storage/v1/object/public/blog-images/x.jpg`, undefined)).toBe(false);
  });

  test('every image field refuses another site in French, a body too', () => {
    const foreign = 'https://tracker.example/pixel.jpg';
    expect(imageUrl.safeParse(foreign).error?.issues[0]?.message).toBe(MSG.upload.foreignImage(foreign));
    expect(imageUrl.safeParse('/storage/blog-images/../x.jpg').error?.issues[0]?.message).toBe(MSG.invalidImageUrl);
    expect(foreignBodyImage(`![Pixel](${foreign})`)).toBe(foreign);
  });

  test('a tutorial thumbnail from the video host is its own video’s only', () => {
    const base = { title: 'Vidéo', description: 'D', body: '', video: 'dQw4w9WgXcQ' };
    const own = tutorialSchema.safeParse(base);
    expect(own.success && own.data.thumbnail).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(
      tutorialSchema.safeParse({ ...base, thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg' }).success,
    ).toBe(true);
    const other = tutorialSchema.safeParse({ ...base, thumbnail: 'https://i.ytimg.com/vi/aaaaaaaaaaa/hqdefault.jpg' });
    expect(other.success).toBe(false);
    expect(other.error?.issues[0]?.path).toEqual(['thumbnail']);
  });
});
