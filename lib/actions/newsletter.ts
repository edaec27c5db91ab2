'use server';
import { headers } from 'next/headers';
import {
  confirmNewsletter,
  signUpForNewsletter,
  unsubscribeFromNewsletter,
  unsubscribeWithLink,
} from '@/lib/newsletter/signup';
import { countFromRequest } from '@/lib/audience/beacon';
import { pagePath } from '@/lib/audience/classify';
import { clientAddress } from '@/lib/request/client-address';
import { NEWSLETTER_MSG, type NewsletterState } from '@/lib/newsletter/types';

/** « S’inscrire » (useActionState): public, so guarded by honeypot + rate limit inside. */
export async function subscribeToNewsletter(_previous: NewsletterState, formData: FormData): Promise<NewsletterState> {
  if (!(formData instanceof FormData)) return { status: 'error', message: NEWSLETTER_MSG.invalid };
  const request = await headers();
  const client = clientAddress(request);
  const answer = await signUpForNewsletter(
    {
      email: formData.get('email') ?? '',
      source: formData.get('source'),
      page: formData.get('page'),
      consent: formData.get('consent'),
      website: formData.get('website') ?? '',
      proof: formData.get('proof'),
    },
    client,
  );
  // « Statistiques »: a sign-up with its page (not a robot that filled the honeypot), measured as the beacon is.
  const page = pagePath(formData.get('page'), false);
  if (answer.status === 'success' && !formData.get('website') && page)
    await countFromRequest(request, { kind: 'signup', path: page });
  return answer;
}

/** « Se désinscrire » without a link (useActionState): sends the address its link; the same answer for any address. */
export async function leaveNewsletter(_previous: NewsletterState, formData: FormData): Promise<NewsletterState> {
  if (!(formData instanceof FormData)) return { status: 'error', message: NEWSLETTER_MSG.invalid };
  const client = clientAddress(await headers());
  return unsubscribeFromNewsletter(
    { email: formData.get('email') ?? '', website: formData.get('website') ?? '', proof: formData.get('proof') },
    client,
  );
}

/** « Confirmer mon inscription » (the confirmation link's page): public, the single-use token is the proof. */
export async function confirmSignUp(_previous: NewsletterState, formData: FormData): Promise<NewsletterState> {
  if (!(formData instanceof FormData)) return { status: 'error', message: NEWSLETTER_MSG.confirmInvalid };
  try {
    return (await confirmNewsletter(formData.get('jeton')))
      ? { status: 'success', message: NEWSLETTER_MSG.confirmed }
      : { status: 'error', message: NEWSLETTER_MSG.confirmInvalid };
  } catch (e) {
    console.error('[newsletter] confirmation failed:', e instanceof Error ? e.message : e);
    return { status: 'error', message: NEWSLETTER_MSG.failure };
  }
}

/** « Confirmer la désinscription » (a signed unsubscribe link's page): public, the signature is the proof. */
export async function unsubscribeByLink(_previous: NewsletterState, formData: FormData): Promise<NewsletterState> {
  if (!(formData instanceof FormData)) return { status: 'error', message: NEWSLETTER_MSG.unsubscribeInvalid };
  try {
    return (await unsubscribeWithLink(formData.get('id'), formData.get('jeton')))
      ? { status: 'success', message: NEWSLETTER_MSG.unsubscribed }
      : { status: 'error', message: NEWSLETTER_MSG.unsubscribeInvalid };
  } catch (e) {
    console.error('[newsletter] unsubscription failed:', e instanceof Error ? e.message : e);
    return { status: 'error', message: NEWSLETTER_MSG.failure };
  }
}
