import { createServerClient } from '@supabase/ssr';
import { isStaffRole, type Role } from '@/lib/auth/roles';
import { NextResponse, type NextRequest } from 'next/server';
import { supabaseCookieOptions, type SupabaseConfig } from './config';

/** The claim public.custom_access_token_hook adds to every access token: the back-office role of an active account. */
export const ROLE_CLAIM = 'user_role';

/**
 * Proxy client: refreshes the Supabase session cookies on the way in (request, for the render)
 * and out (response, for the browser). Returns the response to continue with, whether a verified
 * user is present, whether their token names a back-office role (`admin`: staff), and its session's id.
 */
export async function updateSupabaseSession(
  config: SupabaseConfig,
  request: NextRequest,
  /** The headers the page is rendered with (proxy.ts adds its script policy); the request's by default. */
  headersFor: (request: NextRequest) => Headers = (r) => r.headers,
): Promise<{ response: NextResponse; signedIn: boolean; admin: boolean; sessionId: string | null }> {
  let response = NextResponse.next({ request: { headers: headersFor(request) } });
  const supabase = createServerClient(config.url, config.key, {
    cookieOptions: supabaseCookieOptions(),
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll: (cookies, headers) => {
        for (const { name, value } of cookies) request.cookies.set(name, value);
        response = NextResponse.next({ request: { headers: headersFor(request) } });
        for (const { name, value, options } of cookies) response.cookies.set(name, value, options);
        for (const [key, value] of Object.entries(headers)) response.headers.set(key, value);
      },
    },
  });
  // getClaims() verifies the token (and refreshes it when expired); nothing may run between
  // creating the client and this call.
  const { data, error } = await supabase.auth.getClaims();
  const signedIn = !error && Boolean(data?.claims?.sub);
  const sessionId = signedIn && typeof data?.claims?.session_id === 'string' ? data.claims.session_id : null;
  return {
    response,
    signedIn,
    admin: signedIn && isStaffRole(data?.claims?.[ROLE_CLAIM] as Role | undefined),
    sessionId,
  };
}
