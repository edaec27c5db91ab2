// The estimator's hand-off beacon (lib/quote/beacon.ts). Always 204, counted or not: the browser does
// not read the answer, and a sender learns nothing from it.
import { siteUrl } from '@/lib/env';
import { handleBeacon, MAX_BEACON_BYTES } from '@/lib/quote/beacon';

const NO_CONTENT = { status: 204, headers: { 'Cache-Control': 'no-store' } } as const;

/** The body, or null once it grows past the limit (a chunked body has no length to check first). */
async function boundedText(request: Request, limit: number): Promise<string | null> {
  const reader = request.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function POST(request: Request) {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_BEACON_BYTES) return new Response(null, NO_CONTENT);
  const body = await boundedText(request, MAX_BEACON_BYTES);
  if (body !== null) await handleBeacon(body, request.headers, new URL(siteUrl('/')).origin);
  return new Response(null, NO_CONTENT);
}
