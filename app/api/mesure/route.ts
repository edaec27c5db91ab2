// The audience beacon (lib/audience/beacon.ts): always 204, counted or not; the browser does not read the
// answer, and a sender learns nothing from it. A door of the registry (lib/security/doors.ts).
import { siteUrl } from '@/lib/env';
import { handleAudienceBeacon, MAX_AUDIENCE_BYTES } from '@/lib/audience/beacon';
import { boundedText } from '@/lib/request/bounded-body';

const NO_CONTENT = { status: 204, headers: { 'Cache-Control': 'no-store' } } as const;

export async function POST(request: Request) {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_AUDIENCE_BYTES) return new Response(null, NO_CONTENT);
  const body = await boundedText(request, MAX_AUDIENCE_BYTES);
  if (body !== null) await handleAudienceBeacon(body, request.headers, new URL(siteUrl('/')).origin);
  return new Response(null, NO_CONTENT);
}
