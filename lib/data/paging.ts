// Page sizes of the paged public lists, and the arithmetic their reads share.
import type { Page } from './types';

export const BLOG_PAGE_SIZE = 6;

// Tutorials and projects per page (/tutoriels, /portfolio, their /page/{n} paths and the portfolio
// filter's JSON), sized for the 100 KB HTML budget: a tutorial card costs about twice a project card
// in the document (markup and payload), and 12 tutorials or 24 projects came too close to the budget
// for longer texts. At these sizes the
// demo data (9 tutorials, 17 projects) spans two pages of each list, which the end-to-end tests
// exercise (e2e/paged-lists.spec.ts).

/** Tutorials per page: two rows of three cards. */
export const TUTORIALS_PAGE_SIZE = 6;

/** Projects per page: six rows of two cards. */
export const PORTFOLIO_PAGE_SIZE = 12;

/** Bounds of the cached reads' arguments (lib/data/cached-args.ts): a page number, a page size, a list. */
export const MAX_PAGE = 100_000;
export const MAX_PAGE_SIZE = 48;
export const MAX_LIST = 100;

/** The page actually served for a requested one (clamped to 1..pageCount) and its row offset. */
export function pageSlice(total: number, requested: number | undefined, size: number) {
  const pageCount = Math.ceil(total / size);
  const page = Math.min(Math.max(1, Math.floor(requested ?? 1) || 1), Math.max(pageCount, 1));
  return { page, pageCount, offset: (page - 1) * size };
}

export const emptyPage = <T>(pageSize: number): Page<T> => ({ items: [], total: 0, page: 1, pageCount: 0, pageSize });
