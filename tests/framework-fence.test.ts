// The framework fenced: the few files that import Next's private modules (`next/dist/…`) were written against one
// version of Next. `next` is pinned to it, and a change of version fails here until someone has checked those
// imports and updated the version each file names (« next/dist checked against: x.y.z »).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const installed = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/next/package.json'), 'utf8')) as {
    version: string;
  }
).version;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', '.next', '.git', '.data', '.bench'].includes(entry.name) || entry.name.startsWith('.next')
        ? []
        : sources(full);
    return /\.(m?[jt]sx?)$/.test(entry.name) ? [full] : [];
  });
}

const PRIVATE_IMPORT = /(?:from\s+|import\(\s*|require\(\s*)['"]next\/dist\//;

describe('the framework fence', () => {
  it('pins next to an exact version, the one installed', () => {
    expect(pkg.dependencies.next).toMatch(/^\d+\.\d+\.\d+$/);
    expect(installed).toBe(pkg.dependencies.next);
  });

  it('every file importing next/dist names the version it was checked against, the pinned one', () => {
    const files = ['app', 'components', 'lib', 'scripts', 'proxy.ts', 'next.config.ts', 'instrumentation.ts']
      .map((p) => path.join(ROOT, p))
      .filter((p) => fs.existsSync(p))
      .flatMap((p) => (fs.statSync(p).isDirectory() ? sources(p) : [p]))
      .filter((file) => PRIVATE_IMPORT.test(fs.readFileSync(file, 'utf8')));
    expect(files.map((f) => path.relative(ROOT, f))).toContain('lib/performance/cache-handler.mjs');
    for (const file of files) {
      const checked = /next\/dist checked against: (\S+)/.exec(fs.readFileSync(file, 'utf8'))?.[1];
      expect(
        checked,
        `${path.relative(ROOT, file)} imports next/dist: check it against next ${pkg.dependencies.next}`,
      ).toBe(pkg.dependencies.next);
    }
  });
});
