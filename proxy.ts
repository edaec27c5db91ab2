import { NextResponse, type NextRequest } from 'next/server';
import { SESSION_COOKIE, verifySessionToken } from '@/lib/auth/session-token';
import { hasSupabaseAuthCookie, supabaseConfig } from '@/lib/auth/supabase/config';
import { updateSupabaseSession } from '@/lib/auth/supabase/proxy';

// Optimistic guard of the back office: no session cookie → /login. The authoritative check is
// requireAdmin() in app/admin/layout.tsx and inside every admin action and writing route handler.
// With Supabase it also refreshes the session cookies before the admin pages render.
export async function proxy(request: NextRequest) {
  const login = () => NextResponse.redirect(new URL('/login', request.url));
  const config = supabaseConfig();
  if (config) {
    if (!hasSupabaseAuthCookie(request.cookies.getAll().map((c) => c.name))) return login();
    const { response, signedIn } = await updateSupabaseSession(config, request);
    if (signedIn) return response;
    const redirect = login();
    for (const cookie of response.cookies.getAll()) redirect.cookies.set(cookie); // e.g. cleared tokens
    return redirect;
  }
  // Signature and expiry only (no database here): revocation is the layout's job.
  const token = await verifySessionToken(request.cookies.get(SESSION_COOKIE)?.value);
  return token ? NextResponse.next() : login();
}

export const config = {
  matcher: ['/admin', '/admin/:path*'],
};
