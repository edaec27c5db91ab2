// Every door a visitor without a session can knock on, in one place: what it may write, send and keep, its
// key, its budgets and what happens past them. tests/doors.test.ts walks the tree (every route handler and
// every server action) and fails on a door missing here; docs/SECURITY.md shows this table (doorsTable(),
// compared with the document by the same test). Budgets are the constants the code applies (the e-mail doors':
// ./email-budgets.ts), not copies.
import { emailBudgetText, MAIL_QUOTA_DEFAULT, staffMailBudgetText } from './email-budgets';

export type Door = {
  id: string;
  /** What a visitor sees or calls. */
  name: string;
  /** Route handler files, and server actions as `file#export`; `next:` for the framework's own routes. */
  entries: string[];
  key: string;
  writes: string;
  sends: string;
  keeps: string;
  budgets: string;
  past: string;
};

const PROOF = 'a proof of work (1–3 s on a phone), harder as proofs pile up at the door or for the inbox';
const NOTHING = 'nothing';

export const DOORS: Door[] = [
  {
    id: 'signin',
    name: 'Sign-in',
    entries: ['app/login/actions.ts#loginAction'],
    key: 'account × client, client, device cookie',
    writes: 'rate-limit events (expire within the hour), one failure counter per day × account × reason',
    sends: NOTHING,
    keeps: 'failure counters 90 days',
    budgets: '3 free then growing waits per account × client; 30 failures/15 min per client; 5 per known device',
    past: `${PROOF} (per account failures)`,
  },
  {
    id: 'reset',
    name: '« Mot de passe oublié »',
    entries: ['app/login/mot-de-passe-oublie/actions.ts#forgotPasswordAction'],
    key: 'canonical e-mail (hashed), its domain, site',
    writes: 'rate-limit events; for an active account, one link hash (1 hour, single use)',
    sends: 'one reset e-mail, after the answer, to an existing account only',
    keeps: 'events 1 day, the link until used or expired',
    budgets: 'e-mail doors (below)',
    past: PROOF,
  },
  {
    id: 'account-link',
    name: 'Reset and invitation links (« Continuer »)',
    entries: ['app/auth/confirm/route.ts'],
    key: 'the link’s random token (stored as a hash)',
    writes: 'on POST with a valid token only: the token spent, a session; a GET writes nothing',
    sends: NOTHING,
    keeps: NOTHING,
    budgets: 'none needed: a wrong token writes nothing and 2^128 tokens cannot be guessed',
    past: '—',
  },
  {
    id: 'new-password',
    name: 'New password',
    entries: ['app/login/nouveau-mot-de-passe/actions.ts#newPasswordAction'],
    key: 'the session a link opened',
    writes: 'without a session: nothing',
    sends: NOTHING,
    keeps: NOTHING,
    budgets: 'none needed (a session is required)',
    past: '—',
  },
  {
    id: 'newsletter-signup',
    name: 'Newsletter sign-up',
    entries: ['lib/actions/newsletter.ts#subscribeToNewsletter'],
    key: 'canonical e-mail (hashed), its domain, site',
    writes: 'rate-limit events; one pending row per address',
    sends: 'one confirmation e-mail, after the answer, unless already confirmed',
    keeps: 'pending rows 7 days',
    budgets: 'e-mail doors (below)',
    past: PROOF,
  },
  {
    id: 'newsletter-confirm',
    name: 'Newsletter confirmation button',
    entries: ['lib/actions/newsletter.ts#confirmSignUp'],
    key: 'the e-mailed random token (stored as a hash)',
    writes: 'with a valid token only: the sign-up confirmed',
    sends: NOTHING,
    keeps: NOTHING,
    budgets: 'none needed: a wrong token writes nothing',
    past: '—',
  },
  {
    id: 'unsubscribe-request',
    name: '« Se désinscrire » form (link by e-mail)',
    entries: ['lib/actions/newsletter.ts#leaveNewsletter'],
    key: 'canonical e-mail (hashed), its domain, site',
    writes: 'rate-limit events',
    sends: 'the unsubscribe link, after the answer, to a subscribed address only',
    keeps: 'events 1 day',
    budgets: 'e-mail doors (below)',
    past: PROOF,
  },
  {
    id: 'unsubscribe',
    name: 'Unsubscribe button and one-click POST (RFC 8058)',
    entries: ['lib/actions/newsletter.ts#unsubscribeByLink', 'app/api/newsletter/desinscription/route.ts'],
    key: 'HMAC of the subscriber id',
    writes: 'with a valid signature only: the subscriber erased',
    sends: NOTHING,
    keeps: NOTHING,
    budgets: 'none needed: a wrong signature writes nothing',
    past: '—',
  },
  {
    id: 'newsletter-forms',
    name: 'The newsletter pages’ forms without JavaScript',
    entries: ['app/api/newsletter/formulaire/route.ts'],
    key: 'as the door each form is (confirmation, unsubscribe button, unsubscribe link)',
    writes: 'as those doors',
    sends: 'as those doors',
    keeps: 'nothing more',
    budgets: 'those doors’ (the link request is an e-mail door); another site’s Origin gets 403',
    past: 'the page says a short check needs JavaScript',
  },
  {
    id: 'quote-beacon',
    name: 'Quote hand-off beacon',
    entries: ['app/api/devis/route.ts'],
    key: 'site',
    writes: 'one counter per day × channel × service',
    sends: NOTHING,
    keeps: 'counters (no address, no cookie)',
    budgets: '300 counted/10 min site-wide',
    past: 'still 204, not counted',
  },
  {
    id: 'audience',
    name: 'Audience beacon (« Statistiques »)',
    entries: ['app/api/mesure/route.ts'],
    key: 'site; a visitor is a hash of the day’s secret, client address, user agent and host (the secret and hashes deleted after the day)',
    writes:
      'one counter per day × metric × value (at most 1–500 values per metric and day, the rest under « Autres »); one row per visitor and day, deleted with the day',
    sends: NOTHING,
    keeps: 'counters 25 months (no address, no user agent, no cookie)',
    budgets: '500,000 beacons/day site-wide, 100,000 new visitors/day, 200,000 per counter',
    past: 'still 204, not counted',
  },
  {
    id: 'search',
    name: 'Search (the site search page and the JSON routes)',
    entries: ['app/(per-request)/recherche/page.tsx', 'app/api/recherche/route.ts', 'app/api/blog/recherche/route.ts'],
    key: 'the query (at most 100 characters)',
    writes: NOTHING,
    sends: NOTHING,
    keeps: 'cached results of each query, bounded by the cache’s size',
    budgets: 'none (reads only)',
    past: '—',
  },
  {
    id: 'image-optimiser',
    name: 'Image optimiser',
    entries: ['next:/_next/image'],
    key: 'canonical image path × width × quality × format (WebP, or the original format when Accept lacks it)',
    writes: 'one resized file per (image of the site, configured width, format): at most two per image and width',
    sends: NOTHING,
    keeps: 'resized files',
    budgets: 'proxy.ts answers 400 to any url the site does not make (no #, %, //, . or .. segment)',
    past: '400',
  },
  {
    id: 'share-images',
    name: 'Share images and video thumbnails',
    entries: ['app/api/og/route.ts', 'app/api/og/[page]/route.ts', 'app/api/miniature/[id]/route.ts'],
    key: 'a known page name, a video of a tutorial',
    writes: NOTHING,
    sends: 'thumbnails: one request to YouTube per video of a tutorial',
    keeps: 'one cached answer per known page or video',
    budgets: 'unknown names answer 404 and keep nothing',
    past: '404',
  },
  {
    id: 'public-reads',
    name: 'Feeds, sitemaps, public JSON, stored files, health',
    entries: [
      'app/(site)/blog/rss.xml/route.ts',
      'app/sitemap.xml/route.ts',
      'app/sitemaps/[file]/route.ts',
      'app/api/portfolio/route.ts',
      'app/api/projects/[slug]/route.ts',
      'app/api/date/route.ts',
      'app/api/health/route.ts',
      'app/api/session/route.ts',
      'app/storage/[bucket]/[name]/route.ts',
    ],
    key: '—',
    writes: NOTHING,
    sends: NOTHING,
    keeps: 'cached answers of known items only',
    budgets: 'none (reads only; unknown items 404)',
    past: '—',
  },
  {
    id: 'letter-web',
    name: 'A letter’s web version (« Version web »)',
    entries: ['app/(site)/lettres/[id]/page.tsx'],
    key: 'the letter’s random id',
    writes: NOTHING,
    sends: NOTHING,
    keeps: 'cached answers of the ids asked for (a null read for an unknown one), bounded by the cache’s size',
    budgets: 'none (reads only; an unknown, unpublished or unsent letter is the site’s 404)',
    past: '—',
  },
  {
    id: 'cookies-out',
    name: 'Sign-out and leaving a preview',
    entries: ['app/api/auth/signout/route.ts', 'app/api/preview/exit/route.ts'],
    key: 'the caller’s own cookies',
    writes: 'only the caller’s own session ends',
    sends: NOTHING,
    keeps: NOTHING,
    budgets: 'none needed',
    past: '—',
  },
  {
    id: 'cron',
    name: 'Newsletter cron (Vercel)',
    entries: ['app/api/cron/newsletter/route.ts'],
    key: 'CRON_SECRET',
    writes: 'without the secret: nothing (401)',
    sends: 'with it: queued letters',
    keeps: NOTHING,
    budgets: 'none needed (secret)',
    past: '401',
  },
  {
    id: 'unknown',
    name: 'Any unknown address, page number or category',
    entries: ['next:not-found'],
    key: '—',
    writes: NOTHING,
    sends: NOTHING,
    keeps: 'nothing (a 404 is never cached)',
    budgets: 'none needed',
    past: '404 (the site’s page from the first byte)',
  },
];

/** Entry points a visitor without a session reaches only to be refused: each checks an admin on the server. */
export const ADMIN_ONLY_ENTRIES = [
  'app/admin/newsletter/export/route.ts',
  'app/admin/statistiques/export/route.ts',
  'app/api/admin/upload/route.ts',
  'app/api/preview/route.ts',
];

/** docs/SECURITY.md's table of doors. */
export function doorsTable(quota = MAIL_QUOTA_DEFAULT): string {
  const cell = (s: string) => s.replace(/\|/g, '\\|');
  const rows = DOORS.map((d) =>
    [d.name, d.key, d.writes, d.sends, d.keeps, d.budgets, d.past].map(cell).join(' | '),
  ).map((r) => `| ${r} |`);
  return [
    '| Door | Key | Writes | Sends | Keeps | Budgets | Past the budgets |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `E-mail doors (reset, sign-up, unsubscribe link), shared: ${emailBudgetText(quota)}.`,
    '',
    `E-mails a team member's own actions send (review requests and answers, invitations, test letters), ` +
      `${staffMailBudgetText(quota)}; a review request mails the reviewers once per draft until it is answered; ` +
      `past the budget the action is done and the e-mail is not sent.`,
  ].join('\n');
}
