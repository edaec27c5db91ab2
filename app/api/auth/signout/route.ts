import { NextResponse } from 'next/server';
import { signOut } from '@/lib/auth';
import { sameOrigin } from '@/lib/auth/same-origin';

const noStore = { 'Cache-Control': 'no-store' };

// POST only, so no link or image can sign anyone out; a foreign Origin is refused.
export async function POST(request: Request) {
  if (!sameOrigin(request))
    return NextResponse.json({ ok: false, error: 'Accès refusé' }, { status: 403, headers: noStore });
  await signOut();
  return NextResponse.json({ ok: true }, { headers: noStore });
}
