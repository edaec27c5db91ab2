import { connection, NextResponse } from 'next/server';
import { pingDatabase } from '@/lib/data/health';

export async function GET() {
  await connection();
  const ok = await pingDatabase();
  return NextResponse.json({ ok }, { status: ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
