// A comment that points to a file is a promise: every path a comment names (lib/…, components/…, docs/…, a
// migration…) exists, so a rename or a split cannot leave a reader following a dead pointer.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '..');
const SKIP = new Set([
  'node_modules',
  '.git',
  '.data',
  '.bench',
  '.bench-tools',
  '.tools',
  'test-results',
  'playwright-report',
]);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name) || entry.name.startsWith('.next')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(m?[jt]sx?|sql|css)$/.test(entry.name) ? [full] : [];
  });
}

/** The comment lines of a source: `//…`, ` * …`, `/* …`, `-- …` (SQL). */
const commentLines = (text: string) =>
  text.split('\n').filter((line) => /^\s*(\/\/|\/?\*|--)/.test(line) || /\s\/\/\s/.test(line));

// A path of the project: a top folder of the repository, then segments, ending in a file's extension.
const PATH =
  /(?<![\w./@-])(?:\.\/)?((?:app|components|lib|docs|db|scripts|tests|e2e|supabase|public|\.ci)\/[\w()[\].@-]+(?:\/[\w()[\].@-]+)*\.(?:tsx?|mjs|js|sql|md|json|css|yml))\b/g;

// A path beside the commented file (a sibling module, a parent's folder), or from the root in a command line.
const RELATIVE = /(?<![\w./@-])(\.\.?\/[\w()[\].@/-]+\.(?:tsx?|mjs|js|sql|md|json|css))\b/g;

it('every file a comment names exists', () => {
  const dead: string[] = [];
  let checked = 0;
  for (const file of sources(ROOT)) {
    for (const line of commentLines(fs.readFileSync(file, 'utf8'))) {
      for (const [, named] of line.matchAll(PATH)) {
        checked += 1;
        if (!fs.existsSync(path.join(ROOT, named!))) dead.push(`${path.relative(ROOT, file)}: ${named}`);
      }
      for (const [, named] of line.matchAll(RELATIVE)) {
        checked += 1;
        if (![path.dirname(file), ROOT].some((from) => fs.existsSync(path.resolve(from, named!))))
          dead.push(`${path.relative(ROOT, file)}: ${named}`);
      }
    }
  }
  expect(checked).toBeGreaterThan(100);
  expect(dead).toEqual([]);
});
