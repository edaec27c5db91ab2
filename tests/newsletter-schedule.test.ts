// « Programmer l'envoi » and what a letter's list says after it, against the real database and a real SMTP
// server: a programmed letter is refused in the past, cancellable back to a draft, and queued by the worker's
// turn once due, then sent; each failed address is listed with the server's reason, and the readers who
// unsubscribed in the 7 days after are counted.
import { describe, expect, it, vi } from 'vitest';
import { scheduleIssue, unscheduleIssue } from '@/lib/actions/newsletter-issues';
import { housekeeping } from '@/lib/admin/housekeeping';
import { MSG } from '@/lib/copy/messages';
import { createEntry } from '@/lib/data/entries';
import { createIssue, getIssue, listIssues } from '@/lib/data/newsletter-issues';
import { msUntilNextScheduled } from '@/lib/data/newsletter-schedule';
import { isoToStudioLocal } from '@/lib/dates';
import { drainOutbox } from '@/lib/newsletter/outbox';
import { setUpAdminSession, sql } from './support/admin-session';
import { postInput } from './support/builders';
import { inbox, withLocalMailServer } from './support/mail';

vi.mock('next/headers', () => import('./support/next-headers'));

setUpAdminSession();
withLocalMailServer();

const inAnHour = () => isoToStudioLocal(new Date(Date.now() + 3600_000).toISOString());

describe('programmed letters', () => {
  it('are refused in the past, cancelled back to a draft, and leave by themselves once due', async () => {
    const post = await createEntry('post', {
      ...postInput('lettre-programmee'),
      imageAlt: 'Une double page en cours de mise en page',
      status: 'published',
    });
    for (const email of ['prog-a@exemple.fr', 'prog-b@exemple.fr'])
      await sql()`insert into newsletter_subscribers (email, confirmed_at) values (${email}, now())`;
    const id = await createIssue({ subject: 'Lettre programmée', intro: '', items: [{ kind: 'post', id: post.id }] });

    const past = isoToStudioLocal(new Date(Date.now() - 60_000).toISOString());
    expect(await scheduleIssue({ id, at: past })).toMatchObject({ ok: false, error: MSG.issue.schedulePast });
    expect(await scheduleIssue({ id, at: inAnHour() })).toMatchObject({ ok: true });
    expect((await getIssue(id))?.status).toBe('scheduled');
    expect(await msUntilNextScheduled()).toBeGreaterThan(3500_000);
    await housekeeping(); // not due yet: nothing queued
    expect((await getIssue(id))?.status).toBe('scheduled');

    expect(await unscheduleIssue({ id })).toMatchObject({ ok: true, message: MSG.issue.unscheduled });
    expect((await getIssue(id))?.status).toBe('draft');
    expect(await unscheduleIssue({ id })).toMatchObject({ ok: false, error: MSG.issue.notScheduled });

    expect(await scheduleIssue({ id, at: inAnHour() })).toMatchObject({ ok: true });
    await sql()`update newsletter_issues set scheduled_at = now() - interval '1 second' where id = ${id}`;
    await housekeeping();
    expect((await getIssue(id))?.status).toBe('sending');
    await drainOutbox({ deadline: Date.now() + 20_000 });
    const issue = await getIssue(id);
    expect(issue?.status).toBe('sent');
    const to = (await inbox())
      .filter((m) => m.subject === 'Lettre programmée')
      .flatMap((m) => (Array.isArray(m.to) ? m.to : [m.to]).flatMap((t) => t?.value ?? []).map((a) => a.address));
    expect(to).toEqual(expect.arrayContaining(['prog-a@exemple.fr', 'prog-b@exemple.fr']));
    // As Ghost sends them: the studio's logo, each item's image with its text alternative, readable in dark mode.
    const letter = (await inbox()).find((m) => m.subject === 'Lettre programmée')!;
    const html = String(letter.html);
    expect(html).toMatch(/<img src="http[^"]+\/apple-icon\.png"/);
    expect(html).toContain(`<img src="http://localhost:3000${post.imageUrl}" alt="${post.imageAlt || post.title}"`);
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(letter.text).toContain(post.title);
  });

  it('list each failed address with its reason, and count the unsubscribes of the 7 days after', async () => {
    const [issue] = await sql()<{ id: string }[]>`
      insert into newsletter_issues (subject, status, sent_at) values ('Lettre mesurée', 'sent', now() - interval '10 days')
      returning id::text`;
    const subscribers = await sql()<{ id: string; email: string }[]>`
      insert into newsletter_subscribers (email, confirmed_at)
      values ('mesure-ok@exemple.fr', now()), ('mesure-parti@exemple.fr', now()), ('mesure-tard@exemple.fr', now()),
             ('mesure-echec@exemple.fr', now())
      returning id::text, email`;
    const byEmail = Object.fromEntries(subscribers.map((s) => [s.email, s.id]));
    for (const email of ['mesure-ok@exemple.fr', 'mesure-parti@exemple.fr', 'mesure-tard@exemple.fr'])
      await sql()`insert into newsletter_deliveries (issue_id, subscriber_id, status, sent_at)
                  values (${issue!.id}, ${byEmail[email]!}, 'sent', now() - interval '10 days')`;
    await sql()`insert into newsletter_deliveries (issue_id, subscriber_id, status, attempts, last_error)
                values (${issue!.id}, ${byEmail['mesure-echec@exemple.fr']!}, 'failed', 5, '550 Boîte inconnue')`;
    // One reader leaves the next day (through the erasure the link does), another a month later.
    await sql()`delete from newsletter_subscribers where email in ('mesure-parti@exemple.fr', 'mesure-tard@exemple.fr')`;
    await sql()`update newsletter_deliveries set unsubscribed_at = sent_at + interval '1 day'
                where issue_id = ${issue!.id} and subscriber_id is null and unsubscribed_at is not null
                  and id = (select min(id) from newsletter_deliveries where issue_id = ${issue!.id} and subscriber_id is null)`;
    await sql()`update newsletter_deliveries set unsubscribed_at = sent_at + interval '30 days'
                where issue_id = ${issue!.id} and subscriber_id is null and unsubscribed_at > sent_at + interval '2 days'`;
    const listed = (await listIssues()).find((i) => i.id === issue!.id)!;
    expect(listed.counts).toMatchObject({ sent: 3, failed: 1, unsubscribed: 1 });
    expect(listed.failures).toEqual([{ email: 'mesure-echec@exemple.fr', reason: '550 Boîte inconnue' }]);
  });
});
