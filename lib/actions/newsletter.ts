'use server';
import { headers } from 'next/headers';
import { signUpForNewsletter, unsubscribeFromNewsletter } from '@/lib/newsletter/signup';
import { clientAddress } from '@/lib/request/client-address';
import { NEWSLETTER_MSG, type NewsletterState } from '@/lib/newsletter/types';

/** « S’inscrire » (useActionState): public, so guarded by honeypot + rate limit inside. */
export async function subscribeToNewsletter(_previous: NewsletterState, formData: FormData): Promise<NewsletterState> {
  if (!(formData instanceof FormData)) return { status: 'error', message: NEWSLETTER_MSG.invalid };
  const client = clientAddress(await headers());
  return signUpForNewsletter(
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
}

/** « Se désinscrire » (useActionState): public; the same answer for any address, rate-limited inside. */
export async function leaveNewsletter(_previous: NewsletterState, formData: FormData): Promise<NewsletterState> {
  if (!(formData instanceof FormData)) return { status: 'error', message: NEWSLETTER_MSG.invalid };
  const client = clientAddress(await headers());
  return unsubscribeFromNewsletter(
    { email: formData.get('email') ?? '', website: formData.get('website') ?? '' },
    client,
  );
}
