// Every server reference the build exposes (its server-action manifest) is an intended action or a
// cached read, and none answers a call with wrong arguments with a server error. Next registers each
// 'use cache' function as a reference anyone can POST to with its id, so the cached reads check their
// arguments (lib/data/cached-args.ts) like actions do.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures/test';

type Entry = { filename?: string; exportedName?: string };

/** Modules whose every export is a server action (they start with 'use server'). */
const ACTION_FILE = /^(lib\/actions\/[a-z-]+\.ts|app\/(?:[a-z-]+\/)*actions\.ts)$/;
/** Modules with cached reads ('use cache' functions, compiled to $$RSC_SERVER_CACHE_n references). */
const CACHED_READS = new Set([
  'lib/data/blog.ts',
  'lib/data/media.ts',
  'lib/data/categories.ts',
  'lib/data/pricing.ts',
  'lib/data/settings.ts',
  'lib/data/testimonials.ts',
  'lib/data/texts.ts',
  'lib/data/projects.ts',
  'lib/data/redirects.ts',
  'lib/data/search.ts',
  'lib/data/tutorials.ts',
  'lib/data/letters-web.ts',
  'components/layout/footer.tsx',
]);

function references(): [string, Entry][] {
  const file = path.join(process.env.NEXT_DIST_DIR ?? '.next', 'server', 'server-reference-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { node: Record<string, Entry> };
  return Object.entries(manifest.node);
}

test('the build exposes only intended actions and cached reads', () => {
  const refs = references();
  expect(refs.length).toBeGreaterThan(30);
  const unexpected = refs
    .map(([, e]) => `${e.filename}#${e.exportedName}`)
    .filter((name) => {
      const [file, exported] = name.split('#') as [string, string];
      if (ACTION_FILE.test(file) && !exported.startsWith('$$')) return false;
      return !(CACHED_READS.has(file) && /^\$\$RSC_SERVER_CACHE_\d+$/.test(exported));
    });
  expect(unexpected).toEqual([]);
  // The cached reads are there: the test would pass for nothing if the manifest's shape changed.
  expect(refs.some(([, e]) => e.filename === 'lib/data/tutorials.ts')).toBe(true);
});

test('no server reference answers wrong arguments with a server error', async ({ request }) => {
  test.setTimeout(120_000);
  // Argument lists as a client encodes them (a JSON array), with wrong types and sizes. A body that is
  // no argument list at all fails in Next's own decoder, before any of this code runs.
  const wrong = [
    JSON.stringify(['x'.repeat(300), -1, { page: 'x', categories: 'y' }, null, 1e9]),
    JSON.stringify([{ __proto__: { polluted: true } }, [], 'text']),
    JSON.stringify([]),
  ];
  const failures: string[] = [];
  for (const [id, entry] of references()) {
    for (const body of wrong) {
      const res = await request.post('/', {
        headers: { 'Next-Action': id, 'Content-Type': 'text/plain;charset=UTF-8', Accept: 'text/x-component' },
        data: body,
        maxRedirects: 0,
      });
      if (res.status() >= 500)
        failures.push(`${entry.filename}#${entry.exportedName} ${body.slice(0, 30)} → ${res.status()}`);
    }
  }
  expect(failures).toEqual([]);
});
