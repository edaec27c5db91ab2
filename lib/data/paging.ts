// Page sizes of the paged public lists, and the arithmetic their reads share.
import type { Page } from './types';

export const BLOG_PAGE_SIZE = 6;

const DEFAULT_LIST_PAGE_SIZE = 24;

/** LIST_PAGE_SIZE from the environment: a whole number from 1 to 100, else the default (24). */
export function listPageSize(raw: string | undefined): number {
  const n = raw && /^\d{1,3}$/.test(raw.trim()) ? Number(raw) : 0;
  return n >= 1 && n <= 100 ? n : DEFAULT_LIST_PAGE_SIZE;
}

/**
 * Tutorials and projects per page (/tutoriels, /portfolio, their /page/{n} paths and the portfolio's
 * filtered JSON). Read when the build prerenders the lists: LIST_PAGE_SIZE exists so the end-to-end
 * tests can build small pages from the demo data (e2e/paged-lists.spec.ts); leave it unset otherwise.
 */
export const LIST_PAGE_SIZE = listPageSize(process.env.LIST_PAGE_SIZE);

/** The page actually served for a requested one (clamped to 1..pageCount) and its row offset. */
export function pageSlice(total: number, requested: number | undefined, size: number) {
  const pageCount = Math.ceil(total / size);
  const page = Math.min(Math.max(1, Math.floor(requested ?? 1) || 1), Math.max(pageCount, 1));
  return { page, pageCount, offset: (page - 1) * size };
}

export const emptyPage = <T>(pageSize: number): Page<T> => ({ items: [], total: 0, page: 1, pageCount: 0, pageSize });
