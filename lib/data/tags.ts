// One tag map for every cached read, so invalidation stays greppable.
export const TAGS = {
  projects: 'projects',
  project: (slug: string) => `project:${slug}`,
  categories: 'categories',
  blog: 'blog',
  tutorials: 'tutorials',
  date: 'dynamic-date',
  pricing: 'pricing',
} as const;
