// What counts as a use of an image is the SQL function public.media_uses(), redefined by a migration each time a
// kind gains an image column. Checked against the kinds (lib/kinds.ts): every column that holds a file of a kind
// (its main file and every field a restore keeps, the share image included) is one the function reads, in that
// kind's table; a new image field without a new media_uses() fails here before a clean-up deletes its files.
import { afterAll, expect, it } from 'vitest';
import { ENTRY_KINDS, KINDS } from '@/lib/kinds';
import { closeTestSql, testSql } from './support/db';

afterAll(closeTestSql);

/** Each kind's table and the columns that hold one of its files. */
const imageColumns = () =>
  ENTRY_KINDS.map((kind) => {
    const spec = KINDS[kind];
    const kept = spec.fields.filter((f) => 'keepOnRestore' in f && f.keepOnRestore).map((f) => f.column);
    return { kind, table: spec.table, columns: [...new Set([spec.file, ...kept])] };
  });

it('media_uses() reads every image column of every kind, in its own table', async () => {
  const [row] = await testSql()<{ definition: string }[]>`
    select pg_get_functiondef('public.media_uses(text)'::regprocedure) as definition`;
  const definition = row!.definition;
  // One select per source: the kind's own part of the union.
  const parts = definition.split(/\bunion all\b/i);
  for (const { kind, table, columns } of imageColumns()) {
    const part = parts.find((p: string) => new RegExp(`from public\\.${table}\\b`).test(p));
    expect(part, `${kind}: media_uses() does not read public.${table}`).toBeDefined();
    for (const column of columns)
      expect(part, `${kind}: media_uses() does not read ${table}.${column}`).toMatch(new RegExp(`\\.${column}\\b`));
  }
  expect(imageColumns().flatMap((k) => k.columns)).toEqual(
    expect.arrayContaining(['image_url', 'thumbnail', 'main_image_url', 'seo_image']),
  );
});
