import 'server-only';
import { countRecent, recordEvent, reserveAttempt, type RateRule } from '@/lib/data/rate-limit';
import { UNKNOWN_CLIENT } from '@/lib/request/client-address';
import { emailCeilings, emailDoorBudgets, staffMailBudgets } from './email-budgets';
import { canonicalEmail, emailDomain, emailKey } from './email-key';
import { createProof, PROOF_MAX_LEVEL, verifyProof, type Challenge, type ProofPurpose } from './proof-of-work';

// The gate of the doors that can make the site write to an inbox (lib/security/doors.ts): one set of budgets
// for all of them, keyed on the inbox (canonical address), its domain, the trusted client and the site. Within
// the budgets a request passes; past them its browser solves a proof of work whose level rises with the proofs
// already spent at these doors (site-wide, over the hour) and at this door for that inbox (over the day, capped so
// a stranger cannot make one person's check long). Nobody is refused; the e-mail ceilings bound what proofs buy.

export type EmailDoor = Extract<ProofPurpose, 'reset' | 'newsletter-signup' | 'unsubscribe-request'>;
export type Gate = { ok: true } | { ok: false; challenge: Challenge };

const BUCKET = 'email-doors';
const PROOFS = 'email-doors:proof';
const HOUR = 3600;

/** What proofs spent for one inbox can raise its level to: a stranger cannot make one person's check long. */
const INBOX_MAX_LEVEL = 2;

/**
 * The proof level at `siteProofs` proofs spent at the e-mail doors this hour and `inboxProofs` at this door for
 * one inbox today (that part at most INBOX_MAX_LEVEL: 4 times the easiest work).
 */
export function emailProofLevel(siteProofs: number, inboxProofs: number): number {
  const site = Math.floor(Math.log2(1 + Math.max(siteProofs, 0) / 20));
  const inbox = Math.min(Math.floor(Math.max(inboxProofs, 0) / 2), INBOX_MAX_LEVEL);
  return Math.min(Math.max(site, inbox), PROOF_MAX_LEVEL);
}

async function currentLevel(door: EmailDoor, inbox: string): Promise<number> {
  const [site, own] = await Promise.all([
    countRecent(PROOFS, 'site', HOUR),
    countRecent(`${PROOFS}:${door}`, inbox, 24 * HOUR),
  ]);
  return emailProofLevel(site, own);
}

/**
 * Lets one request through an e-mail door, or answers with the challenge its browser must solve. `proof` is the
 * form's solved challenge when it sends one: bound to the door and the inbox, at the current level, once.
 */
export async function passEmailDoor(door: EmailDoor, email: string, client: string, proof: unknown): Promise<Gate> {
  const inbox = emailKey(email);
  const level = await currentLevel(door, inbox);
  if (proof !== undefined && proof !== null && (await verifyProof(proof, door, inbox, level))) {
    await Promise.all([recordEvent(PROOFS, 'site'), recordEvent(`${PROOFS}:${door}`, inbox)]);
    return { ok: true };
  }
  const b = emailDoorBudgets();
  const rules: RateRule[] = [
    { bucket: `${BUCKET}:inbox`, key: inbox, rule: b.perAddress },
    { bucket: `${BUCKET}:domain`, key: emailDomain(canonicalEmail(email)), rule: b.perDomain },
    { bucket: `${BUCKET}:site-hour`, key: 'site', rule: b.siteHour },
    { bucket: `${BUCKET}:site-day`, key: 'site', rule: b.siteDay },
    ...(client === UNKNOWN_CLIENT ? [] : [{ bucket: `${BUCKET}:client`, key: client, rule: b.perClient }]),
  ];
  const { wait } = await reserveAttempt(rules);
  if (wait === 0) return { ok: true };
  return { ok: false, challenge: await createProof(door, inbox, level) };
}

/**
 * Whether one more e-mail a stranger caused may leave for this inbox: the ceilings bound what proofs of work can
 * buy (per inbox and site-wide, below the provider's quota; resets apart from the newsletter's e-mails). Checked
 * after the answer, so it tells nobody anything.
 */
export async function mayMailStranger(email: string, kind: 'reset' | 'newsletter'): Promise<boolean> {
  const c = emailCeilings()[kind];
  const { wait } = await reserveAttempt([
    { bucket: `email-sent:${kind}:inbox`, key: emailKey(email), rule: c.perAddress },
    { bucket: `email-sent:${kind}:site`, key: 'site', rule: c.site },
  ]);
  if (wait > 0) console.warn('[mail] a stranger’s e-mail was not sent: its ceiling is reached (lib/security/doors.ts)');
  return wait === 0;
}

/**
 * Whether one more e-mail a team member's action causes may leave (review requests and answers, invitations, test
 * letters): their account's budget (./email-budgets.ts, staffMailBudgets). `account` null: the site itself.
 */
export async function mayMailForStaff(account: string | null): Promise<boolean> {
  if (!account) return true;
  const b = staffMailBudgets();
  const { wait } = await reserveAttempt([
    { bucket: 'staff-mail:hour', key: account, rule: b.perHour },
    { bucket: 'staff-mail:day', key: account, rule: b.perDay },
  ]);
  if (wait > 0)
    console.warn('[mail] a team member’s e-mail was not sent: their budget is reached (lib/security/doors.ts)');
  return wait === 0;
}
