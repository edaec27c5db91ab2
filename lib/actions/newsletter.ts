'use server';
import { headers } from 'next/headers';
import { clientIp, signUpForNewsletter } from '@/lib/newsletter/signup';
import type { NewsletterState } from '@/lib/newsletter/types';

/** « S'inscrire » (useActionState): public, so guarded by honeypot + rate limit inside. */
export async function subscribeToNewsletter(_previous: NewsletterState, formData: FormData): Promise<NewsletterState> {
  const ip = clientIp(await headers());
  return signUpForNewsletter(
    { email: formData.get('email') ?? '', source: formData.get('source'), website: formData.get('website') ?? '' },
    ip,
  );
}
