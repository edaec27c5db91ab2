import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { TransactionSql } from 'postgres';
import { KINDS, type EntryKind } from '@/lib/kinds';
import { sql } from '@/lib/db/client';
import { logAudit, type Audit } from './audit';
import { DataError, cachedReadFailed, mapDbError } from './errors';
import { isPublic } from './publication';
import { TAGS } from './tags';

// Addresses that moved (supabase/migrations/20261128130000_redirects.sql). Chains are collapsed when a
// redirect is written, so every target is a page and a visitor is sent once.

export type RedirectOrigin = 'slug' | 'manual';
export type Redirect = { source: string; target: string; origin: RedirectOrigin; updatedAt: string };

/**
 * Every redirect as source → target, cached until a redirect is written. One entry for the whole table
 * (a few hundred rows at most): a cached read keyed by the requested path would keep one entry per
 * address a stranger makes up.
 */
export async function redirectMap(): Promise<Record<string, string>> {
  'use cache';
  cacheTag(TAGS.redirects);
  cacheLife('max');
  try {
    const rows = await sql<{ source: string; target: string }[]>`select source, target from redirects`;
    return Object.fromEntries(rows.map((r) => [r.source, r.target]));
  } catch (e) {
    cachedReadFailed('redirectMap', e);
    return {};
  }
}

/** Admin: every redirect, the most recently changed first. */
export async function adminListRedirects(): Promise<Redirect[]> {
  const rows = await sql<{ source: string; target: string; origin: RedirectOrigin; updated_at: Date }[]>`
    select source, target, origin, updated_at from redirects order by updated_at desc, source`;
  return rows.map((r) => ({
    source: r.source,
    target: r.target,
    origin: r.origin,
    updatedAt: r.updated_at.toISOString(),
  }));
}

/**
 * Inside the transaction that moved a page from `from` to `to` (a published item's slug, a category's
 * name): `from` now redirects to `to`, redirects that led to `from` lead to `to`, and a redirect from
 * `to` goes (the page is there again: keeping it would be a loop).
 */
export async function recordMove(tx: TransactionSql, from: string, to: string): Promise<void> {
  if (from === to) return;
  await tx`delete from redirects where source = ${to}`;
  await tx`update redirects set target = ${to} where target = ${from}`;
  await tx`insert into redirects (source, target, origin) values (${from}, ${to}, 'slug')
    on conflict (source) do update set target = excluded.target, origin = 'slug'`;
}

/** An item's public address as it stands in `tx` (null while it is not online). */
export async function publicPath(tx: TransactionSql, kind: EntryKind, id: string): Promise<string | null> {
  const { table, alias, section } = KINDS[kind];
  const [row] = await tx<{ slug: string }[]>`
    select ${tx(alias)}.slug from ${tx(table)} ${tx(alias)} where ${tx(alias)}.id = ${id} and ${isPublic(alias)}`;
  return row ? `${section}/${row.slug}` : null;
}

/** After a save: an item that was online at `before` and is online at another address keeps the old one. */
export async function recordItemMove(tx: TransactionSql, kind: EntryKind, id: string, before: string | null) {
  const after = await publicPath(tx, kind, id);
  if (before && after && before !== after) await recordMove(tx, before, after);
  return before !== after && !!before && !!after;
}

export type RedirectInput = { source: string; target: string };

/** Where `target` leads once the table's redirects are followed; `loop` when it comes back to `source`. */
async function finalTarget(tx: TransactionSql, source: string, target: string): Promise<string> {
  const seen = new Set([source]);
  let at = target;
  for (;;) {
    if (seen.has(at)) throw new DataError('conflict', 'loop', { source, target });
    seen.add(at);
    const [next] = await tx<{ target: string }[]>`select target from redirects where source = ${at}`;
    if (!next) return at;
    at = next.target;
  }
}

async function writeManual(tx: TransactionSql, { source, target }: RedirectInput): Promise<string> {
  const to = await finalTarget(tx, source, target);
  await tx`update redirects set target = ${to} where target = ${source}`;
  await tx`insert into redirects (source, target, origin) values (${source}, ${to}, 'manual')
    on conflict (source) do update set target = excluded.target, origin = 'manual'`;
  return to;
}

/** Adds or changes one of the owner's redirects (`previous`: the source it had, when it changed). */
export async function saveRedirect(input: RedirectInput & { previous?: string }, audit?: Audit): Promise<void> {
  try {
    await sql.begin(async (tx) => {
      if (input.previous && input.previous !== input.source) {
        await tx`delete from redirects where source = ${input.previous}`;
      }
      const to = await writeManual(tx, input);
      await logAudit(tx, audit, {
        action: input.previous ? 'update' : 'create',
        entity: 'redirect',
        entityId: input.source,
        summary: `Redirection ${input.source} → ${to}`,
      });
    });
  } catch (e) {
    if (e instanceof DataError) throw e;
    mapDbError(e);
  }
}

/** Many redirects in one transaction (a CSV import): all are written, or none. */
export async function importRedirects(rows: RedirectInput[], audit?: Audit): Promise<number> {
  try {
    return await sql.begin(async (tx) => {
      for (const row of rows) await writeManual(tx, row);
      await logAudit(tx, audit, {
        action: 'create',
        entity: 'redirect',
        summary: `${rows.length} redirection${rows.length > 1 ? 's' : ''} importée${rows.length > 1 ? 's' : ''}`,
      });
      return rows.length;
    });
  } catch (e) {
    if (e instanceof DataError) throw e;
    mapDbError(e);
  }
}

export async function deleteRedirect(source: string, audit?: Audit): Promise<void> {
  await sql.begin(async (tx) => {
    const [row] = await tx<{ target: string }[]>`delete from redirects where source = ${source} returning target`;
    if (!row) throw new DataError('not_found');
    await logAudit(tx, audit, {
      action: 'delete',
      entity: 'redirect',
      entityId: source,
      summary: `Redirection ${source} → ${row.target} supprimée`,
    });
  });
}
