import type { BlogPostSummary, Tutorial } from '@/lib/data/types';

// The text of a list or teaser card (a post's excerpt, a tutorial's description). Cards show it clamped to
// two or three lines (`line-clamp` in app/globals.css), but the whole text was sent: in the HTML and again
// in the page's RSC payload, the cards being client components. An excerpt may hold 1,000 characters and a
// description 5,000 (lib/validation/schemas.ts): six long descriptions would add about 60 KB to /tutoriels.
// Cards get 240 characters at most (three lines of a 390 px card hold about 165; a card spanning a tablet's
// width may show all 240, « … » included), cut on a word boundary, with « … ». The demo texts (106-158
// characters) are under the limit and go whole.
export const CARD_TEXT_MAX = 240;

export function cardText(text: string, max = CARD_TEXT_MAX): string {
  const chars = Array.from(text); // code points: never half of a surrogate pair
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.search(/\s\S*$/u);
  const words = space > max / 2 ? cut.slice(0, space) : cut;
  return `${words.replace(/[\s,;:.…–—-]+$/u, '')}…`;
}

type CardItem = { slug: string; title: string; categoryName: string | null };

const card = <V extends 'article' | 'video'>(
  variant: V,
  href: string,
  item: CardItem,
  imageUrl: string,
  text: string,
) => ({
  variant,
  href,
  title: item.title,
  imageUrl,
  categoryName: item.categoryName,
  text: cardText(text),
});

/** What an article shows on a card, in a list or on the home page: its link, title, image and text. */
export const postCard = (post: BlogPostSummary) =>
  card('article', `/blog/${post.slug}`, post, post.imageUrl, post.excerpt);

/** What a tutorial shows on a card, linking straight to its slug (no redirect hop). */
export const tutorialCard = (t: Tutorial) => card('video', `/tutoriels/${t.slug}`, t, t.thumbnail, t.description);
