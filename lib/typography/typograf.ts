// French typography for everything the site shows: no-break space before « : », narrow no-break space
// before « ; ! ? » and inside « », no-break space between a number and its unit or currency, typographic
// apostrophes and quotes. Built on typograf: its safe tags keep URLs, e-mail addresses and HTML markup
// intact, and its French quote and apostrophe rules are used as they are. Typograf ships no rule that
// adds the French spaces before high punctuation (its only rule there deletes them), so three small rules
// are registered through its documented `addRule` API. The app imports it through ./french.ts, which
// keeps typograf out of every browser bundle; tests import this file directly.
import Typograf from 'typograf';

const NBSP = '\u00a0';
const NNBSP = '\u202f';
/** Any space a writer may have typed before the mark, or none. */
const SPACE = '[ \\u00a0\\u202f\\u2009]?';

Typograf.addRule({
  name: 'fr/space/beforeColon',
  // « Tarifs : » — not « 12:30 » nor « https:// » (a colon followed by a non-space is left alone).
  handler: (text) => text.replace(new RegExp(`([^\\s:;!?«(\\[])${SPACE}:(?=\\s|$)`, 'g'), `$1${NBSP}:`),
});

Typograf.addRule({
  name: 'fr/space/beforeHighPunctuation',
  // « Pourquoi ? », « Bienvenue ! », « ; » — a run such as « ?! » is one mark. A « ? » inside a word
  // (a query string) is left alone.
  handler: (text) =>
    text.replace(new RegExp(`([^\\s:;!?«(\\[])${SPACE}([;!?]+)(?=\\s|$|[»)\\]"”,.…])`, 'g'), `$1${NNBSP}$2`),
});

Typograf.addRule({
  name: 'fr/nbsp/beforeCurrencyPercent',
  // « 125 € », « 95 % » (typograf's afterNumber rule covers units written in letters: « 24 h »).
  handler: (text) => text.replace(new RegExp(`(\\d)${SPACE}(€|%|‰)`, 'g'), `$1${NBSP}$2`),
});

const RULES = [
  'common/punctuation/quote',
  'common/punctuation/apostrophe',
  'common/nbsp/afterNumber',
  'fr/space/beforeColon',
  'fr/space/beforeHighPunctuation',
  'fr/nbsp/beforeCurrencyPercent',
];

// Only the rules above: the others (trimming, short words bound to the next, ellipses, digit grouping…)
// would change copy that SPEC.md gives word for word, or strings that are put together around spaces.
const typograf = new Typograf({ locale: ['fr'], htmlEntity: { type: 'default' }, disableRule: '*', enableRule: RULES });

// The same strings come back on every page (headings, labels, card titles): a bounded memo.
const memo = new Map<string, string>();
const MEMO_SIZE = 5000;

/** The text with French typography. Never pass it a URL, slug, e-mail address or form value. */
export function typeset(text: string): string {
  if (!/[:;!?«»"'%€‰\d]/.test(text)) return text;
  const hit = memo.get(text);
  if (hit !== undefined) return hit;
  const out = typograf.execute(text);
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value!);
  memo.set(text, out);
  return out;
}

/** `typeset` that lets null and undefined through. */
export const typesetOptional = <T extends string | null | undefined>(text: T): T =>
  (typeof text === 'string' ? typeset(text) : text) as T;
