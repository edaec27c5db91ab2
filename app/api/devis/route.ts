// The estimator's hand-off beacon (lib/quote/beacon.ts). Always 204, counted or not: the browser does
// not read the answer, and a sender learns nothing from it.
import { siteUrl } from '@/lib/env';
import { handleBeacon, MAX_BEACON_BYTES } from '@/lib/quote/beacon';
import { boundedText } from '@/lib/request/bounded-body';

const NO_CONTENT = { status: 204, headers: { 'Cache-Control': 'no-store' } } as const;

export async function POST(request: Request) {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_BEACON_BYTES) return new Response(null, NO_CONTENT);
  const body = await boundedText(request, MAX_BEACON_BYTES);
  if (body !== null) await handleBeacon(body, request.headers, new URL(siteUrl('/')).origin);
  return new Response(null, NO_CONTENT);
}
