// A file a newcomer can read in one sitting: every source file of the app stays under 300 lines, split along its
// meaning (a form's parts, a page's blocks, a registry's budgets) when it grows past them.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '..');
const LIMIT = 300;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(m?[jt]sx?)$/.test(entry.name) ? [full] : [];
  });
}

it(`keeps every file of app/, components/ and lib/ under ${LIMIT} lines`, () => {
  const long = ['app', 'components', 'lib']
    .flatMap((dir) => sources(path.join(ROOT, dir)))
    .map((file) => ({ file: path.relative(ROOT, file), lines: fs.readFileSync(file, 'utf8').split('\n').length - 1 }))
    .filter(({ lines }) => lines > LIMIT);
  expect(long).toEqual([]);
});
