// The shapes of the demo content (content/*.ts); the seed logic is ../index.ts.
import type { ImageKind } from '../images.ts';

export type CategoryKey =
  'livres' | 'magazines' | 'word' | 'brochures' | 'design' | 'numerique' | 'saisie' | 'catalogues';

export type ProjectSeed = {
  slug: string;
  title: string;
  cover: string; // short title drawn on the first image
  category: CategoryKey;
  client: string | null;
  date: string | null;
  description: string;
  challenge: string;
  solution: string;
  results: string;
  link?: string;
  kind: ImageKind;
  images: number;
  noAlt?: number[]; // image positions left without alt text (the UI falls back to the title)
  daysAgo: number;
};

export type BlogSeed = {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  category: CategoryKey;
  tags: string[];
  daysAgo: number;
  kind: ImageKind;
  /** The article body: content/posts/{slug}.md */
  content: string;
};

export type TutorialSeed = {
  slug: string;
  title: string;
  description: string;
  duration: string;
  videoId: string;
  category: CategoryKey | null;
  tags: string[];
  daysAgo: number;
  kind: ImageKind;
  /** The written steps under the video (Markdown). */
  body?: string;
};
