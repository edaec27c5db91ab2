// A letter's web version against the real database and a real SMTP server: it is public only once the letter
// has started to leave and only when the owner chose it (at composing or afterwards), it shows the items as they
// are now, its e-mail links to it, and its page is refreshed right after a programmed letter's time.
import { describe, expect, it, vi } from 'vitest';
import {
  saveIssue,
  scheduleIssue,
  sendIssue,
  setLetterWebVersion,
  unscheduleIssue,
} from '@/lib/actions/newsletter-issues';
import { MSG } from '@/lib/copy/messages';
import { createEntry } from '@/lib/data/entries';
import { getWebLetter, listWebLetterIds } from '@/lib/data/letters-web';
import { isoToStudioLocal } from '@/lib/dates';
import { drainOutbox } from '@/lib/newsletter/outbox';
import { invalidated, lifetimes } from './stubs/next-cache';
import { setUpAdminSession, sql } from './support/admin-session';
import { postInput } from './support/builders';
import { inbox, withLocalMailServer } from './support/mail';

vi.mock('next/headers', () => import('./support/next-headers'));

setUpAdminSession();
withLocalMailServer();

const compose = async (subject: string, webVersion: boolean, items: { kind: 'post'; id: string }[]) => {
  const saved = await saveIssue({ id: null, subject, intro: 'Bonjour,\n\nVoici la lettre.', items, webVersion });
  expect(saved).toMatchObject({ ok: true });
  return (saved as { data: { id: string } }).data.id;
};

describe('a letter’s web version', () => {
  it('is public once sent, links from the e-mail, follows its items, and can be withdrawn', async () => {
    const post = await createEntry('post', { ...postInput('lettre-web'), status: 'published' });
    const gone = await createEntry('post', { ...postInput('lettre-web-retiree'), status: 'published' });
    await sql()`insert into newsletter_subscribers (email, confirmed_at) values ('web-a@exemple.fr', now())`;
    const id = await compose('Lettre en ligne', true, [
      { kind: 'post', id: post.id },
      { kind: 'post', id: gone.id },
    ]);

    // A draft is not public, even with a web version asked for.
    expect(await getWebLetter(id)).toBeNull();
    invalidated.length = 0;
    expect(await sendIssue({ id })).toMatchObject({ ok: true });
    expect(invalidated).toContain('letters');
    const letter = await getWebLetter(id);
    expect(letter).toMatchObject({ id, subject: 'Lettre en ligne', intro: 'Bonjour,\n\nVoici la lettre.' });
    expect(letter!.items.map((i) => i.title)).toEqual([post.title, gone.title]);
    expect(await listWebLetterIds()).toContain(id);
    // Shared from the e-mail, the page shows its first item's image, not the site's card.
    const { generateMetadata } = await import('@/app/(site)/lettres/[id]/page');
    const shared = (await generateMetadata({ params: Promise.resolve({ id }) })).openGraph?.images;
    const cover = letter!.items[0]!.image!.src;
    expect(cover).toContain('generique');
    expect(shared).toEqual([expect.objectContaining({ url: cover })]);

    // The reader's copy links to it, in both parts; without a web version, no link.
    await drainOutbox({ deadline: Date.now() + 20_000 });
    const mail = (await inbox()).find((m) => m.subject === 'Lettre en ligne')!;
    expect(mail.text).toContain(`Lire cette lettre en ligne\u00a0: http://localhost:3000/lettres/${id}`);
    expect(String(mail.html)).toContain(`<a href="http://localhost:3000/lettres/${id}"`);

    // An item unpublished since is left out of the page.
    await sql()`update blog_posts set status = 'draft' where id = ${gone.id}`;
    expect((await getWebLetter(id))!.items.map((i) => i.title)).toEqual([post.title]);

    // Withdrawn afterwards: gone from the site (and the tag refreshed); published again.
    invalidated.length = 0;
    expect(await setLetterWebVersion({ id, on: false })).toMatchObject({ ok: true, message: MSG.issue.webOff });
    expect(invalidated).toContain('letters');
    expect(await getWebLetter(id)).toBeNull();
    expect(await listWebLetterIds()).not.toContain(id);
    expect(await setLetterWebVersion({ id, on: true })).toMatchObject({ ok: true, message: MSG.issue.webOn });
    expect(await getWebLetter(id)).not.toBeNull();
  });

  it('stays off the site when not asked for, and for unknown ids', async () => {
    const post = await createEntry('post', { ...postInput('lettre-privee'), status: 'published' });
    await sql()`insert into newsletter_subscribers (email, confirmed_at) values ('web-b@exemple.fr', now())`;
    const id = await compose('Lettre privée', false, [{ kind: 'post', id: post.id }]);
    expect(await sendIssue({ id })).toMatchObject({ ok: true });
    expect(await getWebLetter(id)).toBeNull();
    await drainOutbox({ deadline: Date.now() + 20_000 });
    const mail = (await inbox()).find((m) => m.subject === 'Lettre privée')!;
    expect(mail.text).not.toContain('/lettres/');
    expect(await getWebLetter('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await getWebLetter('../admin')).toBeNull();
  });

  it('keeps its items however many were published since', async () => {
    const [old] = await sql()<{ id: string; title: string }[]>`
      insert into blog_posts (slug, title, excerpt, content, image_url, status, published_at)
      values ('lettre-article-ancien', 'Un article de 2001', 'R', 'T', '/b.jpg', 'published', '2001-01-01')
      returning id::text, title`;
    await sql()`
      insert into blog_posts (slug, title, excerpt, content, image_url, status, published_at)
      select 'lettre-recent-' || n, 'Récent ' || n, 'R', 'T', '/b.jpg', 'published', now() - n * interval '1 minute'
      from generate_series(1, 201) n`;
    const id = await compose('Lettre d’archives', true, [{ kind: 'post', id: old!.id }]);
    await sql()`update newsletter_issues set status = 'sent', queued_at = now(), sent_at = now() where id = ${id}`;
    expect((await getWebLetter(id))!.items.map((i) => i.title)).toEqual([old!.title]);
  });

  it('is read again once programmed, or back to a draft', async () => {
    const post = await createEntry('post', { ...postInput('lettre-web-reprogrammee'), status: 'published' });
    const id = await compose('Lettre reprogrammée', true, [{ kind: 'post', id: post.id }]);
    invalidated.length = 0;
    expect(
      await scheduleIssue({ id, at: isoToStudioLocal(new Date(Date.now() + 3600_000).toISOString()) }),
    ).toMatchObject({
      ok: true,
    });
    expect(invalidated).toContain('letters');
    invalidated.length = 0;
    expect(await unscheduleIssue({ id })).toMatchObject({ ok: true });
    expect(invalidated).toContain('letters');
  });

  it('is read again right after a programmed letter with a web version leaves', async () => {
    const post = await createEntry('post', { ...postInput('lettre-web-programmee'), status: 'published' });
    const id = await compose('Lettre web programmée', true, [{ kind: 'post', id: post.id }]);
    await sql()`update newsletter_issues set status = 'scheduled', scheduled_at = now() + interval '10 minutes' where id = ${id}`;
    lifetimes.length = 0;
    expect(await getWebLetter(id)).toBeNull();
    const life = lifetimes.at(-1) as { revalidate: number };
    expect(life.revalidate).toBeGreaterThan(590);
    expect(life.revalidate).toBeLessThanOrEqual(602);
    await sql()`update newsletter_issues set status = 'draft', scheduled_at = null where id = ${id}`;
  });
});
