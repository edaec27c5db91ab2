// Test fixture builders: one complete input per content kind, overridden where a test cares.
import type { BlogPostInput, TutorialInput } from '@/lib/data/entries';
import type { ProjectInput } from '@/lib/data/project-admin';

export const TEST_IMAGE = '/images/defaults/generique.jpg';

/** An article, published now unless `status` says otherwise. */
export const postInput = (slug: string, overrides: Partial<BlogPostInput> = {}): BlogPostInput => ({
  title: `Zéphyrin ${slug}`,
  slug,
  excerpt: 'Un résumé zéphyrin.',
  content: 'Corps',
  imageUrl: TEST_IMAGE,
  postDate: '2026-01-02',
  author: null,
  categoryId: null,
  tags: ['zephyr'],
  ...overrides,
});

/** A project (its images are passed apart, to createProject). */
export const projectInput = (slug: string, overrides: Partial<ProjectInput> = {}): ProjectInput => ({
  title: `Zéphyrin ${slug}`,
  slug,
  description: 'Projet zéphyrin',
  categoryId: null,
  client: null,
  projectDate: null,
  challenge: null,
  solution: null,
  results: null,
  projectLink: null,
  ...overrides,
});

/** A tutorial without a video. */
export const tutorialInput = (slug: string, overrides: Partial<TutorialInput> = {}): TutorialInput => ({
  title: `Zéphyrin ${slug}`,
  slug,
  description: 'Tutoriel zéphyrin',
  duration: null,
  thumbnail: TEST_IMAGE,
  categoryId: null,
  videoId: null,
  tags: [],
  ...overrides,
});
