import { draftMode } from 'next/headers';
import { safeReturnPath } from '@/lib/preview/paths';

// « Quitter l'aperçu »: ends draft mode for this browser and goes back to the same page, now as
// visitors see it. Open to anyone (it only clears the caller's own cookie); the return path must be a
// detail page of this site, else the home page (no open redirect).
export async function GET(request: Request) {
  (await draftMode()).disable();
  const path = safeReturnPath(new URL(request.url).searchParams.get('path'));
  // A relative Location: the browser stays on the host it used, whatever proxy is in front.
  return new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'private, no-store' } });
}
