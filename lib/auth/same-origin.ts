/**
 * True unless the request carries an Origin from another site. Browsers send Origin on every
 * POST, so a cross-site form or script is caught; « Origin: null » (sandboxed or opaque) is refused.
 */
export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return true; // Not a browser cross-origin request (browsers send Origin on POST).
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host;
  try {
    return new URL(origin).host === host;
  } catch {
    return false; // « Origin: null » and other opaque origins.
  }
}
