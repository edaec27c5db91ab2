// Pure rules shared by the admin forms and the server actions: tags, slugs, video ids, ranks, schemas.
import { describe, expect, it } from 'vitest';
import { MSG } from '@/lib/copy/messages';
import {
  blogPostSchema,
  categorySchema,
  createUserSchema,
  projectSchema,
  tutorialSchema,
} from '@/lib/validation/schemas';
import { coerceRank, isRankInRange, parseTags, parseVideoId, slugify, videoThumbnailUrl } from '@/lib/validation/text';
import { MAX_IMAGE_BYTES, checkImageFile } from '@/lib/validation/upload';

describe('parseTags', () => {
  it('splits on commas, trims and drops empties', () => {
    expect(parseTags(' InDesign, typographie ,, ,impression ')).toEqual(['InDesign', 'typographie', 'impression']);
    expect(parseTags('')).toEqual([]);
    expect(parseTags(' , ,')).toEqual([]);
  });
  it('keeps a tag once (case-insensitive) and collapses inner spaces', () => {
    expect(parseTags('PDF, pdf,  mise   en page, PDF')).toEqual(['PDF', 'mise en page']);
  });
  it('accepts an array as well', () => {
    expect(parseTags([' a ', '', 'b'])).toEqual(['a', 'b']);
  });
});

describe('slugify', () => {
  it('strips French accents and ligatures', () => {
    expect(slugify('Édition numérique')).toBe('edition-numerique');
    expect(slugify('Cœur de l’œuvre à Noël')).toBe('coeur-de-l-oeuvre-a-noel');
    expect(slugify('  Mise en page — Word !  ')).toBe('mise-en-page-word');
  });
  it('produces a slug the database accepts, within the length limit', () => {
    const slug = slugify('Très long titre '.repeat(30), 60);
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
  it('gives an empty string when nothing is left', () => {
    expect(slugify('!!! ???')).toBe('');
  });
});

describe('parseVideoId', () => {
  const id = 'dQw4w9WgXcQ';
  it.each([
    [`https://www.youtube.com/watch?v=${id}`],
    [`https://youtube.com/watch?feature=share&v=${id}&t=42`],
    [`https://m.youtube.com/watch?v=${id}`],
    [`https://youtu.be/${id}?si=abc`],
    [`youtu.be/${id}`],
    [`https://www.youtube.com/embed/${id}`],
    [`https://www.youtube-nocookie.com/embed/${id}?rel=0`],
    [`https://www.youtube.com/shorts/${id}`],
    [`https://www.youtube.com/live/${id}`],
    [id],
    [`  ${id}  `],
  ])('reads %s', (input) => {
    expect(parseVideoId(input)).toBe(id);
  });
  it.each([
    [''],
    ['   '],
    ['https://vimeo.com/12345678'],
    ['https://www.youtube.com/watch'],
    ['not a video!'],
    ['https://youtube.com/embed/<script>'],
  ])('refuses %j', (input) => {
    expect(parseVideoId(input)).toBeNull();
  });
  it('derives the thumbnail from the id', () => {
    expect(videoThumbnailUrl(id)).toBe(`https://i.ytimg.com/vi/${id}/hqdefault.jpg`);
  });
});

describe('rank coercion', () => {
  it('turns a non-numeric entry into 1', () => {
    expect(coerceRank('abc')).toBe(1);
    expect(coerceRank('')).toBe(1);
    expect(coerceRank(null)).toBe(1);
    expect(coerceRank(undefined)).toBe(1);
    expect(coerceRank(Number.NaN)).toBe(1);
    expect(coerceRank(Symbol('x'))).toBe(1);
    expect(coerceRank({ toString: () => '2' })).toBe(1);
  });
  it('keeps integers and truncates decimals', () => {
    expect(coerceRank('3')).toBe(3);
    expect(coerceRank(' 7 ')).toBe(7);
    expect(coerceRank('2.9')).toBe(2);
    expect(coerceRank('2,5')).toBe(2);
    expect(coerceRank(4)).toBe(4);
    expect(coerceRank('-2')).toBe(-2);
  });
  it('checks the range 1..N', () => {
    expect(isRankInRange(1, 5)).toBe(true);
    expect(isRankInRange(5, 5)).toBe(true);
    expect(isRankInRange(0, 5)).toBe(false);
    expect(isRankInRange(6, 5)).toBe(false);
    expect(MSG.rankOutOfRange(5)).toBe('Le rang doit être entre 1 et 5');
  });
});

describe('image files', () => {
  it('refuses a non-image type and a file over 10 MB with the French messages', () => {
    expect(checkImageFile({ name: 'notes.txt', type: 'text/plain', size: 10 })).toBe(
      'notes.txt n’est pas un fichier image valide',
    );
    expect(checkImageFile({ name: 'big.png', type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe(
      'big.png dépasse la taille maximale de 10MB',
    );
    expect(checkImageFile({ name: 'ok.png', type: 'image/png', size: MAX_IMAGE_BYTES })).toBeNull();
  });
});

describe('schemas', () => {
  it('category: both fields required, slug normalised', () => {
    const bad = categorySchema.safeParse({ name: '  ', slug: '' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([MSG.required, MSG.required]);
    expect(categorySchema.parse({ name: ' Livres ', slug: 'Beaux Livres' })).toEqual({
      name: 'Livres',
      slug: 'beaux-livres',
    });
  });

  it('project: title, description and an image required; slug derived from the title; rank coerced', () => {
    const bad = projectSchema.safeParse({ title: '', description: '', images: [] });
    expect(bad.success).toBe(false);
    expect(new Set(bad.error?.issues.map((i) => i.message))).toEqual(new Set([MSG.requiredFields]));
    const ok = projectSchema.parse({
      title: 'Catalogue Été 2026',
      description: 'Un catalogue',
      categoryId: '',
      projectLink: '',
      rank: 'x',
      images: [{ url: '/storage/project-images/a.png', altText: '  ' }],
    });
    expect(ok).toMatchObject({
      slug: 'catalogue-ete-2026',
      categoryId: null,
      projectLink: null,
      rank: 1,
      images: [{ url: '/storage/project-images/a.png', altText: null }],
    });
    expect(
      projectSchema.safeParse({
        title: 'T',
        description: 'D',
        projectLink: 'javascript:alert(1)',
        images: [{ url: '/storage/project-images/a.png' }],
      }).success,
    ).toBe(false);
    expect(
      projectSchema.safeParse({ title: 'T', description: 'D', images: [{ url: 'javascript:alert(1)' }] }).success,
    ).toBe(false);
  });

  it('blog post: tags parsed, date optional', () => {
    const ok = blogPostSchema.parse({
      title: 'Titre',
      excerpt: 'Extrait',
      imageUrl: '/storage/blog-images/a.jpg',
      tags: 'a, ,b ,a',
    });
    expect(ok).toMatchObject({ slug: 'titre', tags: ['a', 'b'], content: '' });
    expect(blogPostSchema.safeParse({ title: 'Titre', excerpt: 'Extrait', imageUrl: '' }).success).toBe(false);
    expect(
      blogPostSchema.safeParse({
        title: 'Titre',
        excerpt: 'Extrait',
        imageUrl: '/storage/blog-images/a.jpg',
        postDate: '2026-13-45',
      }).success,
    ).toBe(false);
  });

  it('tutorial: a pasted URL is reduced to its id and the thumbnail falls back to the video’s', () => {
    const ok = tutorialSchema.parse({
      title: 'Tuto',
      description: 'D',
      video: 'https://youtu.be/dQw4w9WgXcQ',
      duration: '12:34',
      tags: 'x,y',
    });
    expect(ok).toMatchObject({
      videoId: 'dQw4w9WgXcQ',
      thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      duration: '12:34',
      tags: ['x', 'y'],
    });
    const noThumb = tutorialSchema.safeParse({ title: 'Tuto', description: 'D' });
    expect(noThumb.success).toBe(false);
    expect(noThumb.error?.issues[0]).toMatchObject({ path: ['thumbnail'], message: MSG.requiredFields });
    expect(
      tutorialSchema.safeParse({ title: 'Tuto', description: 'D', video: 'https://vimeo.com/1' }).error?.issues[0]
        ?.message,
    ).toBe(MSG.invalidVideo);
    expect(
      tutorialSchema.safeParse({ title: 'Tuto', description: 'D', video: 'dQw4w9WgXcQ', duration: '1:5' }).error
        ?.issues[0]?.message,
    ).toBe(MSG.invalidDuration);
  });

  it('user: e-mail normalised', () => {
    expect(createUserSchema.parse({ email: ' Jean@Exemple.FR ', role: 'user' })).toEqual({
      email: 'jean@exemple.fr',
      role: 'user',
    });
    expect(createUserSchema.safeParse({ email: 'pas-un-email', role: 'user' }).success).toBe(false);
  });
});
