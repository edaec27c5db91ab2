// The text of a list or teaser card (a post's excerpt, a tutorial's description). Cards show it clamped to
// two or three lines (`line-clamp` in app/globals.css), but the whole text was sent: in the HTML and again
// in the page's RSC payload, the cards being client components. An excerpt may hold 1,000 characters and a
// description 5,000 (lib/validation/schemas.ts), so six long descriptions put /tutoriels 60 KB over its
// size. Cards get the text cut to more than three lines can show at their widest, on a word boundary,
// with « … »; the demo texts (106-158 characters) are under the limit and go whole.
export const CARD_TEXT_MAX = 240;

export function cardText(text: string, max = CARD_TEXT_MAX): string {
  const chars = Array.from(text); // code points: never half of a surrogate pair
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.search(/\s\S*$/u);
  const words = space > max / 2 ? cut.slice(0, space) : cut;
  return `${words.replace(/[\s,;:.…–—-]+$/u, '')}…`;
}
