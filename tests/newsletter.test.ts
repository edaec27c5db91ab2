// Newsletter against the real database and a real SMTP server: double opt-in (validation, deduplication,
// honeypot, rate limits, the current consent sentence, the confirmation e-mail and its link), the
// unsubscribe link (asked for by address, signed, one click, RFC 8058), erasure with its journal entry, CSV.
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { POST as oneClick } from '@/app/api/newsletter/desinscription/route';
import { POST as plainForm } from '@/app/api/newsletter/formulaire/route';
import { deleteSubscribers, listSubscribers, listSubscribersPage, SUBSCRIBERS_PAGE_SIZE } from '@/lib/data/newsletter';
import { csvCell, subscribersCsv } from '@/lib/newsletter/csv';
import {
  confirmNewsletter,
  signUpForNewsletter,
  unsubscribeFromNewsletter as askUnsubscribeLink,
  unsubscribeWithLink,
} from '@/lib/newsletter/signup';
import { settleAfterAnswer } from '@/lib/request/after-answer';
import { emailCeilings, emailDoorBudgets } from '@/lib/security/email-budgets';
import { emailKey } from '@/lib/security/email-key';
import { UNKNOWN_CLIENT } from '@/lib/request/client-address';
import { company } from '@/lib/copy/company';
import {
  CONFIRM_PATH,
  CURRENT_CONSENT,
  NEWSLETTER_CONSENTS,
  NEWSLETTER_MSG,
  ONE_CLICK_PATH,
  UNSUBSCRIBE_PATH,
} from '@/lib/newsletter/types';
import type { Challenge } from 'altcha-lib';
import { closeTestSql, testSql } from './support/db';
import { clearInbox, inbox, linkTo, rawHeader, recipients, withLocalMailServer } from './support/mail';
import { solvedProof } from './support/proof';

withLocalMailServer();

let n = 0;
const ip = () => `192.0.2.${++n}`;
const budgets = emailDoorBudgets();
/** A sign-up as the form sends it: with the consent sentence the site shows now; then what follows the answer. */
async function signUp(fields: Record<string, unknown>, client: string) {
  const answer = await signUpForNewsletter({ consent: CURRENT_CONSENT, ...fields }, client);
  await settleAfterAnswer();
  return answer;
}
/** « Se désinscrire » by address, then what follows the answer. */
async function unsubscribeFromNewsletter(fields: Record<string, unknown>, client: string) {
  const answer = await askUnsubscribeLink(fields, client);
  await settleAfterAnswer();
  return answer;
}
/** Every stored sign-up, pending ones included. */
const rows = () =>
  testSql()<{ email: string; source: string | null; confirmed: boolean }[]>`
    select email, source, confirmed_at is not null as confirmed from newsletter_subscribers order by created_at, email`;
const confirmAll = () => testSql()`update newsletter_subscribers set confirmed_at = now(), confirm_token_hash = null`;

beforeEach(async () => {
  await testSql()`delete from newsletter_subscribers`;
  await testSql()`delete from private.rate_limit_events`;
  clearInbox();
});
afterAll(closeTestSql);

describe('double opt-in', () => {
  test('a sign-up is pending until its e-mailed link is followed; the same answer for new, pending and confirmed', async () => {
    const from = ip();
    const first = await signUp({ email: '  Lecteur@Exemple.fr ', source: 'blog' }, from);
    expect(first).toEqual({ status: 'success', message: NEWSLETTER_MSG.subscribed });
    expect(await rows()).toEqual([{ email: 'Lecteur@Exemple.fr', source: 'blog', confirmed: false }]);
    expect(await listSubscribers()).toEqual([]);

    const [mail, ...others] = await inbox();
    expect(others).toEqual([]);
    expect(recipients(mail!)).toEqual(['lecteur@exemple.fr']);
    expect(mail!.subject).toBe('Confirmez votre inscription à la newsletter');
    const link = linkTo(mail!, CONFIRM_PATH);
    // The HTML part carries the same link, on the button.
    expect(mail!.html).toContain(link.toString().replace(/&/g, '&amp;'));

    // Pending: a new sign-up sends a new link; the first one stops working.
    expect(await signUp({ email: 'lecteur@exemple.fr', source: 'tutoriels' }, from)).toEqual(first);
    const second = linkTo((await inbox())[1]!, CONFIRM_PATH);
    expect(await confirmNewsletter(link.searchParams.get('jeton'))).toBe(false);
    expect(await confirmNewsletter(second.searchParams.get('jeton'))).toBe(true);
    expect(await confirmNewsletter(second.searchParams.get('jeton'))).toBe(false);
    expect((await listSubscribers()).map((s) => s.email)).toEqual(['Lecteur@Exemple.fr']);

    // Confirmed: the same answer again, and no e-mail.
    expect(await signUp({ email: 'LECTEUR@exemple.fr' }, from)).toEqual(first);
    expect(await inbox()).toHaveLength(2);
  });

  test('each message is French, multipart, from the studio, with Date, Message-ID and List-Unsubscribe', async () => {
    await signUp({ email: 'entetes@exemple.fr' }, ip());
    const [mail] = await inbox();
    expect(mail!.from?.value[0]?.name).toBe(company.name);
    expect(mail!.from?.value[0]?.address).toMatch(/^no-reply@/);
    expect(mail!.date).toBeInstanceOf(Date);
    expect(mail!.messageId).toMatch(/^<[^@\s]+@[^@\s]+>$/);
    expect(mail!.text).toContain('Confirmez votre inscription');
    expect(mail!.html).toMatch(/<html lang="fr">/);
    // French typography in both parts: a no-break space before the colon.
    expect(mail!.text).toContain('\u00a0:');
    const unsubscribe = rawHeader(mail!, 'list-unsubscribe');
    expect(unsubscribe).toMatch(new RegExp(`^<https?://[^>]+${ONE_CLICK_PATH}\\?id=[0-9a-f-]{36}&jeton=[\\w-]+>$`));
    expect(rawHeader(mail!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });

  test('refuses a sign-up without the current consent sentence, and stores nothing', async () => {
    for (const consent of [undefined, null, '1999-01-01']) {
      const answer = await signUpForNewsletter({ email: 'sans-accord@exemple.fr', consent }, ip());
      expect(answer).toMatchObject({ status: 'error', message: NEWSLETTER_MSG.consentRequired });
    }
    expect(await rows()).toEqual([]);
    expect(await inbox()).toEqual([]);
  });

  test('one inbox however it is spelled: +tags, dots and googlemail fold into one budget, then a proof', async () => {
    for (const email of ['victime@gmail.com', 'victime+1@gmail.com', 'Vic.Time@googlemail.com'])
      expect((await signUp({ email }, ip())).status).toBe('success');
    const asked = await signUp({ email: 'v.i.c.t.i.m.e+6@gmail.com' }, ip());
    expect(asked).toMatchObject({ status: 'proof', message: NEWSLETTER_MSG.proofRequired });
    expect(await inbox()).toHaveLength(budgets.perAddress.limit);
    // A person behind that inbox is never refused: with the proof solved, the e-mail goes.
    const proof = await solvedProof((asked as { challenge: Challenge }).challenge);
    expect((await signUp({ email: 'v.i.c.t.i.m.e+6@gmail.com', proof }, ip())).status).toBe('success');
    expect(await inbox()).toHaveLength(budgets.perAddress.limit + 1);
  });

  test('what proofs can buy is bounded: past the inbox’s ceiling the answer is the same and nothing is sent', async () => {
    const ceiling = emailCeilings().newsletter.perAddress.limit;
    await testSql()`
      insert into private.rate_limit_events (bucket, key)
      select 'email-sent:newsletter:inbox', ${emailKey('plafond@exemple.fr')} from generate_series(1, ${ceiling})`;
    expect(await signUp({ email: 'plafond@exemple.fr' }, ip())).toEqual({
      status: 'success',
      message: NEWSLETTER_MSG.subscribed,
    });
    expect(await inbox()).toEqual([]);
    expect((await signUp({ email: 'voisin@exemple.fr' }, ip())).status).toBe('success');
    expect(await inbox()).toHaveLength(1);
  });

  test('without SMTP_URL nobody could confirm: the form says so, and keeps nothing', async () => {
    const url = process.env.SMTP_URL;
    delete process.env.SMTP_URL;
    try {
      expect(await signUp({ email: 'plus-tard@exemple.fr' }, ip())).toMatchObject({
        status: 'error',
        message: NEWSLETTER_MSG.unavailable,
      });
    } finally {
      process.env.SMTP_URL = url;
    }
    expect(await rows()).toEqual([]);
  });
});

describe('signUpForNewsletter', () => {
  test('rejects invalid addresses in French and gives back what was typed', async () => {
    for (const email of ['', 'pas-une-adresse', 'a@b', 'x@y.z z', `${'a'.repeat(250)}@exemple.fr`, 42]) {
      const answer = await signUp({ email, source: 'blog' }, ip());
      expect(answer.status).toBe('error');
      expect(answer.message).toBe(NEWSLETTER_MSG.invalid);
    }
    expect((await signUp({ email: 'oops' }, ip())).email).toBe('oops');
    expect(await rows()).toEqual([]);
  });

  test('an unknown source is dropped, not stored as typed', async () => {
    await signUp({ email: 'a@exemple.fr', source: '<script>' }, ip());
    await signUp({ email: 'b@exemple.fr' }, ip());
    expect((await rows()).map((s) => s.source)).toEqual([null, null]);
  });

  test('a filled honeypot answers success and stores nothing', async () => {
    const answer = await signUp({ email: 'robot@exemple.fr', source: 'blog', website: 'https://spam.example' }, ip());
    expect(answer).toEqual({ status: 'success', message: NEWSLETTER_MSG.subscribed });
    expect(await rows()).toEqual([]);
    expect(await inbox()).toEqual([]);
  });

  test('too many attempts from one client address ask it for a proof of work; others are not affected', async () => {
    const from = ip();
    for (let i = 0; i < budgets.perClient.limit; i++) {
      expect((await signUp({ email: `u${i}@exemple.fr` }, from)).status).toBe('success');
    }
    const asked = await signUp({ email: 'encore@exemple.fr' }, from);
    expect(asked).toMatchObject({ status: 'proof', message: NEWSLETTER_MSG.proofRequired, email: 'encore@exemple.fr' });
    expect((await signUp({ email: 'autre@exemple.fr' }, ip())).status).toBe('success');
    expect(await rows()).toHaveLength(budgets.perClient.limit + 1);
    // With the proof solved, the same sign-up goes through.
    const proof = await solvedProof((asked as { challenge: Challenge }).challenge);
    expect((await signUp({ email: 'encore@exemple.fr', proof }, from)).status).toBe('success');
    expect(await rows()).toHaveLength(budgets.perClient.limit + 2);
  });
});

describe('with no trusted client address (TRUSTED_PROXY_HOPS=0)', () => {
  test('strangers never refuse a first-time visitor: limits are per e-mail address and site-wide', async () => {
    for (let i = 0; i < budgets.perClient.limit * 2; i++) {
      expect((await signUp({ email: `script${i}@domaine${i}.fr` }, UNKNOWN_CLIENT)).status).toBe('success');
    }
    expect(await signUp({ email: 'premiere@exemple.fr' }, UNKNOWN_CLIENT)).toEqual({
      status: 'success',
      message: NEWSLETTER_MSG.subscribed,
    });
    // One inbox hammered asks for a proof after a few tries, the others do not; no address is stored as a key.
    for (let i = 0; i < budgets.perAddress.limit; i++) await signUp({ email: 'cible@exemple.fr' }, UNKNOWN_CLIENT);
    expect(await signUp({ email: 'cible@exemple.fr' }, UNKNOWN_CLIENT)).toMatchObject({
      status: 'proof',
      message: NEWSLETTER_MSG.proofRequired,
    });
    expect((await signUp({ email: 'autre-visiteur@exemple.fr' }, UNKNOWN_CLIENT)).status).toBe('success');
    const keys = await testSql()`select key from private.rate_limit_events where bucket like 'email-%'`;
    expect(keys.some((k) => String(k.key).includes('@'))).toBe(false);
  });

  test('past the site-wide ceiling a first-time visitor proves its work instead of being refused', async () => {
    await testSql()`
      insert into private.rate_limit_events (bucket, key)
      select 'email-doors:site-hour', 'site' from generate_series(1, ${budgets.siteHour.limit})`;
    const asked = await signUp({ email: 'tard@exemple.fr' }, UNKNOWN_CLIENT);
    expect(asked).toMatchObject({ status: 'proof', message: NEWSLETTER_MSG.proofRequired });
    expect(await rows()).toEqual([]);
    const proof = await solvedProof((asked as { challenge: Challenge }).challenge);
    expect(await signUp({ email: 'tard@exemple.fr', proof }, UNKNOWN_CLIENT)).toEqual({
      status: 'success',
      message: NEWSLETTER_MSG.subscribed,
    });
    // One proof, one sign-up.
    expect((await signUp({ email: 'second@exemple.fr', proof }, UNKNOWN_CLIENT)).status).toBe('proof');
    expect((await rows()).map((r) => r.email)).toEqual(['tard@exemple.fr']);
  });
});

describe('consent, unsubscription and erasure', () => {
  test('a sign-up keeps its consent: when, the page, and the version of the sentence shown', async () => {
    await signUp({ email: 'preuve@exemple.fr', source: 'blog', page: '/blog/un-article' }, ip());
    // A page the site never showed is not kept as proof.
    await signUp({ email: 'inventee@exemple.fr', source: 'blog', page: 'https://ailleurs.example' }, ip());
    await confirmAll();
    const subscribers = await listSubscribers();
    expect(subscribers.find((r) => r.email === 'preuve@exemple.fr')).toMatchObject({
      consentPage: '/blog/un-article',
      consentVersion: CURRENT_CONSENT,
    });
    expect(subscribers.find((r) => r.email === 'inventee@exemple.fr')).toMatchObject({ consentPage: null });
    expect(NEWSLETTER_CONSENTS[CURRENT_CONSENT]).toMatch(/désinscrire à tout moment/);
  });

  test('typing an address erases nothing: it is sent its link, with the same answer for any address', async () => {
    await signUp({ email: 'Partante@Exemple.fr', source: 'blog' }, ip());
    await confirmAll();
    clearInbox();
    const known = await unsubscribeFromNewsletter({ email: 'partante@exemple.fr' }, UNKNOWN_CLIENT);
    const unknown = await unsubscribeFromNewsletter({ email: 'jamais@exemple.fr' }, UNKNOWN_CLIENT);
    expect(known).toEqual({ status: 'success', message: NEWSLETTER_MSG.unsubscribeLinkSent });
    expect(unknown).toEqual(known);
    expect(await listSubscribers()).toHaveLength(1);
    const [mail, ...others] = await inbox();
    expect(others).toEqual([]);
    expect(recipients(mail!)).toEqual(['partante@exemple.fr']);

    // The link erases, once; a forged one for the same subscriber does not; the journal keeps no address.
    const link = linkTo(mail!, UNSUBSCRIBE_PATH);
    const id = link.searchParams.get('id');
    expect(await unsubscribeWithLink(id, 'x'.repeat(32))).toBe(false);
    expect(await listSubscribers()).toHaveLength(1);
    expect(await unsubscribeWithLink(id, link.searchParams.get('jeton'))).toBe(true);
    expect(await listSubscribers()).toEqual([]);
    const journal = await testSql()<{ summary: string }[]>`
      select summary from audit_log where entity = 'newsletter' order by id desc limit 1`;
    expect(journal[0]!.summary).toBe('Désinscription par le lien de la lettre (adresse effacée)');
    expect(JSON.stringify(await testSql()`select * from audit_log`)).not.toMatch(/partante@/i);
    expect((await unsubscribeFromNewsletter({ email: 'pas-une-adresse' }, UNKNOWN_CLIENT)).message).toBe(
      NEWSLETTER_MSG.invalid,
    );
  });

  test('without JavaScript the pages’ forms post to one endpoint, which runs the same logic and sends the page its outcome', async () => {
    await signUp({ email: 'sans-script@exemple.fr' }, ip());
    const token = linkTo((await inbox())[0]!, CONFIRM_PATH).searchParams.get('jeton')!;
    const post = (fields: Record<string, string>, origin = 'http://localhost:3000') =>
      plainForm(
        new Request('http://localhost:3000/api/newsletter/formulaire', {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
          body: new URLSearchParams(fields),
        }),
      );
    // Relative: the browser stays on the host name it used.
    const where = (res: Response) => {
      const location = res.headers.get('location')!;
      expect(location).toMatch(/^\/newsletter\//);
      return location;
    };
    expect((await post({ intent: 'confirmer', jeton: token }, 'https://ailleurs.example')).status).toBe(403);
    expect(where(await post({ intent: 'confirmer', jeton: 'x'.repeat(32) }))).toBe(`${CONFIRM_PATH}?etat=invalide`);
    const confirmed = await post({ intent: 'confirmer', jeton: token });
    expect(confirmed.status).toBe(303);
    expect(where(confirmed)).toBe(`${CONFIRM_PATH}?etat=confirmee`);
    expect((await listSubscribers()).map((r) => r.email)).toEqual(['sans-script@exemple.fr']);
    clearInbox();
    expect(where(await post({ intent: 'lien', email: 'sans-script@exemple.fr' }))).toBe(
      `${UNSUBSCRIBE_PATH}?etat=envoye`,
    );
    await settleAfterAnswer();
    const link = linkTo((await inbox())[0]!, UNSUBSCRIBE_PATH);
    expect(where(await post({ intent: 'desinscrire', id: link.searchParams.get('id')!, jeton: 'faux' }))).toBe(
      `${UNSUBSCRIBE_PATH}?etat=invalide`,
    );
    expect(
      where(
        await post({ intent: 'desinscrire', id: link.searchParams.get('id')!, jeton: link.searchParams.get('jeton')! }),
      ),
    ).toBe(`${UNSUBSCRIBE_PATH}?etat=effacee`);
    expect(await listSubscribers()).toEqual([]);
  });

  test('one-click unsubscribe (RFC 8058): the List-Unsubscribe address erases on POST, a wrong signature does not', async () => {
    await signUp({ email: 'clic@exemple.fr' }, ip());
    await confirmAll();
    const [mail] = await inbox();
    const url = rawHeader(mail!, 'list-unsubscribe').slice(1, -1);
    const post = (target: string) =>
      oneClick(
        new Request(target, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        }),
      );
    expect((await post(url.replace(/jeton=[^&]+/, 'jeton=faux'))).status).toBe(400);
    expect(await listSubscribers()).toHaveLength(1);
    expect((await post(url)).status).toBe(200);
    expect(await listSubscribers()).toEqual([]);
  });

  test('past its budget, asking for one inbox’s unsubscribe link asks for a proof, without touching other addresses', async () => {
    for (let i = 0; i < budgets.perAddress.limit; i++)
      await unsubscribeFromNewsletter({ email: 'sondee@exemple.fr' }, UNKNOWN_CLIENT);
    const asked = await unsubscribeFromNewsletter({ email: 'sondee@exemple.fr' }, UNKNOWN_CLIENT);
    expect(asked).toMatchObject({ status: 'proof', message: NEWSLETTER_MSG.unsubscribeProofRequired });
    expect((await unsubscribeFromNewsletter({ email: 'autre@exemple.fr' }, UNKNOWN_CLIENT)).message).toBe(
      NEWSLETTER_MSG.unsubscribeLinkSent,
    );
    const proof = await solvedProof((asked as { challenge: Challenge }).challenge);
    expect((await unsubscribeFromNewsletter({ email: 'sondee@exemple.fr', proof }, UNKNOWN_CLIENT)).message).toBe(
      NEWSLETTER_MSG.unsubscribeLinkSent,
    );
  });

  test('an erasure from the back office deletes the rows and journals it without the addresses', async () => {
    for (const email of ['un@exemple.fr', 'deux@exemple.fr', 'trois@exemple.fr']) await signUp({ email }, ip());
    await confirmAll();
    const [one, ...rest] = await listSubscribers();
    const audit = { actorId: null, actorEmail: 'proprietaire@exemple.fr', ip: null };
    expect(await deleteSubscribers([one!.id], audit)).toBe(1);
    expect(
      await deleteSubscribers(
        rest.map((r) => r.id),
        audit,
      ),
    ).toBe(2);
    expect(await listSubscribers()).toEqual([]);
    const entries = await testSql()<{ summary: string; entity_id: string | null }[]>`
      select summary, entity_id from audit_log where entity = 'newsletter' and action = 'delete' order by id desc limit 2`;
    expect(entries.map((e) => e.summary)).toEqual([
      '2 abonnés supprimés (adresses effacées)',
      'Abonné supprimé (adresse effacée)',
    ]);
    const journal = JSON.stringify(await testSql()`select * from audit_log where entity = 'newsletter'`);
    for (const email of ['un@exemple.fr', 'deux@exemple.fr', 'trois@exemple.fr']) expect(journal).not.toContain(email);
  });
});

describe('the back office list', () => {
  test('pages the confirmed subscribers newest first and searches by e-mail', async () => {
    await testSql()`
      insert into newsletter_subscribers (email, created_at, confirmed_at)
      select 'lecteur' || n || '@exemple.fr', now() - make_interval(mins => n), now()
      from generate_series(1, ${SUBSCRIBERS_PAGE_SIZE + 3}) n`;
    await testSql()`insert into newsletter_subscribers (email) values ('en-attente@exemple.fr')`;
    const first = await listSubscribersPage({});
    expect(first).toMatchObject({ total: SUBSCRIBERS_PAGE_SIZE + 3, page: 1, pageCount: 2 });
    expect(first.items[0]!.email).toBe('lecteur1@exemple.fr');
    expect((await listSubscribersPage({ page: 2 })).items.map((s) => s.email)).toHaveLength(3);
    expect((await listSubscribersPage({ page: 9 })).page).toBe(2);
    // Newest first: lecteur5 signed up five minutes ago, lecteur50 fifty.
    expect((await listSubscribersPage({ q: 'LECTEUR5' })).items.map((s) => s.email)).toEqual([
      'lecteur5@exemple.fr',
      'lecteur50@exemple.fr',
      'lecteur51@exemple.fr',
      'lecteur52@exemple.fr',
      'lecteur53@exemple.fr',
    ]);
    expect((await listSubscribersPage({ q: '%' })).total).toBe(0);
    expect((await listSubscribersPage({ q: 'attente' })).total).toBe(0);
  });
});

describe('helpers', () => {
  test('CSV for French Excel: BOM, semicolons, Paris dates as JJ/MM/AAAA HH:MM, consent columns, formulas neutralised', () => {
    expect(csvCell('simple@exemple.fr')).toBe('simple@exemple.fr');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+33')).toBe(`"'+33"`);
    const csv = subscribersCsv([
      {
        id: '1',
        email: 'a@exemple.fr',
        source: 'blog',
        createdAt: '2026-07-21T10:00:00.000Z',
        consentAt: '2026-07-21T10:00:00.000Z',
        consentPage: '/blog/un-article',
        consentVersion: '2026-11-27',
        consentNote: null,
      },
      {
        id: '2',
        email: '=cmd@exemple.fr',
        source: null,
        createdAt: '2026-01-05T23:30:00.000Z',
        consentAt: '2026-01-05T23:30:00.000Z',
        consentPage: null,
        consentVersion: null,
        consentNote: null,
      },
    ]);
    expect(csv).toBe(
      '\uFEFFE-mail;Source;Date d’inscription;Consentement donné le;Page du consentement;Version du texte de consentement\r\n' +
        'a@exemple.fr;blog;21/07/2026 12:00;21/07/2026 12:00;/blog/un-article;2026-11-27\r\n' +
        `"'=cmd@exemple.fr";;06/01/2026 00:30;06/01/2026 00:30;;\r\n`,
    );
  });
});
