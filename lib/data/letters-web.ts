import 'server-only';
// A letter's web version (« Version web »): what its readers received, readable by anyone at /lettres/{id} once
// it has started to leave, when the owner chose so. The same subject, introduction and items, as they are now
// (an article unpublished since is left out), and none of a reader's personal links.
import { cacheLife, cacheTag } from 'next/cache';
import { sql } from '@/lib/db/client';
import { logAudit, type Audit } from './audit';
import { cachedReadFailed, DataError } from './errors';
import { resolveIssueItems, type IssueItem, type IssueItemRef } from './newsletter-issues';
import { lifeUntil } from './publication';
import { TAGS } from './tags';
import { isUuid } from '@/lib/validation/text';

export type WebLetter = { id: string; subject: string; intro: string; items: IssueItem[]; sentAt: string };

const visible = sql`web_version and status in ('sending', 'sent')`;

/**
 * A letter's web version, or null (unknown, without one, or not sent yet). Cached until « Envoyer »,
 * « Programmer l'envoi », its cancellation, the web version's toggle or a change of the blog or the tutorials
 * refreshes it, and until the next programmed letter with a web version is due.
 */
export async function getWebLetter(requestedId: string): Promise<WebLetter | null> {
  'use cache';
  cacheTag(TAGS.letters, TAGS.blog, TAGS.tutorials);
  if (!isUuid(requestedId)) {
    cacheLife('max');
    return null;
  }
  try {
    // A programmed letter with a web version appears when it leaves: the read is refreshed right after that.
    const [next] = await sql<{ s: number | null }[]>`
      select extract(epoch from min(scheduled_at) - now())::float8 as s from newsletter_issues
      where status = 'scheduled' and web_version`;
    // Overdue (the worker or the cron route has yet to queue it): read again each minute, not each second.
    const s = next?.s ?? null;
    cacheLife(lifeUntil(s === null ? null : s < 0 ? 60 : s));
    const [row] = await sql<{ subject: string; intro: string; items: IssueItemRef[]; at: Date }[]>`
      select subject, intro, items, coalesce(queued_at, created_at) as at from newsletter_issues
      where id = ${requestedId} and ${visible}`;
    if (!row) return null;
    const items = await resolveIssueItems(row.items);
    return { id: requestedId, subject: row.subject, intro: row.intro, items, sentAt: row.at.toISOString() };
  } catch (e) {
    cachedReadFailed('getWebLetter', e);
    return null;
  }
}

/** The letters with a web version, newest first: the ids prerendered at build time. */
export async function listWebLetterIds(): Promise<string[]> {
  'use cache';
  cacheTag(TAGS.letters);
  try {
    const rows = await sql<{ id: string }[]>`
      select id::text from newsletter_issues where ${visible} order by sent_at desc nulls first limit 50`;
    cacheLife('max');
    return rows.map((r) => r.id);
  } catch (e) {
    cachedReadFailed('listWebLetterIds', e);
    return [];
  }
}

/** « Publier la version web » / « Retirer la version web », at any time (a sent letter too), journaled. */
export async function setWebVersion(id: string, on: boolean, audit?: Audit): Promise<void> {
  await sql.begin(async (tx) => {
    const [row] = await tx<{ subject: string }[]>`
      update newsletter_issues set web_version = ${on} where id = ${id} returning subject`;
    if (!row) throw new DataError('not_found');
    await logAudit(tx, audit, {
      action: 'update',
      entity: 'newsletter',
      entityId: id,
      summary: `Version web de la lettre « ${row.subject} » ${on ? 'publiée' : 'retirée'}`,
    });
  });
}
