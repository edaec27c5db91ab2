// What the numbered pages of the tutorials and portfolio lists share ({list}/page/[page]): the page
// number from the path, per-page metadata (canonical address and title naming the page), and the
// route itself.
import type { Metadata } from 'next';
import { createElement, type ReactNode } from 'react';
import { NotFoundView } from '@/components/layout/not-found-view';
import { ItemNotFound } from '@/components/ui/item-not-found';
import { pagedPath, parsePageNumber, staticPageParams } from '@/lib/paging';
import { buildMetadata } from '@/lib/seo';
import { withTypography } from '@/lib/typography/tree';

type PageParams = Promise<{ page: string }>;

export type ListSeo = { path: string; title: string; description: string; keywords: readonly string[] };

/** « Portfolio : nos réalisations… » → « Portfolio – page 2 : nos réalisations… » (page 1 unchanged). */
export function pagedTitle(title: string, page: number): string {
  if (page <= 1) return title;
  const [head, ...rest] = title.split(' : ');
  return [`${head} – page ${page}`, ...rest].join(' : ');
}

/** Metadata of page `page` of a list: its own canonical path and title. */
function pagedListMetadata(seo: ListSeo, page: number): Metadata {
  return buildMetadata({ ...seo, title: pagedTitle(seo.title, page), path: pagedPath(seo.path, page) });
}

async function pagedListParamsMetadata(seo: ListSeo, params: PageParams): Promise<Metadata> {
  return pagedListMetadata(seo, parsePageNumber((await params).page) ?? 1);
}

/** The page of a {list}/page/[page] route: 2 or more, else null (page 1 is the list's own path). */
async function pageFromParams(params: PageParams): Promise<number | null> {
  const page = parsePageNumber((await params).page);
  return page && page >= 2 ? page : null;
}

/**
 * The exports of a {list}/page/[page] route: pages 2 to the last prerendered, each page's metadata, and
 * the list's body at that page.
 */
export function numberedListRoute(
  seo: ListSeo,
  pageCount: () => Promise<number>,
  notFoundKind: 'tutorialList' | 'projectList',
  Body: (props: { page: number }) => Promise<ReactNode>,
) {
  return {
    generateStaticParams: async () => staticPageParams(await pageCount()),
    generateMetadata: ({ params }: { params: PageParams }) => pagedListParamsMetadata(seo, params),
    Page: withTypography(async function NumberedListPage({ params }: { params: PageParams }) {
      const page = await pageFromParams(params);
      if (page) return createElement(Body, { page });
      return createElement(NotFoundView, null, createElement(ItemNotFound, { kind: notFoundKind, level: 'h2' }));
    }),
  };
}
