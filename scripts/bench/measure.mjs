import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { CHROME, OUT, TOOLS, args, connections, lhRuns, log, port, seconds, warmupSeconds } from './settings.mjs';
import { run } from './processes.mjs';

// --- measurements -----------------------------------------------------------------------------
/** Requests `route` from `options.connections` clients for `seconds` (a cookie header if given). */
export async function load(base, route, options = {}) {
  const clients = options.connections ?? connections;
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const url = new URL(route, base);
  const headers = options.cookie ? { cookie: options.cookie } : {};
  const get = () =>
    new Promise((resolve) => {
      const t = performance.now();
      const req = http.get(url, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve({ ms: performance.now() - t, ok: res.statusCode === 200 }));
      });
      req.on('error', () => resolve({ ms: performance.now() - t, ok: false }));
    });
  const latencies = [];
  let errors = 0;
  const run = async (ms, record) => {
    const end = performance.now() + ms;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (performance.now() < end) {
          const r = await get();
          if (!record) continue;
          latencies.push(r.ms);
          if (!r.ok) errors++;
        }
      }),
    );
  };
  // Warm up under the same load (JIT, caches, sockets): a route measured first, or a reference server
  // measured cold, otherwise reads up to 2× slower than on the next pass.
  await run(warmupSeconds * 1000, false);
  await run(seconds * 1000, true);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const q = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  return { rps: latencies.length / seconds, p50: q(0.5), p99: q(0.99), errors };
}

const gzCache = new Map();
export async function documentStats(base, route) {
  const html = await (await get(new URL(route, base))).text();
  // Script tags, and the framework scripts a self-hosted document adds once painted (its loader lists
  // them as ["src","id"] pairs: lib/performance/deferred-scripts.mjs).
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  const deferred = [...html.matchAll(/\["(\/_next\/static\/[^"]+\.js)","[^"]*"\]/g)].map((m) => m[1]);
  const srcs = [...new Set([...tags, ...deferred])];
  let js = 0;
  for (const src of srcs) {
    const url = new URL(src, base).href;
    if (!gzCache.has(url)) gzCache.set(url, zlib.gzipSync(Buffer.from(await (await get(url)).arrayBuffer())).length);
    js += gzCache.get(url);
  }
  return { htmlKb: Buffer.byteLength(html) / 1024, jsKb: js / 1024, whole: html.trimEnd().endsWith('</html>') };
}

// The versions docs/PERFORMANCE.md's results were measured with: a fresh machine installs the same ones,
// not npm's latest (another Lighthouse major scores the same pages differently).
const TOOL_VERSIONS = { lighthouse: '12.8.2', 'vnu-jar': '26.9.27' };

export function ensureTools() {
  const need = [];
  if (!args.has('--no-lighthouse') && !fs.existsSync(path.join(TOOLS, 'node_modules', 'lighthouse')))
    need.push(`lighthouse@${TOOL_VERSIONS.lighthouse}`);
  if (!args.has('--no-vnu') && !fs.existsSync(path.join(TOOLS, 'node_modules', 'vnu-jar')))
    need.push(`vnu-jar@${TOOL_VERSIONS['vnu-jar']}`);
  if (need.length === 0) return;
  log(`bench: installing ${need.join(', ')} into .bench-tools`);
  fs.mkdirSync(TOOLS, { recursive: true });
  if (!fs.existsSync(path.join(TOOLS, 'package.json')))
    fs.writeFileSync(path.join(TOOLS, 'package.json'), '{"private":true}\n');
  run('npm', ['install', '--prefix', TOOLS, '--no-audit', '--no-fund', ...need]);
}

// A pooled keep-alive socket the server has just closed fails the next request (EPIPE) after a long pause
// such as the Lighthouse runs: GETs are retried.
export async function get(url, tries = 3) {
  for (let i = 1; ; i++) {
    try {
      return await fetch(url);
    } catch (error) {
      if (i >= tries) throw error;
      await new Promise((r) => setTimeout(r, 300));
    }
  }
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// Lighthouse's Chromium (launched without RenderDocument) often holds a load's first frame for one or
// two whole seconds after it is committed, on any page (README, Performance; reported upstream as
// GoogleChrome/lighthouse#17148, viz withholding BeginFrames in headless runs): a load whose observed
// first paint comes this long after DOMContentLoaded is counted as stalled in the report.
const STALL_MS = 700;

// For reading only (no budget): what the page's own main thread cost in a load, from Lighthouse's trace.
// Lighthouse simulates a phone from the observed trace: each main-thread task after the first paint
// counts four times its observed length, less 50 ms, towards the TBT. The observed length is wall time:
// on a 2-core machine the renderer's main thread waits for a core while Chrome's browser process, its
// compositor and V8's compile workers run, so a task's wall time can be many times its CPU time
// (docs/PERFORMANCE.md). The same sum over the tasks' thread time (what the main thread actually ran) tells
// the page's cost from the machine's contention; over their wall time, roughly what Lighthouse counted.
export function blockingFromTrace(traceEvents) {
  const nav = traceEvents.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      /^http/.test(e.args.data.documentLoaderURL ?? ''),
  );
  if (!nav) return null;
  const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav.pid && e.ts >= nav.ts);
  const main = traceEvents.find(
    (e) => e.name === 'thread_name' && e.pid === nav.pid && e.args?.name === 'CrRendererMain',
  )?.tid;
  if (!fcp || main === undefined) return null;
  let cpu = 0;
  let wall = 0;
  for (const e of traceEvents) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.pid !== nav.pid || e.tid !== main || e.ts < fcp.ts) continue;
    wall += Math.max(0, (4 * e.dur) / 1000 - 50);
    cpu += Math.max(0, (4 * (e.tdur ?? e.dur)) / 1000 - 50);
  }
  return { cpu, wall };
}

export function lighthouse(url) {
  const runs = [];
  for (let i = 0; i < lhRuns; i++) {
    const file = path.join(OUT, 'lh.json');
    const r = spawnSync(
      process.execPath,
      [
        path.join(TOOLS, 'node_modules', 'lighthouse', 'cli', 'index.js'),
        url,
        '--quiet',
        '--output=json',
        `--output-path=${file}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        '--save-assets',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, CHROME_PATH: CHROME }, timeout: 180_000 },
    );
    if (r.status !== 0 || !fs.existsSync(file)) {
      log(`  lighthouse failed on ${url}: ${String(r.stderr).slice(-300)}`);
      continue;
    }
    const lhr = JSON.parse(fs.readFileSync(file, 'utf8'));
    // The assets --save-assets writes next to the report: the trace is read, then dropped (tens of MB).
    const assets = [file.replace(/\.json$/, '-0.trace.json'), file.replace(/\.json$/, '-0.devtoolslog.json')];
    const blocking = fs.existsSync(assets[0])
      ? blockingFromTrace(JSON.parse(fs.readFileSync(assets[0], 'utf8')).traceEvents ?? [])
      : null;
    for (const a of assets) fs.rmSync(a, { force: true });
    // Every run's report stays for diagnosis (LCP element, long tasks): open it in a Lighthouse viewer or read its audits.
    const keep = path.join(
      OUT,
      'lighthouse',
      `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || '_'}-${url.includes(`:${port + 1}`) ? 'trivial-' : ''}${i + 1}.json`,
    );
    fs.mkdirSync(path.dirname(keep), { recursive: true });
    fs.renameSync(file, keep);
    const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
    runs.push({
      // A stalled load (README, Performance): the first paint comes long after DOMContentLoaded.
      stalled: observed.observedFirstContentfulPaint - observed.observedDomContentLoaded > STALL_MS,
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      blocking,
    });
  }
  if (runs.length === 0) return null;
  const mid = runs.find((r) => r.perf === median(runs.map((x) => x.perf)));
  // For reading only (budgets use every run): the median score of the loads that did not stall.
  const unstalled = runs.filter((r) => !r.stalled).map((r) => r.perf);
  return {
    ...mid,
    perfRuns: runs.map((r) => r.perf),
    stalls: runs.length - unstalled.length,
    unstalledPerf: unstalled.length ? median(unstalled) : null,
  };
}

export function validate(base, pages) {
  const dir = path.join(OUT, 'vnu');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  return (async () => {
    const files = [];
    for (const [i, route] of pages.entries()) {
      const file = path.join(dir, `${String(i).padStart(3, '0')}.html`);
      fs.writeFileSync(file, await (await get(new URL(route, base))).text());
      files.push([file, route]);
    }
    const r = spawnSync(
      'java',
      [
        '-jar',
        path.join(TOOLS, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar'),
        '--errors-only',
        '--format',
        'json',
        ...files.map((f) => f[0]),
      ],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const messages = JSON.parse(r.stderr || '{"messages":[]}').messages ?? [];
    const byFile = new Map(files.map(([f, route]) => [`file:${f}`, route]));
    // React renders action="" on server-action forms: the framework's, accepted by the issue.
    const real = messages.filter(
      (m) => m.type === 'error' && !/attribute “action” on element “form”/.test(m.message ?? ''),
    );
    return { pages: pages.length, errors: real.map((m) => ({ page: byFile.get(m.url) ?? m.url, message: m.message })) };
  })();
}
