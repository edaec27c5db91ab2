// What is stored beside a Markdown body (supabase/migrations/20261202010000_body_reading.sql): the images it
// shows and their alt texts, as lib/markdown/read.ts reads them, and the md5 of the text read. Written by every
// save of lib/data/entries.ts; a row written another way (a plain SQL seed, an import) is stale until
// readStaleBodies() reads it (the housekeeping, the seed), and meanwhile the media library searches its text.
// No 'server-only': the seed imports it.
import crypto from 'node:crypto';
import type { Fragment, Sql, TransactionSql } from 'postgres';
import type { FieldSpec } from '../kinds.ts';
import { readBody } from '../markdown/read.ts';

export type BodyReadingColumns = { body_images: string[]; body_image_alts: string[]; body_read_hash: string };

export const BODY_READING_COLUMNS = ['body_images', 'body_image_alts', 'body_read_hash'] as const;

/** The reading columns of a body, as stored (its md5 the same as PostgreSQL's md5() of the UTF-8 text). */
export function bodyReading(markdown: string): BodyReadingColumns {
  const { images } = readBody(markdown);
  return {
    body_images: images.map((i) => i.url),
    body_image_alts: images.map((i) => i.alt),
    body_read_hash: crypto.createHash('md5').update(markdown, 'utf8').digest('hex'),
  };
}

/** The reading of the Markdown body among `fields` as `source` writes it, or null for a kind without one. */
export function readingOf(fields: readonly FieldSpec[], source: Record<string, unknown>): BodyReadingColumns | null {
  const body = fields.find((f) => f.markdown);
  return body ? bodyReading((source[body.key] as string | undefined) ?? '') : null;
}

/** `column = value` of a stored reading, after a write of its body. */
export const readingAssignments = (tx: TransactionSql, reading: BodyReadingColumns | null): Fragment[] =>
  reading ? BODY_READING_COLUMNS.map((c) => tx`${tx(c)} = ${reading[c]}`) : [];

const BODIES = [
  { table: 'blog_posts', column: 'content' },
  { table: 'tutorials', column: 'body' },
] as const;

/** Reads the bodies whose stored reading is stale (all of them, or those of `ids`); answers how many it read. */
export async function readStaleBodies(db: Sql | TransactionSql, ids?: readonly string[]): Promise<number> {
  let read = 0;
  for (const { table, column } of BODIES) {
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = await db<{ id: string; body: string }[]>`
        select id, ${db(column)} as body from ${db(table)}
        where body_read_stale and id > ${after}::uuid ${ids ? db`and id = any(${ids as string[]}::uuid[])` : db``}
        order by id limit 200`;
      for (const r of rows) {
        const c = bodyReading(r.body);
        // Only if the body is still the text read: a save meanwhile wrote its own reading.
        await db`update ${db(table)} set ${db(c, ...BODY_READING_COLUMNS)}
          where id = ${r.id} and md5(${db(column)}) = ${c.body_read_hash}`;
        read++;
      }
      if (rows.length < 200) break;
      after = rows.at(-1)!.id;
    }
  }
  return read;
}
