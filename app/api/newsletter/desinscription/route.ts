// One-click unsubscribe (RFC 8058): the mail client POSTs `List-Unsubscribe=One-Click` to the address of
// every newsletter's List-Unsubscribe header, which carries the subscriber's id and its signature. No cookie,
// no page: the signature is the proof. The erasure is journaled without the address.
import { unsubscribeWithLink } from '@/lib/newsletter/signup';

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

export async function POST(request: Request): Promise<Response> {
  const url = new URL(request.url);
  try {
    if (await unsubscribeWithLink(url.searchParams.get('id'), url.searchParams.get('jeton')))
      return text('Désinscription effectuée.', 200);
    return text('Lien de désinscription non valable.', 400);
  } catch (e) {
    console.error('[newsletter] one-click unsubscribe failed:', e instanceof Error ? e.message : e);
    return text('Désinscription momentanément impossible.', 503);
  }
}
