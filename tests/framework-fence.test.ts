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

  it('Next builds its incremental cache with the handler the production server registers (server-cache-handler.ts)', async () => {
    const { registerCacheHandler, CACHE_HANDLERS } = await import('@/lib/performance/server-cache-handler');
    const { default: Handler } = await import('@/lib/performance/cache-handler.mjs');
    const slots = globalThis as unknown as Record<symbol, unknown>;
    try {
      const left = await registerCacheHandler({ cacheHandler: path.join(ROOT, 'lib/performance/cache-handler.mjs') });
      expect(left.cacheHandler).toBeUndefined();
      // What `next start` does on each request when no cacheHandler is configured.
      const { IncrementalCache } = await import('next/dist/server/lib/incremental-cache/index.js');
      const cache = new IncrementalCache({
        fs: {
          readFile: fs.promises.readFile,
          writeFile: fs.promises.writeFile,
          mkdir: fs.promises.mkdir,
          stat: fs.promises.stat,
        },
        dev: false,
        requestHeaders: {},
        minimalMode: false,
        serverDistDir: path.join(ROOT, '.next-fence-absent/server'),
        maxMemoryCacheSize: 0,
        flushToDisk: false,
        previewProps: { previewModeId: 'x', previewModeSigningKey: 'x', previewModeEncryptionKey: 'x' },
        prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} },
        CurCacheHandler: undefined,
      } as never);
      expect((cache as unknown as { cacheHandler: unknown }).cacheHandler).toBeInstanceOf(Handler as never);
    } finally {
      delete slots[CACHE_HANDLERS];
    }
  });
});
