// One reading of a Markdown body (articles, tutorials): the images and links it shows, taken from the
// parse the public renderer itself runs (react-markdown = remark-parse, then mdast-util-to-hast, then its
// URL transform). The media library's uses, the foreign-image rule and the public page's image sizes all
// read a body through here, so a construct the renderer shows (an alt text with brackets, a title, a
// reference-style image) is never missed by one of them. tests/markdown-read.test.ts renders the same
// cases and compares.
import type { Nodes, Root } from 'mdast';
import { normalizeUri } from 'micromark-util-sanitize-uri';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

export type BodyImage = { url: string; alt: string; title: string | null };
export type BodyReading = { images: BodyImage[]; links: string[] };

const parser = unified().use(remarkParse);

// react-markdown's defaultUrlTransform, restated: importing react-markdown here would bring React into every
// process that saves a body (the data layer runs outside Next too). tests/markdown-read.test.ts checks both agree.
const SAFE_PROTOCOL = /^(https?|ircs?|mailto|xmpp)$/i;
export function urlTransform(value: string): string {
  const colon = value.indexOf(':');
  const before = (i: number) => i !== -1 && colon > i;
  if (colon === -1 || before(value.indexOf('/')) || before(value.indexOf('?')) || before(value.indexOf('#')))
    return value;
  return SAFE_PROTOCOL.test(value.slice(0, colon)) ? value : '';
}

/** The URL as the rendered element carries it: percent-encoded like mdast-util-to-hast, unsafe schemes emptied. */
const rendered = (raw: string) => urlTransform(normalizeUri(raw));

/** The images (in order, one per occurrence) and link targets a body shows. */
export function readBody(markdown: string): BodyReading {
  const tree = parser.parse(markdown ?? '') as Root;
  // Reference definitions: the first one of an identifier wins, matched case-insensitively (as to-hast does).
  const definitions = new Map<string, { url: string; title: string | null }>();
  const collect = (node: Nodes) => {
    if (node.type === 'definition') {
      const id = node.identifier.toUpperCase();
      if (!definitions.has(id)) definitions.set(id, { url: node.url, title: node.title ?? null });
    }
    if ('children' in node) for (const child of node.children) collect(child);
  };
  collect(tree);

  const images: BodyImage[] = [];
  const links: string[] = [];
  const walk = (node: Nodes) => {
    // Raw HTML is never rendered (skipHtml): an <img> written as HTML shows nothing.
    if (node.type === 'image') images.push({ url: rendered(node.url), alt: node.alt ?? '', title: node.title ?? null });
    else if (node.type === 'imageReference') {
      const d = definitions.get(node.identifier.toUpperCase());
      // An undefined reference is shown as its text, not as an image.
      if (d) images.push({ url: rendered(d.url), alt: node.alt ?? '', title: d.title });
    } else if (node.type === 'link') links.push(rendered(node.url));
    else if (node.type === 'linkReference') {
      const d = definitions.get(node.identifier.toUpperCase());
      if (d) links.push(rendered(d.url));
    }
    if ('children' in node) for (const child of node.children) walk(child);
  };
  walk(tree);
  return { images, links };
}

/** The image URLs a body shows, in order (a repeated image once). */
export const bodyImageUrls = (markdown: string): string[] => [...new Set(readBody(markdown).images.map((i) => i.url))];
