// Footer « Date du jour »: the database's current date, fetched by the browser so pages stay static.
import { connection, NextResponse } from 'next/server';
import { getDynamicDate } from '@/lib/data/site';

export async function GET() {
  await connection();
  try {
    const date = await getDynamicDate();
    return NextResponse.json(
      { date },
      { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' } },
    );
  } catch (e) {
    console.error('[api/date] failed:', e instanceof Error ? e.message : e);
    return NextResponse.json({ error: 'Date indisponible' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
}
