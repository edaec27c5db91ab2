// Prerendered documents request Next's framework scripts after their first frame
// (lib/performance/deferred-scripts.mjs); the self-hosted cache handler stores them that way.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferFrameworkScripts } from '@/lib/performance/deferred-scripts.mjs';
import { withAsciiHtml } from '@/lib/performance/ascii-html.mjs';
import Handler from '@/lib/performance/cache-handler.mjs';
import { fileSystemCacheOptions } from './support/file-system-cache';

// The head Next 16 writes for a page (abridged), then a body with JSON-LD, the runtime's bootstrap
// script (React's `bootstrapScripts`, preloaded in the head) and the inline Turbopack and RSC data.
const document = [
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime-a.js"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/lazy-e.js"/>',
  '<script src="/_next/static/chunks/main-b.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-c.js" async=""></script>',
  '<title>L’atelier</title>',
  '<script src="/_next/static/chunks/polyfills-d.js" noModule=""></script></head>',
  '<body><h1>L’atelier</h1><script type="application/ld+json">{"@type":"Organization"}</script>',
  '<script src="/_next/static/chunks/runtime-a.js" id="_R_" async=""></script>',
  '<script>(globalThis["TURBOPACK"]||(globalThis["TURBOPACK"]=[])).push({"otherChunks":[]})</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
].join('');

/**
 * Runs the loader the rewrite writes in a stand-in window: frames, tasks and timers are queued and run
 * by the caller's steps; `paintTiming` says whether the browser reports first-contentful-paint.
 */
function loaderIn(html: string, { hidden = false, paintTiming = true } = {}) {
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  const loader = inline.find((code) => code.includes('first-contentful-paint'));
  if (!loader) throw new Error('no loader');
  const elements: Record<string, unknown>[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const observers: ((
    list: { getEntriesByName: (name: string) => unknown[] },
    o: { disconnect: () => void },
  ) => void)[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['navigation', 'paint'] : ['navigation'];
    constructor(private readonly callback: (typeof observers)[number]) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      observers.push(this.callback);
    }
  }
  const window = {
    document: {
      visibilityState: hidden ? 'hidden' : 'visible',
      head: { appendChild: (el: Record<string, unknown>) => elements.push(el) },
      createElement: (tag: string) => ({ tag }),
    },
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout: (f: () => void, ms?: number) => (ms ? timers : tasks).push(f),
    PerformanceObserver,
  };
  vm.runInNewContext(loader, { ...window, window });
  const drain = (queue: (() => void)[]) => {
    while (queue.length > 0) queue.shift()!();
  };
  /** Fires a script's load (or error) event, as the browser does once it has run (or failed). */
  const finish = (src: string, event: 'onload' | 'onerror' = 'onload') => {
    const script = elements.find((el) => el.tag === 'script' && el.src === src);
    if (!script) throw new Error(`${src} was not added`);
    (script[event] as (() => void) | undefined)?.();
  };
  return {
    /** What was added to the head, in order (without the event handlers). */
    get appended() {
      return elements.map(({ onload: _load, onerror: _error, ...el }) => el);
    },
    finish,
    /** Every script added so far has run. */
    runAll: () => {
      for (const el of [...elements]) if (el.tag === 'script') finish(el.src as string);
    },
    frame: () => (drain(frames), drain(tasks)),
    /** Runs the first queued task only. */
    task: () => tasks.shift()?.(),
    paint: (name = 'first-contentful-paint', { runTasks = true } = {}) => {
      for (const callback of observers.splice(0)) {
        const connected = { yes: true };
        callback(
          { getEntriesByName: (n) => (n === name ? [{ name }] : []) },
          { disconnect: () => (connected.yes = false) },
        );
        if (connected.yes) observers.push(callback);
      }
      if (runTasks) drain(tasks);
    },
    timeout: () => (drain(timers), drain(tasks)),
  };
}

// Added once painted: the bundler's runtime preloaded first, then the other preloads and scripts...
const FIRST = [
  { tag: 'link', rel: 'preload', as: 'script', fetchPriority: 'low', href: '/_next/static/chunks/turbopack-c.js' },
  { tag: 'link', rel: 'preload', as: 'script', fetchPriority: 'low', href: '/_next/static/chunks/lazy-e.js' },
  { tag: 'script', src: '/_next/static/chunks/main-b.js', async: true },
  { tag: 'script', src: '/_next/static/chunks/runtime-a.js', id: '_R_', async: true },
];
// ...and the runtime's script once every other one has run.
const ALL = [...FIRST, { tag: 'script', src: '/_next/static/chunks/turbopack-c.js', async: true }];

describe('deferFrameworkScripts', () => {
  const deferred = deferFrameworkScripts(document);

  it('leaves no framework script or script preload in the head', () => {
    const head = deferred.slice(0, deferred.indexOf('</head>'));
    expect(head).not.toMatch(/<script src="\/_next\/static\/[^"]+" async/);
    expect(head).not.toContain('rel="preload" as="script"');
    // The stylesheet, the title and the legacy-browser polyfill (never run by a modern browser) stay.
    expect(head).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css"');
    expect(head).toContain('<title>L’atelier</title>');
    expect(head).toContain('<script src="/_next/static/chunks/polyfills-d.js" noModule=""></script>');
  });

  it('keeps the body, the RSC payload and JSON-LD, and ends the body with the loader', () => {
    expect(deferred).toContain(
      '<h1>L’atelier</h1><script type="application/ld+json">{"@type":"Organization"}</script>',
    );
    // The runtime's bootstrap tag leaves the body; the Turbopack data it reads stays, to run in place.
    expect(deferred).not.toMatch(/<script src="\/_next\/static\/[^"]+" id="_R_"/);
    expect(deferred).toContain('<script>(globalThis["TURBOPACK"]||');
    expect(deferred).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>(function(s,p,r)');
    expect(deferred.endsWith('</script></body></html>')).toBe(true);
  });

  it('adds the same scripts, async, once the page has painted: not at its first frame, nor at a first paint', () => {
    const page = loaderIn(deferred);
    page.frame();
    page.paint('first-paint');
    expect(page.appended).toEqual([]);
    page.paint();
    // The bootstrap script's preload is dropped: its script is added at the same moment.
    expect(page.appended).toEqual(FIRST);
    page.runAll();
    expect(page.appended).toEqual(ALL);
    page.timeout(); // the 4 s fallback adds nothing more
    page.paint();
    page.runAll();
    expect(page.appended).toHaveLength(5);
  });

  it('adds the bundler runtime last, once every other script has run or failed, so the app starts in its task', () => {
    const page = loaderIn(deferred);
    page.paint();
    page.finish('/_next/static/chunks/runtime-a.js');
    expect(page.appended).toEqual(FIRST);
    page.finish('/_next/static/chunks/main-b.js', 'onerror');
    expect(page.appended).toEqual(ALL);
    // Without a Turbopack runtime among the scripts, they all come in their order, with no wait.
    const webpack = loaderIn(deferFrameworkScripts(document.replace('turbopack-c', 'webpack-c')));
    webpack.paint();
    expect(webpack.appended.map((el) => el.src ?? el.href)).toEqual([
      '/_next/static/chunks/lazy-e.js',
      '/_next/static/chunks/main-b.js',
      '/_next/static/chunks/webpack-c.js',
      '/_next/static/chunks/runtime-a.js',
    ]);
    // A runtime alone is added at once.
    const only = loaderIn(
      deferFrameworkScripts(
        '<html><head><script src="/_next/static/chunks/turbopack-c.js" async=""></script></head><body><p>x</p></body></html>',
      ),
    );
    only.paint();
    expect(only.appended).toEqual([FIRST[0], ALL.at(-1)]);
  });

  it('once painted, adds one element per task: no single task pays for every request', () => {
    const page = loaderIn(deferred);
    page.paint('first-contentful-paint', { runTasks: false });
    expect(page.appended).toEqual([]);
    const counts = [];
    for (let i = 0; i < FIRST.length; i++) {
      page.task();
      counts.push(page.appended.length);
    }
    expect(counts).toEqual([1, 2, 3, 4]);
    expect(page.appended).toEqual(FIRST);
    page.task();
    expect(page.appended).toHaveLength(4);
  });

  it('without a paint, the scripts come after 4 s; without paint timing, after the first frame', () => {
    const unpainted = loaderIn(deferred);
    unpainted.frame();
    expect(unpainted.appended).toEqual([]);
    unpainted.timeout();
    expect(unpainted.appended).toEqual(FIRST);
    unpainted.runAll();
    expect(unpainted.appended).toEqual(ALL);

    const noPaintTiming = loaderIn(deferred, { paintTiming: false });
    expect(noPaintTiming.appended).toEqual([]);
    noPaintTiming.frame();
    expect(noPaintTiming.appended).toEqual(FIRST);
  });

  it('a page opened in a background tab (no frames) loads its scripts at once', () => {
    const hidden = loaderIn(deferred, { hidden: true });
    expect(hidden.appended).toEqual(FIRST);
    hidden.runAll();
    expect(hidden.appended).toEqual(ALL);
  });

  it('returns documents without framework scripts, or not whole, unchanged', () => {
    const plain = '<html><head><title>x</title></head><body><p>x</p></body></html>';
    expect(deferFrameworkScripts(plain)).toBe(plain);
    expect(deferFrameworkScripts(deferred)).toBe(deferred);
    const shell = document.slice(0, document.indexOf('</body>'));
    expect(deferFrameworkScripts(shell)).toBe(shell);
  });
});

describe('the self-hosted cache handler', () => {
  it('stores and serves page documents with their scripts deferred and in ASCII', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deferred-scripts-'));
    try {
      const cache = new Handler(fileSystemCacheOptions(dir));
      const key = '/contact';
      const page = {
        kind: 'APP_PAGE',
        html: document,
        rscData: Buffer.from(''),
        headers: {},
        status: 200,
        postponed: undefined,
        segmentData: new Map(),
      };
      await cache.set(key, page, { cacheControl: { revalidate: false, expire: undefined } });
      const written = fs.readFileSync(path.join(dir, 'app', 'contact.html'), 'utf8');
      expect(written).not.toContain('<script src="/_next/static/chunks/main-b.js" async=""></script>');
      expect(written).toContain('"/_next/static/chunks/main-b.js"');
      expect(written).toContain('<h1>L&#8217;atelier</h1>');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves a document with a postponed part (a shell completed at request time) as it is, but in ASCII', async () => {
    class Base {
      async get() {
        return { value: { kind: 'APP_PAGE', html: document, postponed: '{"state":1}' } };
      }
    }
    const Cache = withAsciiHtml(Base as never, deferFrameworkScripts);
    const entry = await new Cache({}).get('/x', { kind: 'APP_PAGE' });
    expect(entry.value.html).toContain('<script src="/_next/static/chunks/main-b.js" async=""></script>');
    expect(entry.value.html).toContain('<h1>L&#8217;atelier</h1>');
  });
});
