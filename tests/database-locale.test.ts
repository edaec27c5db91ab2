// The databases the embedded server creates fold case and accents like Supabase's UTF-8 locale and
// sort accented letters the French way (the C locale did neither).
import { afterAll, expect, test } from 'vitest';
import { closeTestSql, testSql } from './support/db';

afterAll(closeTestSql);

test('case folding covers accented capitals', async () => {
  const [row] =
    await testSql()`select 'É' ilike 'é' as letter, 'RÉALISATION' ilike '%réalisation%' as word, lower('ÉDITION') as lowered`;
  expect(row).toEqual({ letter: true, word: true, lowered: 'édition' });
});

test('accented letters sort with their base letter', async () => {
  const rows = await testSql()<
    { w: string }[]
  >`select w from unnest(array['Zèbre', 'étude', 'Edition', 'eau', 'Été', 'école', 'elan']) w order by w`;
  expect(rows.map((r) => r.w)).toEqual(['eau', 'école', 'Edition', 'elan', 'Été', 'étude', 'Zèbre']);
});
