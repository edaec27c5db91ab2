// Prerendered documents written with character references for every character outside ASCII, so the
// document Next serves is a pure-ASCII string.
//
// Why: `next start` keeps each prerendered page as one JavaScript string and writes it, UTF-8 encoded, to
// every response. V8 stores a string holding any character above U+00FF (’ — € … in French copy) with
// two bytes per character, and such a string costs about twice as much to encode on every request as the
// same document in one-byte form. A one-byte string that still holds Latin-1 letters (é à ç « ») is
// encoded character by character; a pure-ASCII one is copied as it is. Served as pure ASCII, the home page
// answers more than twice the requests per second it does as built (docs/FAST-PAGES.md). The rewrite is lossless: the browser decodes `&#233;` to é in text and
// attributes, and `\u00e9` to é in script strings (the inline RSC payload, JSON-LD). It costs 5 bytes
// per accented letter.
//
// Plain .mjs: Next loads the cache handler at run time without compiling it.

const NON_ASCII = /[^\x00-\x7f]/;
const NON_ASCII_CODE_POINTS = /[^\x00-\x7f]/gu;
const NON_ASCII_UNITS = /[^\x00-\x7f]/g;
// Raw-text elements, where character references are not decoded.
const RAW_TEXT = /(<script\b[^>]*>)([\s\S]*?)(<\/script>)|(<style\b[^>]*>)([\s\S]*?)(<\/style>)/gi;

const reference = (c) => `&#${c.codePointAt(0)};`;
// Script contents are JavaScript or JSON strings (React and Next escape everything else): a \u escape
// per UTF-16 unit is valid in both, surrogate pairs included.
const scriptEscape = (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
// CSS escape with all six hex digits, so no terminating space is needed.
const cssEscape = (c) => `\\${c.codePointAt(0).toString(16).padStart(6, '0')}`;

/** @param {string} html @returns {string} the same document in ASCII */
export function encodeNonAscii(html) {
  if (!NON_ASCII.test(html)) return html;
  let out = '';
  let last = 0;
  for (const m of html.matchAll(RAW_TEXT)) {
    out += html.slice(last, m.index).replace(NON_ASCII_CODE_POINTS, reference);
    out += m[1]
      ? m[1] + m[2].replace(NON_ASCII_UNITS, scriptEscape) + m[3]
      : m[4] + m[5].replace(NON_ASCII_CODE_POINTS, cssEscape) + m[6];
    last = m.index + m[0].length;
  }
  out += html.slice(last).replace(NON_ASCII_CODE_POINTS, reference);
  // Flatten the concatenation once here rather than on every response.
  return out.length > 0 ? Buffer.from(out, 'latin1').toString('latin1') : out;
}

// Entries already rewritten: Next's memory cache hands back the same object on every hit.
const encoded = new WeakSet();
/**
 * Rewrites a page entry (the shape Next's incremental cache stores for the App Router) in place:
 * `prepare` first (for whole documents only: a document with a postponed part is a shell the server
 * completes at request time), then the ASCII encoding.
 * @param {(html: string) => string} prepare
 */
function encodePage(value, prepare) {
  if (!value || value.kind !== 'APP_PAGE' || typeof value.html !== 'string' || encoded.has(value)) return;
  value.html = encodeNonAscii(value.postponed ? value.html : prepare(value.html));
  encoded.add(value);
}

/**
 * Next's own file-system cache, with page documents stored in ASCII. Entries read from disk
 * (the build's prerendered pages) are rewritten once, in the object Next keeps in its memory cache;
 * entries rendered at run time (after an admin's change) are rewritten before they are stored.
 * @param {new (options: object) => any} FileSystemCache
 * @param {(html: string) => string} [prepare] another rewrite of whole documents, applied first
 */
export function withAsciiHtml(FileSystemCache, prepare = (html) => html) {
  return class AsciiHtmlCache extends FileSystemCache {
    async get(key, ctx) {
      const data = await super.get(key, ctx);
      encodePage(data?.value, prepare);
      return data;
    }

    async set(key, data, ctx) {
      encodePage(data, prepare);
      return super.set(key, data, ctx);
    }
  };
}
