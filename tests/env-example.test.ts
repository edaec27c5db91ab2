// .env.example documents every variable the app, its scripts and its test tools read.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
// Set by Node, Next, CI or the scripts themselves for their children: nothing for a user to set.
const internal = new Set([
  'NODE_ENV',
  'NEXT_PHASE',
  'NEXT_RUNTIME',
  'CI',
  'PATH',
  'HOME',
  'VITEST_DB_PREFIX',
  'E2E_ADMIN_EMAIL',
  'E2E_ADMIN_PASSWORD',
  'E2E_USER_PASSWORD',
  // Set by scripts/run.mjs when it starts the embedded mail server.
  'LOCAL_MAILBOX_DIR',
]);

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return sources(rel);
    return /\.(ts|tsx|mjs)$/.test(e.name) ? [rel] : [];
  });
}

test('every variable read anywhere is listed with a comment', () => {
  const files = [
    ...sources('app'),
    ...sources('lib'),
    ...sources('scripts'),
    ...sources('e2e'),
    'next.config.ts',
    'playwright.config.ts',
    'proxy.ts',
    'instrumentation.ts',
  ];
  const names = new Set<string>();
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const m of text.matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)) names.add(m[1]!);
    for (const m of text.matchAll(/setting\('([A-Z][A-Z0-9_]+)'/g)) names.add(m[1]!);
    for (const m of text.matchAll(/pick\((?:env|raw), ((?:'[A-Z0-9_]+'(?:, )?)+)\)/g))
      for (const n of m[1]!.matchAll(/'([A-Z0-9_]+)'/g)) names.add(n[1]!);
  }
  for (const m of fs.readFileSync(path.join(root, 'lib/env.ts'), 'utf8').matchAll(/^\s+([A-Z][A-Z0-9_]+): z\./gm))
    names.add(m[1]!);
  const example = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
  const missing = [...names].filter((n) => !internal.has(n) && !new RegExp(`\\b${n}\\b`).test(example));
  expect(names.size).toBeGreaterThan(30);
  expect(missing).toEqual([]);
});
