// The newsletter pages' forms without JavaScript (a locked-down mail client's browser): « Confirmer mon
// inscription », « Confirmer la désinscription » and « Recevoir le lien » are plain HTML forms posting here; the
// same server logic as their actions runs, then the browser is sent back to the page with the outcome in `etat`,
// which the page renders. With JavaScript the forms call their server actions instead (no page load).
import { sameOrigin } from '@/lib/auth/same-origin';
import { confirmNewsletter, unsubscribeFromNewsletter, unsubscribeWithLink } from '@/lib/newsletter/signup';
import { CONFIRM_PATH, UNSUBSCRIBE_PATH, type PageOutcome } from '@/lib/newsletter/types';
import { clientAddress } from '@/lib/request/client-address';

export async function POST(request: Request): Promise<Response> {
  // A relative Location: the browser stays on the host name it used (www. or not, whatever proxy is in front).
  const back = (path: string, outcome: PageOutcome) =>
    new Response(null, { status: 303, headers: { Location: `${path}?etat=${outcome}`, 'Cache-Control': 'no-store' } });
  if (!sameOrigin(request)) return Response.json({ error: 'Accès refusé' }, { status: 403 });
  const form = await request.formData().catch(() => null);
  const field = (name: string) => {
    const v = form?.get(name);
    return typeof v === 'string' ? v.slice(0, 512) : '';
  };
  try {
    switch (field('intent')) {
      case 'confirmer':
        return back(CONFIRM_PATH, (await confirmNewsletter(field('jeton'))) ? 'confirmee' : 'invalide');
      case 'desinscrire':
        return back(
          UNSUBSCRIBE_PATH,
          (await unsubscribeWithLink(field('id'), field('jeton'))) ? 'effacee' : 'invalide',
        );
      case 'lien': {
        const answer = await unsubscribeFromNewsletter(
          { email: field('email'), website: field('website') },
          clientAddress(request.headers),
        );
        const outcome = answer.status === 'success' ? 'envoye' : answer.status === 'proof' ? 'verification' : 'adresse';
        return back(UNSUBSCRIBE_PATH, outcome);
      }
      default:
        return back(UNSUBSCRIBE_PATH, 'erreur');
    }
  } catch (e) {
    console.error('[newsletter] form without JavaScript failed:', e instanceof Error ? e.message : e);
    return back(field('intent') === 'confirmer' ? CONFIRM_PATH : UNSUBSCRIBE_PATH, 'erreur');
  }
}
