// What the numbered pages of the tutorials and portfolio lists share ({list}/page/[page]): the page
// number from the path, per-page metadata (canonical address and title naming the page), and the
// route itself. A numbered page renders its list's frame itself (it is outside the list's layout), so a page
// past the end is the site's 404 from the first byte, with no list header before it.
import type { Metadata } from 'next';
import { createElement, type ReactNode } from 'react';
import { NotFoundView } from '@/components/layout/not-found-view';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { pagedPath, parsePageNumber, staticPageParams } from '@/lib/paging';
import { buildMetadata } from '@/lib/seo';
import { withPageSearchTexts } from '@/lib/seo/page-search';
import { withTypography } from '@/lib/typography/tree';

type PageParams = Promise<{ page: string }>;

/** A list's metadata, and its page of « Textes du site », whose search-engine words replace the title and description. */
export type ListSeo = {
  path: string;
  title: string;
  description: string;
  keywords: readonly string[];
  texts: 'portfolio' | 'tutorials';
};

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

/** The metadata of the site's 404 (a page past the end, or not written canonically). */
export const NOT_FOUND_METADATA: Metadata = { title: 'Page non trouvée', robots: { index: false, follow: true } };

async function pagedListParamsMetadata(
  seo: ListSeo,
  params: PageParams,
  pageCount: () => Promise<number>,
): Promise<Metadata> {
  const page = await pageFromParams(params);
  if (!page || page > (await pageCount())) return NOT_FOUND_METADATA;
  return pagedListMetadata(await withPageSearchTexts(seo.texts, seo), page);
}

/** A numbered page past the end (or not canonical): the site's 404 in the site frame, status 404. */
export const listNotFound = () => createElement(NotFoundView, null, createElement(NotFoundContent));

/** The page of a {list}/page/[page] route: 2 or more, else null (page 1 is the list's own path). */
async function pageFromParams(params: PageParams): Promise<number | null> {
  const page = parsePageNumber((await params).page);
  return page && page >= 2 ? page : null;
}

/**
 * The exports of a {list}/page/[page] route: pages 2 to the last prerendered, each page's metadata, and
 * the list's body at that page inside the list's frame.
 */
export function numberedListRoute(
  seo: ListSeo,
  pageCount: () => Promise<number>,
  Body: (props: { page: number }) => Promise<ReactNode>,
  Frame: (props: { children: ReactNode }) => Promise<ReactNode>,
) {
  return {
    generateStaticParams: async () => staticPageParams(await pageCount()),
    generateMetadata: ({ params }: { params: PageParams }) => pagedListParamsMetadata(seo, params, pageCount),
    Page: withTypography(async function NumberedListPage({ params }: { params: PageParams }) {
      const page = await pageFromParams(params);
      if (!page || page > (await pageCount())) return listNotFound();
      return createElement(Frame, null, createElement(Body, { page }));
    }),
  };
}
