// Page sizes of the paged public lists, and the arithmetic their reads share.
import type { Page } from './types';

export const BLOG_PAGE_SIZE = 6;

/** LIST_PAGE_SIZE from the environment: a whole number from 1 to 100, else `fallback`. */
export function listPageSize(raw: string | undefined, fallback: number): number {
  const n = raw && /^\d{1,3}$/.test(raw.trim()) ? Number(raw) : 0;
  return n >= 1 && n <= 100 ? n : fallback;
}

// Tutorials and projects per page (/tutoriels, /portfolio, their /page/{n} paths and the portfolio
// filter's JSON), sized for the 100 KB HTML budget. Measured on the built pages: a tutorial card costs
// about 3.5 KB of the document (markup and payload; the demo's, with longer texts and tags, about
// 4.5 KB) on a frame of about 45 KB, a project card 1.7-1.9 KB on a frame of about 48 KB; 12 tutorials
// made 86-87 KB, 24 projects 89-93 KB, too close to the budget for longer texts. Read when the
// build prerenders the lists: LIST_PAGE_SIZE (both lists) exists so the end-to-end tests can build
// small pages from the demo data (e2e/paged-lists.spec.ts); leave it unset otherwise.

/** Tutorials per page: three rows of three cards. */
export const TUTORIALS_PAGE_SIZE = listPageSize(process.env.LIST_PAGE_SIZE, 9);

/** Projects per page: ten rows of two cards. */
export const PORTFOLIO_PAGE_SIZE = listPageSize(process.env.LIST_PAGE_SIZE, 20);

/** The page actually served for a requested one (clamped to 1..pageCount) and its row offset. */
export function pageSlice(total: number, requested: number | undefined, size: number) {
  const pageCount = Math.ceil(total / size);
  const page = Math.min(Math.max(1, Math.floor(requested ?? 1) || 1), Math.max(pageCount, 1));
  return { page, pageCount, offset: (page - 1) * size };
}

export const emptyPage = <T>(pageSize: number): Page<T> => ({ items: [], total: 0, page: 1, pageCount: 0, pageSize });
