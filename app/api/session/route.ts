import { NextResponse } from 'next/server';
import { getSessionUser } from '@/lib/auth';

export type SessionPayload = { user: { email: string; isAdmin: boolean } | null };

// Feeds the header's session island, so public pages stay static. Never cached anywhere.
export async function GET() {
  const user = await getSessionUser();
  const body: SessionPayload = { user: user ? { email: user.email, isAdmin: user.isAdmin } : null };
  return NextResponse.json(body, { headers: { 'Cache-Control': 'private, no-store' } });
}
