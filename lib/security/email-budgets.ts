// The budgets of the e-mail doors (reset, newsletter sign-up, unsubscribe link) and the ceilings on what strangers
// can make the site send, derived from the provider's daily quota. Applied by ./door-gate.ts, stated in the doors'
// registry (./doors.ts) and in docs/SECURITY.md.
import type { CapRule } from '@/lib/data/rate-limit';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** The e-mail provider's daily quota (MAIL_DAILY_QUOTA; a free plan's 300 by default). */
export const MAIL_QUOTA_DEFAULT = 300;
export function mailQuota(env: Record<string, string | undefined> = process.env): number {
  const n = Number(env.MAIL_DAILY_QUOTA);
  return Number.isInteger(n) && n >= 30 ? n : MAIL_QUOTA_DEFAULT;
}

/**
 * Requests at the doors that can make the site write to an inbox (reset, newsletter sign-up, unsubscribe link),
 * counted together whatever the address's state, so the answer never tells who has an account. Within them a
 * request goes through at once; past any of them the browser solves a proof of work and goes through.
 */
export function emailDoorBudgets(quota = mailQuota()) {
  return {
    /** One inbox (canonical address): three e-mails a day without work. */
    perAddress: { kind: 'cap', limit: 3, windowSeconds: DAY },
    /** One domain: a script rotating mailboxes of one company. */
    perDomain: { kind: 'cap', limit: Math.max(20, Math.floor(quota / 15)), windowSeconds: HOUR },
    /** One client address, only when a trusted proxy gives it. */
    perClient: { kind: 'cap', limit: 8, windowSeconds: 10 * 60 },
    /** Site-wide, a twelfth of the provider's quota an hour… */
    siteHour: { kind: 'cap', limit: Math.max(5, Math.floor(quota / 12)), windowSeconds: HOUR },
    /** …and a third of it a day: the rest is the letters' and the back office's. */
    siteDay: { kind: 'cap', limit: Math.floor(quota / 3), windowSeconds: DAY },
  } as const satisfies Record<string, CapRule>;
}

/**
 * What strangers can make the site send, proofs of work included: checked when the e-mail leaves (after the
 * answer); past it the message is not sent and the answer was the same anyway. Resets have their own ceilings,
 * so newsletter requests cannot use them up; per inbox a reset is held back for half an hour at most (never for
 * the day), so a stranger cannot keep an account's owner from a reset link for long.
 */
export function emailCeilings(quota = mailQuota()) {
  return {
    reset: {
      perAddress: { kind: 'cap', limit: 2, windowSeconds: HOUR / 2 },
      site: { kind: 'cap', limit: Math.floor(quota / 3), windowSeconds: DAY },
    },
    newsletter: {
      perAddress: { kind: 'cap', limit: 10, windowSeconds: DAY },
      site: { kind: 'cap', limit: Math.floor(quota / 2), windowSeconds: DAY },
    },
  } as const satisfies Record<string, Record<string, CapRule>>;
}

/**
 * What one member of the team can make the site send by their own actions (review requests and answers,
 * invitations, test letters), so that no account (an author's above all) can use up the quota the letters and
 * resets need. Past it the action is still done and the e-mail is not sent (the dashboard's lists say it all).
 */
export function staffMailBudgets(quota = mailQuota()) {
  return {
    perHour: { kind: 'cap', limit: Math.max(10, Math.floor(quota / 30)), windowSeconds: HOUR },
    perDay: { kind: 'cap', limit: Math.max(20, Math.floor(quota / 10)), windowSeconds: DAY },
  } as const satisfies Record<string, CapRule>;
}

const rule = (r: CapRule) => {
  const w = r.windowSeconds;
  return `${r.limit}/${w === DAY ? 'day' : w === HOUR ? 'hour' : `${w / 60} min`}`;
};

/** The e-mail doors' budgets as the table states them (for the default quota unless given). */
export function emailBudgetText(quota = mailQuota()): string {
  const b = emailDoorBudgets(quota);
  const c = emailCeilings(quota);
  return (
    `per inbox ${rule(b.perAddress)}, per domain ${rule(b.perDomain)}, per trusted client ${rule(b.perClient)}, ` +
    `site ${rule(b.siteHour)} and ${rule(b.siteDay)}; sent at most: resets ${rule(c.reset.perAddress)} per inbox ` +
    `and ${rule(c.reset.site)} site-wide, newsletter e-mails ${rule(c.newsletter.perAddress)} per inbox and ` +
    `${rule(c.newsletter.site)} site-wide (quota ${quota}/day)`
  );
}

/** The team's e-mail budget as the registry states it. */
export function staffMailBudgetText(quota = mailQuota()): string {
  const s = staffMailBudgets(quota);
  return `per account ${rule(s.perHour)} and ${rule(s.perDay)} (quota ${quota}/day)`;
}
