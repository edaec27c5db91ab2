import { createHash } from 'node:crypto';

// The key of an e-mail address for limits: one inbox, one key. Mail providers deliver `name+tag@`,
// Gmail's `n.a.m.e@` and `@googlemail.com` to the same inbox, so a per-address budget keyed on the string
// as typed would let a script write to one inbox once per spelling.

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** `Jean.Dupont+promo@GoogleMail.com` → `jeandupont@gmail.com`; anything without one `@` is returned lower-cased. */
export function canonicalEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  const at = email.lastIndexOf('@');
  if (at <= 0 || at === email.length - 1) return email;
  let local = email.slice(0, at);
  let domain = email.slice(at + 1).replace(/\.+$/, '');
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = 'gmail.com';
    local = local.replace(/\./g, '');
  }
  return `${local}@${domain}`;
}

/** The domain of a canonical address (its per-domain budget). */
export const emailDomain = (canonical: string): string => canonical.slice(canonical.lastIndexOf('@') + 1);

/** A hash of the canonical address (prefixed), so the limits table never holds an e-mail as written. */
export const emailKey = (raw: string): string =>
  createHash('sha256')
    .update(`inbox:${canonicalEmail(raw)}`)
    .digest('hex')
    .slice(0, 40);
