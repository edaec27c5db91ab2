// The data door is a rule, not a sentence: ESLint refuses the database client (or the driver) anywhere but
// lib/data and the database's own tooling. Checked by linting a deliberate import at both kinds of path.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: path.resolve(__dirname, '..') });
const IMPORT = "import { sql } from '@/lib/db/client';\nexport const rows = () => sql`select 1`;\n";

async function messages(filePath: string, code = IMPORT): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the data door', () => {
  it('refuses the database client and the driver outside lib/data', { timeout: 60_000 }, async () => {
    for (const file of [
      'lib/newsletter/sneaky.ts',
      'app/(site)/sneaky/page.tsx',
      'components/admin/sneaky.tsx',
      'proxy.ts',
    ])
      expect(await messages(file), file).toEqual([expect.stringContaining('Only lib/data touches the database')]);
    expect(
      await messages('lib/actions/sneaky.ts', "import postgres from 'postgres';\nexport const db = postgres();\n"),
    ).toHaveLength(1);
  });

  it('lets lib/data, the migrations and the tests use it', { timeout: 60_000 }, async () => {
    for (const file of ['lib/data/sneaky.ts', 'db/sneaky.ts', 'tests/sneaky.test.ts'])
      expect(await messages(file), file).toEqual([]);
  });
});
