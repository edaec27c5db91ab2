'use server';
import { headers } from 'next/headers';
import { signUpForNewsletter } from '@/lib/newsletter/signup';
import { clientAddress } from '@/lib/request/client-address';
import type { NewsletterState } from '@/lib/newsletter/types';

/** « S'inscrire » (useActionState): public, so guarded by honeypot + rate limit inside. */
export async function subscribeToNewsletter(_previous: NewsletterState, formData: FormData): Promise<NewsletterState> {
  const client = clientAddress(await headers());
  return signUpForNewsletter(
    { email: formData.get('email') ?? '', source: formData.get('source'), website: formData.get('website') ?? '' },
    client,
  );
}
