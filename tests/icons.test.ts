// One icon registry: every icon the site and the back office draw comes from components/icons (one factory, the
// `ic` class's stroke and size), never an <svg> written inline in a component. The share cards drawn by
// next/og (lib/seo/og-image.tsx) are images, not icons.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '..');
const ALLOWED = new Set(['lib/seo/og-image.tsx']);

function tsx(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsx(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

it('draws no inline <svg> outside components/icons', () => {
  const inline = ['app', 'components', 'lib']
    .flatMap((dir) => tsx(path.join(ROOT, dir)))
    .map((file) => path.relative(ROOT, file))
    .filter((file) => !file.startsWith('components/icons/') && !ALLOWED.has(file))
    .filter((file) => /<svg[\s>]/.test(fs.readFileSync(path.join(ROOT, file), 'utf8')));
  expect(inline).toEqual([]);
});
