// The build sends nothing secret to browsers: no session secret, database URL or service key in
// the client assets (.next/static) nor in the prerendered pages and their RSC payloads.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures/test';

const distDir = path.resolve(process.env.NEXT_DIST_DIR ?? '.next');

/** Secrets of this run worth looking for (long enough not to match by chance). */
function secrets(): { name: string; value: string }[] {
  const found: { name: string; value: string }[] = [];
  const add = (name: string, value: string | undefined) => {
    if (value && value.length >= 8) found.push({ name, value });
  };
  add('SESSION_SECRET', process.env.SESSION_SECRET);
  add('SUPABASE_SERVICE_ROLE_KEY', process.env.SUPABASE_SERVICE_ROLE_KEY);
  add('DATABASE_URL', process.env.DATABASE_URL);
  if (process.env.DATABASE_URL)
    add('DATABASE_URL password', decodeURIComponent(new URL(process.env.DATABASE_URL).password));
  return found;
}

/** Every file under `dir` whose name matches `pattern`, with the secrets it contains. */
function scan(dir: string, pattern: RegExp, wanted: { name: string; value: string }[]): string[] {
  const leaks: string[] = [];
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !pattern.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = fs.readFileSync(file, 'latin1');
    for (const s of wanted) if (text.includes(s.value)) leaks.push(`${s.name} in ${path.relative(distDir, file)}`);
  }
  return leaks;
}

test('no secret in what the browser can download', () => {
  const wanted = secrets();
  expect(wanted.map((s) => s.name)).toEqual(expect.arrayContaining(['SESSION_SECRET', 'DATABASE_URL']));
  const staticDir = path.join(distDir, 'static');
  expect(fs.existsSync(staticDir), `${staticDir} (run after the build)`).toBe(true);

  // The scanner finds a planted secret, so an empty result below means something.
  const planted = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-'));
  fs.writeFileSync(path.join(planted, 'chunk.js'), `const k = ${JSON.stringify(wanted[0]!.value)};`);
  expect(scan(planted, /\.js$/, wanted)).toHaveLength(1);
  fs.rmSync(planted, { recursive: true, force: true });

  expect(scan(staticDir, /./, wanted)).toEqual([]);
  const pages = path.join(distDir, 'server', 'app');
  expect(scan(pages, /\.(html|rsc|body|meta)$/, wanted)).toEqual([]);
});

test('no detail of the studio is inlined into a client script: « Réglages » feeds them from the server', () => {
  // The first-run values (lib/copy/site-defaults.ts), which the demo database holds: the pages show them,
  // the scripts must not carry them (a save in the back office would not reach a script built before it).
  const details = [
    { name: 'phone digits', value: '261341234567' },
    { name: 'phone', value: '+261 34 12 345 67' },
    { name: 'e-mail', value: 'contact@studio-graphique.mg' },
    { name: 'legal placeholder', value: 'communiqué sur simple demande' },
    { name: 'LinkedIn page', value: 'linkedin.com/company/studio-graphique-madagascar' },
  ];
  expect(scan(path.join(distDir, 'static'), /\.js$/, details)).toEqual([]);
});
