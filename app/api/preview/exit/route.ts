import { draftMode } from 'next/headers';
import { PREVIEW_GRANT_COOKIE } from '@/lib/preview/grant';
import { PREVIEW_COOKIE, previewCookieOptions, safeReturnPath } from '@/lib/preview/paths';

// « Quitter l'aperçu »: ends draft mode for this browser and goes back to the same page, now as
// visitors see it. Open to anyone (it only clears the caller's own cookie); the return path must be a
// detail page of this site, else the home page (no open redirect).
export async function GET(request: Request) {
  (await draftMode()).disable();
  const path = safeReturnPath(new URL(request.url).searchParams.get('path'));
  // A relative Location: the browser stays on the host it used, whatever proxy is in front.
  const headers = new Headers({ Location: path, 'Cache-Control': 'private, no-store' });
  // The cookie was scoped to the previewed page (not sent here): expire it there too.
  if (path !== '/') {
    headers.append('Set-Cookie', expiredCookie(PREVIEW_COOKIE, path));
    headers.append('Set-Cookie', expiredCookie(PREVIEW_GRANT_COOKIE, path));
  }
  return new Response(null, { status: 303, headers });
}

function expiredCookie(name: string, path: string): string {
  const o = previewCookieOptions(path);
  return `${name}=; Path=${o.path}; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax${o.secure ? '; Secure' : ''}`;
}
