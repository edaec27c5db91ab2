// What a public page renders instead of calling notFound() itself. Next prerenders a path unknown at
// build time on its first visit (an unknown slug, category or page number, under `ensureStatic`), and
// notFound() thrown there outside a Suspense boundary makes it answer its bare error document: no
// frame, no <title>, an empty body, a white page with or without JavaScript. Here the page's own « not
// found » view is rendered in the document, inside the frame, and the 404 is signalled from an empty
// Suspense boundary beside it: Next keeps the prerendered document and answers 404; in the browser the
// boundary throws again and the nearest not-found.tsx shows the same view. (Pages rendered per request
// call notFound() directly: below.)
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';

async function NotFoundSignal(): Promise<never> {
  notFound();
}

export async function NotFoundView({ children }: { children: ReactNode }) {
  // A page rendered for one request (draft mode: an admin's preview, or a copy of its cookie) streams its
  // shell with a 200 before a boundary's error is known: there notFound() itself answers the 404, whole.
  if ((await draftMode()).isEnabled) notFound();
  return (
    <>
      {/* The audience beacon counts this page in the « 404 » bucket (components/layout/audience-send.ts). */}
      <div data-not-found="" className="contents">
        {children}
      </div>
      <Suspense fallback={null}>
        <NotFoundSignal />
      </Suspense>
    </>
  );
}
