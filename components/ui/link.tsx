// The public site's links: next/link without prefetching.
//
// Next prefetches every link that comes within 200 px of the viewport, and decodes each prefetched
// page's payload on the main thread as it arrives. On a phone's first screen that is four pages (/,
// /services, /contact, /portfolio: eight requests), and in Lighthouse's traces of
// /services/mise-en-page their decoding made long tasks during the load; with those requests blocked the
// page's total blocking time fell to about a third (docs/FAST-PAGES.md).
// What a visitor gives for it: following a link waits for that page's payload (one request for a
// cached, prerendered response) instead of finding it prefetched. The back office keeps Next's default.
import NextLink from 'next/link';
import type { ComponentProps } from 'react';

export default function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
