import 'server-only';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { serverKey } from '@/lib/data/proofs';

// The newsletter's links. A confirmation link carries a random token whose hash alone is stored (single use,
// expiring). An unsubscribe link is signed: the subscriber's id and an HMAC under a key generated once per
// database (private.server_keys), so it needs no row, works in every issue ever sent, and cannot be forged
// for another subscriber.

/** How long a confirmation link works. */
export const CONFIRM_TTL_HOURS = 48;
/** Unconfirmed sign-ups are erased after this many days. */
export const PENDING_DAYS = 7;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export function newToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashToken(token) };
}

const sign = async (id: string) =>
  createHmac('sha256', await serverKey('newsletter-unsubscribe'))
    .update(`unsubscribe:${id}`)
    .digest('base64url')
    .slice(0, 32);

/** The signature of a subscriber's unsubscribe link. */
export const unsubscribeSignature = (id: string) => sign(id);

export async function verifyUnsubscribe(id: unknown, signature: unknown): Promise<boolean> {
  if (typeof id !== 'string' || typeof signature !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) return false;
  const expected = Buffer.from(await sign(id));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
