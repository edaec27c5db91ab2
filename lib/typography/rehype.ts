// A rehype plugin for react-markdown: French typography on the text of a markdown body as it renders,
// never inside code. Each text node is typeset with the last character before it in its block, so
// « **gras** : suite » gets its no-break space although the colon starts a text node of its own.
import 'server-only';
import type { Element, Root, RootContent } from 'hast';
import { typeset } from './french';

const VERBATIM = new Set(['code', 'pre', 'kbd', 'samp', 'script', 'style']);
const BLOCKS = new Set([
  'p',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'td',
  'th',
  'dt',
  'dd',
  'figcaption',
]);

function walk(nodes: RootContent[], state: { prev: string }) {
  for (const node of nodes) {
    if (node.type === 'text') {
      // The context character comes back first (typography only changes or adds spaces after it).
      node.value = typeset(state.prev + node.value).slice(state.prev.length);
      state.prev = node.value.slice(-1) || state.prev;
    } else if (node.type === 'element') {
      const el = node as Element;
      // An image's title is its caption (components/blog/markdown.tsx): text a reader sees.
      if (el.tagName === 'img' && typeof el.properties?.title === 'string')
        el.properties.title = typeset(el.properties.title);
      if (VERBATIM.has(el.tagName)) {
        state.prev = 'x'; // code reads as a word: « `npm` : … » still gets its space
        continue;
      }
      if (BLOCKS.has(el.tagName)) state.prev = '';
      walk(el.children, state);
      if (BLOCKS.has(el.tagName)) state.prev = '';
    }
  }
}

export function rehypeFrenchTypography() {
  return (tree: Root) => walk(tree.children, { prev: '' });
}
