// One reading of a body: what lib/markdown/read.ts says a body shows is what the public renderer shows.
// The renderer's own cases (brackets in an alt text, titles, reference-style images, HTML-looking text,
// code) go through both, and the stored reading of a saved body is the same again.
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown, { defaultUrlTransform } from 'react-markdown';
import { describe, expect, it } from 'vitest';
import { ArticleBody } from '@/components/blog/markdown';
import { bodyReading } from '@/lib/data/body-reading';
import { bodyImageUrls, readBody, urlTransform } from '@/lib/markdown/read';
import { isSiteImage } from '@/lib/images/canonical';
import { foreignBodyImage } from '@/lib/validation/body-images';

export const BODY_CASES: Record<string, string> = {
  brackets: 'Voici :\n\n![Figure [1] : plan](/storage/blog-images/plan.png)',
  nestedBrackets: '![Schéma [a [b]] fin](/storage/blog-images/schema.png) en ligne',
  title: '![Couverture](/storage/blog-images/couverture.png "La couverture")',
  angle: "![Page](</storage/blog-images/page.png> 'Titre')",
  reference: '![Étape 2][deux]\n\n[deux]: /storage/blog-images/etape-2.png "Deux"',
  collapsedAndShortcut: '![Logo][] et ![logo]\n\n[LOGO]: </storage/blog-images/logo.png>',
  firstDefinitionWins: '![x][a]\n\n[a]: /storage/blog-images/premier.png\n[a]: /storage/blog-images/second.png',
  undefinedReference: '![rien][absent] reste du texte',
  html: '<img src="/storage/blog-images/html.png" alt="x"> et <a href="/x">lien</a>',
  inlineCode: 'Écrire `![code](/storage/blog-images/code.png)` affiche le code.',
  fencedCode: '```\n![bloc](/storage/blog-images/bloc.png)\n```',
  escaped: '\\![pas une image](/storage/blog-images/echappee.png)',
  imageInLink: '[![Miniature](/storage/blog-images/mini.png)](/portfolio/livre)',
  foreign: '![Ailleurs](https://example.com/x.png) et ![Ici](/images/defaults/livres.jpg)',
  spaces: '![Espace](</storage/blog-images/a b.png>)',
  links:
    '[Devis](/contact "Nous écrire"), [ref][r], [vide]() et [js](javascript:alert(1))\n\n[r]: https://exemple.fr/page',
  entities: '![A &amp; B](/storage/blog-images/a&amp;b.png)',
};

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const attr = (tag: string, name: string) => {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? decode(m[1]!) : null;
};
// The site's images go through the optimiser: its `url` parameter is the image shown.
const shown = (src: string) =>
  src.startsWith('/_next/image?') ? (new URLSearchParams(src.slice(src.indexOf('?'))).get('url') ?? '') : src;
const imgs = (html: string) =>
  [...html.matchAll(/<img\b[^>]*>/g)].map((m) => ({
    url: shown(attr(m[0], 'src') ?? ''),
    alt: attr(m[0], 'alt') ?? '',
  }));
const hrefs = (html: string) => [...html.matchAll(/<a\b[^>]*>/g)].map((m) => attr(m[0], 'href') ?? '');

describe('one reading of a body', () => {
  for (const [name, markdown] of Object.entries(BODY_CASES)) {
    it(`reads what react-markdown renders: ${name}`, () => {
      // The renderer with its plain elements (skipHtml, as the site): every image and link it makes.
      const plain = renderToStaticMarkup(createElement(Markdown, { skipHtml: true }, markdown));
      const reading = readBody(markdown);
      expect(reading.images.map(({ url, alt }) => ({ url, alt }))).toEqual(imgs(plain));
      expect(reading.links).toEqual(hrefs(plain));
      // The site's body component: the images it keeps are the reading's own images.
      const site = renderToStaticMarkup(ArticleBody({ markdown }) as ReactElement);
      expect(imgs(site)).toEqual(
        reading.images.filter((i) => isSiteImage(i.url)).map(({ url, alt }) => ({ url, alt })),
      );
    });
  }

  it('empties the same unsafe addresses as react-markdown', () => {
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:x',
      'data:text/html,x',
      'vbscript:x',
      '/a:b',
      '?q=a:b',
      '#x:y',
      'https://a.test/x',
      'mailto:a@b.fr',
      'ircs://x',
      'xmpp:x',
      'tel:+261',
      'relative/path',
      '',
    ])
      expect(urlTransform(url), url).toBe(defaultUrlTransform(url));
  });

  it('names the cases a regular expression missed', () => {
    expect(bodyImageUrls(BODY_CASES.brackets!)).toEqual(['/storage/blog-images/plan.png']);
    expect(bodyImageUrls(BODY_CASES.nestedBrackets!)).toEqual(['/storage/blog-images/schema.png']);
    expect(bodyImageUrls(BODY_CASES.collapsedAndShortcut!)).toEqual(['/storage/blog-images/logo.png']);
    expect(bodyImageUrls(BODY_CASES.firstDefinitionWins!)).toEqual(['/storage/blog-images/premier.png']);
    // Text the renderer does not show as an image is no image.
    for (const name of ['html', 'inlineCode', 'fencedCode', 'escaped', 'undefinedReference'])
      expect(bodyImageUrls(BODY_CASES[name]!), name).toEqual([]);
    expect(foreignBodyImage(BODY_CASES.foreign!)).toBe('https://example.com/x.png');
    expect(foreignBodyImage('[![a](https://example.com/i.png)](/blog)')).toBe('https://example.com/i.png');
  });

  it('stores the same reading beside a body, with its alt texts and the md5 of the text read', () => {
    const c = bodyReading(`${BODY_CASES.brackets}\n\n${BODY_CASES.title}`);
    expect(c.body_images).toEqual(['/storage/blog-images/plan.png', '/storage/blog-images/couverture.png']);
    expect(c.body_image_alts).toEqual(['Figure [1] : plan', 'Couverture']);
    expect(c.body_read_hash).toMatch(/^[0-9a-f]{32}$/);
  });
});
