import { NextResponse, type NextRequest } from 'next/server';
import { SESSION_COOKIE, verifySessionToken } from '@/lib/auth/session-token';
import { hasSupabaseAuthCookie, supabaseConfig } from '@/lib/auth/supabase/config';
import { updateSupabaseSession } from '@/lib/auth/supabase/proxy';

// Guard of the back office without a database call: only a session whose signed token says
// « active admin » gets through (Supabase: the access-token hook's `user_role` claim read with
// getClaims(); local: the role signed into the session cookie at sign-in). Everyone else goes to
// /login. The authoritative check is requireAdmin() in app/admin/layout.tsx and inside every admin
// action and writing route handler, so a demotion or deactivation applies there at once.
// With Supabase it also refreshes the session cookies before the admin pages render.
export async function proxy(request: NextRequest) {
  const login = () => NextResponse.redirect(new URL('/login', request.url));
  const config = supabaseConfig();
  if (config) {
    if (!hasSupabaseAuthCookie(request.cookies.getAll().map((c) => c.name))) return login();
    const { response, admin } = await updateSupabaseSession(config, request);
    if (admin) return response;
    const redirect = login();
    for (const cookie of response.cookies.getAll()) redirect.cookies.set(cookie); // refreshed or cleared tokens
    return redirect;
  }
  // Signature, expiry and role only: revocation is the layout's job.
  const token = await verifySessionToken(request.cookies.get(SESSION_COOKIE)?.value);
  return token?.role === 'admin' ? NextResponse.next() : login();
}

export const config = {
  matcher: ['/admin', '/admin/:path*'],
};
