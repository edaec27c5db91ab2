import { NextResponse } from 'next/server';
import { getSessionUser } from '@/lib/auth';
import { nextCookieJar } from '@/lib/auth/next-cookies';
import { SESSION_HINT_COOKIE } from '@/lib/auth/session-hint';
import { setSessionHint } from '@/lib/auth/session-token';

/** `isAdmin`: the account opens the back office (any of the team's roles). */
export type SessionPayload = { user: { email: string; isAdmin: boolean } | null };

// Feeds the header's session island, so public pages stay static. Never cached anywhere. The island
// asks only when the session hint is there (lib/auth/session-hint.ts): the answer renews the hint, or
// clears it when no session is left.
export async function GET() {
  const user = await getSessionUser();
  const jar = await nextCookieJar();
  if (user) setSessionHint(jar, true);
  else if (jar.get(SESSION_HINT_COOKIE) !== undefined) setSessionHint(jar, false);
  const body: SessionPayload = { user: user ? { email: user.email, isAdmin: user.isStaff } : null };
  return NextResponse.json(body, { headers: { 'Cache-Control': 'private, no-store' } });
}
