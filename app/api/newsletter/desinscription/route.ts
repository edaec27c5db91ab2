// One-click unsubscribe (RFC 8058): the mail client POSTs `List-Unsubscribe=One-Click` to the address of
// every newsletter's List-Unsubscribe header, which carries the subscriber's id and its signature. No cookie,
// no page: the signature is the proof. The erasure is journaled without the address.
import { unsubscribeWithLink } from '@/lib/newsletter/signup';

const answer = (status: number, body: { message: string } | { error: string }) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

export async function POST(request: Request): Promise<Response> {
  const url = new URL(request.url);
  try {
    if (await unsubscribeWithLink(url.searchParams.get('id'), url.searchParams.get('jeton')))
      return answer(200, { message: 'Désinscription effectuée.' });
    return answer(400, { error: 'Lien de désinscription non valable.' });
  } catch (e) {
    console.error('[newsletter] one-click unsubscribe failed:', e instanceof Error ? e.message : e);
    return answer(503, { error: 'Désinscription momentanément impossible.' });
  }
}
