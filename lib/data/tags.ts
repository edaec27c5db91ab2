import { KINDS } from '@/lib/kinds';

// One tag map for every cached read, so invalidation stays greppable; each kind of content's own tag is
// in its description (lib/kinds.ts).
export const TAGS = {
  projects: KINDS.project.tag,
  project: (slug: string) => `project:${slug}`,
  categories: 'categories',
  blog: KINDS.post.tag,
  tutorials: KINDS.tutorial.tag,
  date: 'dynamic-date',
  pricing: 'pricing',
  settings: 'settings',
  media: 'media',
  redirects: 'redirects',
  letters: 'letters',
} as const;
