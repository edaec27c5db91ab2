import { NextResponse } from 'next/server';
import { signOut } from '@/lib/auth';

const noStore = { 'Cache-Control': 'no-store' };

function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return true; // Not a browser cross-origin request (browsers send Origin on POST).
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false; // « Origin: null » and other opaque origins.
  }
}

// POST only, so no link or image can sign anyone out; a foreign Origin is refused.
export async function POST(request: Request) {
  if (!sameOrigin(request)) return NextResponse.json({ ok: false }, { status: 403, headers: noStore });
  await signOut();
  return NextResponse.json({ ok: true }, { headers: noStore });
}
