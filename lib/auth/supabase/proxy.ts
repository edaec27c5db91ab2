import { createServerClient } from '@supabase/ssr';
import { NextResponse, type NextRequest } from 'next/server';
import { supabaseCookieOptions, type SupabaseConfig } from './config';

/**
 * Proxy client: refreshes the Supabase session cookies on the way in (request, for the render)
 * and out (response, for the browser). Returns the response to continue with and whether a
 * verified user is present.
 */
export async function updateSupabaseSession(config: SupabaseConfig, request: NextRequest): Promise<{ response: NextResponse; signedIn: boolean }> {
  let response = NextResponse.next({ request });
  const supabase = createServerClient(config.url, config.key, {
    cookieOptions: supabaseCookieOptions(),
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll: (cookies, headers) => {
        for (const { name, value } of cookies) request.cookies.set(name, value);
        response = NextResponse.next({ request });
        for (const { name, value, options } of cookies) response.cookies.set(name, value, options);
        for (const [key, value] of Object.entries(headers)) response.headers.set(key, value);
      },
    },
  });
  // getClaims() verifies the token (and refreshes it when expired); nothing may run between
  // creating the client and this call.
  const { data, error } = await supabase.auth.getClaims();
  return { response, signedIn: !error && Boolean(data?.claims?.sub) };
}
