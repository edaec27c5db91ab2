// npm run bench: the performance budgets, measured in one run side by side with a trivial static
// and a trivial dynamic Next page built here with the project's own Next version.
//   - throughput (10 connections): prerendered pages and the blog's list states ≥ 0.5× the trivial
//     static page; text search ≥ 0.5× the trivial dynamic page with p99 ≤ 250 ms;
//   - first-load JavaScript ≤ 190 KB gzip and HTML ≤ 100 KB raw on the measured routes and on every
//     other page of the sitemap;
//   - Lighthouse mobile, median of 3: performance ≥ 95 (or ≥ the trivial page's median − 3),
//     LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS 0, accessibility / best practices / SEO 100;
//   - the W3C Nu Html Checker: 0 errors on every sitemap page + /login, a search and a 404
//     (React's own action="" on server-action forms aside);
//   - with --scale: the same routes on `npm run db:seed:scale` data (throughput and p99 within 20 %,
//     search p99 ≤ 300 ms, HTML within budget).
// Writes .bench/report.md, .bench/report.json and every Lighthouse report under .bench/lighthouse (git-ignored);
// exit code 1 when a budget fails.
// Lighthouse and vnu-jar are installed on demand into .bench-tools (git-ignored).
// Options: --rebuild (build the site even if a build exists), --no-lighthouse, --no-vnu, --scale;
// env BENCH_PORT (3300), BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_LH_RUNS (3).
import './require-node22.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const ROOT = process.cwd();
const OUT = path.join(ROOT, '.bench');
const TOOLS = path.join(ROOT, '.bench-tools');
const args = new Set(process.argv.slice(2));
const port = Number(process.env.BENCH_PORT ?? 3300);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const lhRuns = Number(process.env.BENCH_LH_RUNS ?? 3);
const NEXT = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const BUDGET = {
  jsKb: 190,
  htmlKb: 100,
  staticRatio: 0.5,
  searchRatio: 0.5,
  searchP99: 250,
  lhPerf: 95,
  lhSlack: 3,
  lcp: 2000,
  tbt: 150,
  scaleDrift: 0.2,
  scaleSearchP99: 300,
};

fs.mkdirSync(OUT, { recursive: true });
const log = (...a) => console.log(...a);
const children = [];
process.on('exit', () => children.forEach((c) => c.kill('SIGTERM')));
process.on('SIGINT', () => process.exit(130));

function run(cmd, argv, opts = {}) {
  const r = spawnSync(cmd, argv, { stdio: 'inherit', ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${argv.join(' ')} failed (${r.status})`);
}

function serve(cmd, argv, opts) {
  const child = spawn(cmd, argv, { stdio: ['ignore', 'ignore', 'inherit'], ...opts });
  children.push(child);
  return child;
}

async function stopServer(child) {
  if (child.exitCode !== null) return;
  await new Promise((r) => {
    child.on('exit', r);
    child.kill('SIGTERM');
  });
}

async function waitReady(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

// --- the trivial pages: a one-<h1> static page and a page that awaits searchParams ---------------
function buildTrivialApp() {
  const dir = path.join(OUT, 'trivial-app');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'app', 'dynamic'), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'bench-trivial', private: true, type: 'module' }),
  );
  fs.writeFileSync(
    path.join(dir, 'next.config.mjs'),
    `export default { poweredByHeader: false, turbopack: { root: ${JSON.stringify(ROOT)} }, outputFileTracingRoot: ${JSON.stringify(ROOT)} };\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'app', 'layout.jsx'),
    `export const metadata = { title: 'Trivial', description: 'A trivial page.' };\nexport default function RootLayout({ children }) {\n  return (<html lang="fr"><body>{children}</body></html>);\n}\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'app', 'page.jsx'),
    `export default function Page() {\n  return <main><h1>Bonjour</h1></main>;\n}\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'app', 'dynamic', 'page.jsx'),
    `export default async function Page({ searchParams }) {\n  const { q } = await searchParams;\n  return <main><h1>{String(q ?? '')}</h1></main>;\n}\n`,
  );
  log('bench: building the trivial app');
  run(process.execPath, [NEXT, 'build'], { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  return dir;
}

// --- measurements -----------------------------------------------------------------------------
async function load(base, route) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(route, base);
  const get = () =>
    new Promise((resolve) => {
      const t = performance.now();
      const req = http.get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ ms: performance.now() - t, ok: res.statusCode === 200 }));
      });
      req.on('error', () => resolve({ ms: performance.now() - t, ok: false }));
    });
  for (let i = 0; i < 20; i++) await get(); // warm up
  const latencies = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const r = await get();
        latencies.push(r.ms);
        if (!r.ok) errors++;
      }
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const q = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  return { rps: latencies.length / seconds, p50: q(0.5), p99: q(0.99), errors };
}

const gzCache = new Map();
async function documentStats(base, route) {
  const html = await (await get(new URL(route, base))).text();
  const srcs = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]))];
  let js = 0;
  for (const src of srcs) {
    const url = new URL(src, base).href;
    if (!gzCache.has(url)) gzCache.set(url, zlib.gzipSync(Buffer.from(await (await get(url)).arrayBuffer())).length);
    js += gzCache.get(url);
  }
  return { htmlKb: Buffer.byteLength(html) / 1024, jsKb: js / 1024, whole: html.trimEnd().endsWith('</html>') };
}

function ensureTools() {
  const need = [];
  if (!args.has('--no-lighthouse') && !fs.existsSync(path.join(TOOLS, 'node_modules', 'lighthouse')))
    need.push('lighthouse');
  if (!args.has('--no-vnu') && !fs.existsSync(path.join(TOOLS, 'node_modules', 'vnu-jar'))) need.push('vnu-jar');
  if (need.length === 0) return;
  log(`bench: installing ${need.join(', ')} into .bench-tools`);
  fs.mkdirSync(TOOLS, { recursive: true });
  if (!fs.existsSync(path.join(TOOLS, 'package.json')))
    fs.writeFileSync(path.join(TOOLS, 'package.json'), '{"private":true}\n');
  run('npm', ['install', '--prefix', TOOLS, '--no-audit', '--no-fund', ...need]);
}

// A pooled keep-alive socket the server has just closed fails the next request (EPIPE) after a long pause
// such as the Lighthouse runs: GETs are retried.
async function get(url, tries = 3) {
  for (let i = 1; ; i++) {
    try {
      return await fetch(url);
    } catch (error) {
      if (i >= tries) throw error;
      await new Promise((r) => setTimeout(r, 300));
    }
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function lighthouse(url) {
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
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, CHROME_PATH: CHROME }, timeout: 180_000 },
    );
    if (r.status !== 0 || !fs.existsSync(file)) {
      log(`  lighthouse failed on ${url}: ${String(r.stderr).slice(-300)}`);
      continue;
    }
    const lhr = JSON.parse(fs.readFileSync(file, 'utf8'));
    // Every run's report stays for diagnosis (LCP element, long tasks): open it in a Lighthouse viewer or read its audits.
    const keep = path.join(
      OUT,
      'lighthouse',
      `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || '_'}-${url.includes(`:${port + 1}`) ? 'trivial-' : ''}${i + 1}.json`,
    );
    fs.mkdirSync(path.dirname(keep), { recursive: true });
    fs.renameSync(file, keep);
    const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    runs.push({
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
    });
  }
  if (runs.length === 0) return null;
  const mid = runs.find((r) => r.perf === median(runs.map((x) => x.perf)));
  return { ...mid, perfRuns: runs.map((r) => r.perf) };
}

function validate(base, pages) {
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

// --- the run ----------------------------------------------------------------------------------
const results = {
  date: new Date().toISOString(),
  machine: `${(await import('node:os')).cpus().length} cores`,
  seconds,
  connections,
  rows: [],
  checks: [],
};
const check = (name, pass, value, budget) => results.checks.push({ name, pass, value, budget });

ensureTools();
const trivialDir = buildTrivialApp();
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
// Canonical URLs must name the origin under test (Lighthouse's SEO audit checks them).
const base = `http://localhost:${port}`;
const trivialBase = `http://localhost:${port + 1}`;
process.env.SITE_URL ??= base;
if (args.has('--rebuild') || !fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
  log('bench: building the site');
  run(process.execPath, ['scripts/run.mjs', 'build']);
}

const site = serve(process.execPath, ['scripts/run.mjs', 'start', '-p', String(port)], { env: process.env });
// The trivial build picks up the project's instrumentation hook (Next finds it from the shared root), which
// refuses to start a production server without a session secret: give it a throwaway one.
const trivialEnv = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  SESSION_SECRET: process.env.SESSION_SECRET ?? randomBytes(32).toString('base64'),
};
const trivial = serve(process.execPath, [NEXT, 'start', '-p', String(port + 1)], { cwd: trivialDir, env: trivialEnv });
await waitReady(`${base}/api/health`);
await waitReady(`${trivialBase}/`);

const sitemap = await (await get(`${base}/sitemap.xml`)).text();
const sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
const firstOf = (prefix) => sitemapPaths.find((p) => p.startsWith(prefix) && p !== prefix.replace(/\/$/, ''));
const category = (await (await get(`${base}/blog`)).text()).match(/href="(\/blog\/categorie\/[a-z0-9-]+)"/)?.[1];

const LH_PAGES = [
  '/',
  '/portfolio',
  '/services/mise-en-page',
  '/blog',
  firstOf('/blog/'),
  '/tutoriels',
  firstOf('/tutoriels/'),
  firstOf('/portfolio/'),
  '/contact',
];
const routes = [
  ...[
    '/',
    '/portfolio',
    '/services/mise-en-page',
    '/contact',
    '/tutoriels',
    firstOf('/blog/'),
    firstOf('/portfolio/'),
    firstOf('/tutoriels/'),
  ].map((r) => [r, 'static']),
  ['/blog', 'list'],
  ['/blog/page/2', 'list'],
  [category ?? '/blog/categorie/magazines', 'list'],
  ['/blog/recherche?q=indesign', 'search'],
  ['/recherche?q=mise+en+page', 'search'],
];

async function measureSite(siteBase, label) {
  const trivialStatic = await load(trivialBase, '/');
  const trivialDynamic = await load(trivialBase, '/dynamic?q=indesign');
  const trivialDoc = await documentStats(trivialBase, '/');
  const rows = [
    { route: 'trivial page', kind: 'reference', ...trivialStatic, ...trivialDoc, ratio: 1 },
    {
      route: 'trivial dynamic page',
      kind: 'reference',
      ...trivialDynamic,
      ratio: trivialDynamic.rps / trivialStatic.rps,
    },
  ];
  for (const [route, kind] of routes) {
    const doc = await documentStats(siteBase, route);
    const r = await load(siteBase, route);
    const ref = kind === 'search' ? trivialDynamic : trivialStatic;
    rows.push({ route, kind, ...r, ...doc, ratio: r.rps / ref.rps, label });
    log(
      `  ${label} ${route.padEnd(48)} ${r.rps.toFixed(0).padStart(6)} req/s  p99 ${r.p99.toFixed(0).padStart(5)} ms  ${doc.htmlKb.toFixed(0).padStart(4)} KB HTML  ${doc.jsKb.toFixed(0).padStart(4)} KB JS`,
    );
  }
  return { rows, trivialStatic, trivialDynamic, trivialDoc };
}

log('bench: throughput, HTML and first-load JS');
const demo = await measureSite(base, 'demo');
results.rows = demo.rows;
for (const row of demo.rows.filter((r) => r.kind !== 'reference')) {
  check(
    `${row.route}: HTML ≤ ${BUDGET.htmlKb} KB`,
    row.htmlKb <= BUDGET.htmlKb,
    `${row.htmlKb.toFixed(1)} KB`,
    `${BUDGET.htmlKb} KB`,
  );
  check(
    `${row.route}: first-load JS ≤ ${BUDGET.jsKb} KB gz`,
    row.jsKb <= BUDGET.jsKb,
    `${row.jsKb.toFixed(0)} KB`,
    `${BUDGET.jsKb} KB`,
  );
  if (row.kind !== 'search')
    check(`${row.route}: whole document (ends with </html>)`, row.whole, String(row.whole), 'true');
  if (row.kind === 'search') {
    check(
      `${row.route}: ≥ ${BUDGET.searchRatio}× trivial dynamic`,
      row.ratio >= BUDGET.searchRatio,
      `${row.ratio.toFixed(2)}× (${row.rps.toFixed(0)} req/s)`,
      `${BUDGET.searchRatio}×`,
    );
    check(
      `${row.route}: p99 ≤ ${BUDGET.searchP99} ms`,
      row.p99 <= BUDGET.searchP99,
      `${row.p99.toFixed(0)} ms`,
      `${BUDGET.searchP99} ms`,
    );
  } else {
    check(
      `${row.route}: ≥ ${BUDGET.staticRatio}× trivial page`,
      row.ratio >= BUDGET.staticRatio,
      `${row.ratio.toFixed(2)}× (${row.rps.toFixed(0)} req/s)`,
      `${BUDGET.staticRatio}×`,
    );
  }
  if (row.errors > 0) check(`${row.route}: no failed request`, false, String(row.errors), '0');
}

// The weight budgets hold on every public page, not only on the measured routes.
log('bench: HTML and first-load JS of every other sitemap page');
const measured = new Set(routes.map(([r]) => r));
results.pages = [];
for (const route of sitemapPaths.filter((p) => !measured.has(p))) {
  const doc = await documentStats(base, route);
  results.pages.push({ route, ...doc });
  check(
    `${route}: HTML ≤ ${BUDGET.htmlKb} KB`,
    doc.htmlKb <= BUDGET.htmlKb,
    `${doc.htmlKb.toFixed(1)} KB`,
    `${BUDGET.htmlKb} KB`,
  );
  check(
    `${route}: first-load JS ≤ ${BUDGET.jsKb} KB gz`,
    doc.jsKb <= BUDGET.jsKb,
    `${doc.jsKb.toFixed(0)} KB`,
    `${BUDGET.jsKb} KB`,
  );
}
const heaviest = [...results.pages].sort((a, b) => b.htmlKb - a.htmlKb)[0];
if (heaviest) log(`  ${results.pages.length} pages, heaviest ${heaviest.route}: ${heaviest.htmlKb.toFixed(0)} KB HTML`);

if (!args.has('--no-lighthouse')) {
  log(`bench: Lighthouse mobile, median of ${lhRuns}`);
  const ref = lighthouse(`${trivialBase}/`);
  results.lighthouse = { 'trivial page': ref };
  log(`  trivial page: ${ref?.perfRuns.join(', ')}`);
  const floor = Math.min(BUDGET.lhPerf, (ref?.perf ?? 100) - BUDGET.lhSlack);
  for (const route of LH_PAGES) {
    const r = lighthouse(`${base}${route}`);
    results.lighthouse[route] = r;
    if (!r) {
      check(`${route}: Lighthouse ran`, false, 'failed', 'ran');
      continue;
    }
    log(
      `  ${route}: perf ${r.perfRuns.join(', ')} · LCP ${r.lcp.toFixed(0)} ms · TBT ${r.tbt.toFixed(0)} ms · CLS ${r.cls.toFixed(3)} · a11y ${r.a11y} · BP ${r.bp} · SEO ${r.seo}`,
    );
    check(
      `${route}: Lighthouse performance ≥ ${floor}`,
      r.perf >= floor,
      String(r.perf),
      `${BUDGET.lhPerf} (or trivial − ${BUDGET.lhSlack})`,
    );
    check(`${route}: LCP ≤ ${BUDGET.lcp} ms`, r.lcp <= BUDGET.lcp, `${r.lcp.toFixed(0)} ms`, `${BUDGET.lcp} ms`);
    check(`${route}: TBT ≤ ${BUDGET.tbt} ms`, r.tbt <= BUDGET.tbt, `${r.tbt.toFixed(0)} ms`, `${BUDGET.tbt} ms`);
    check(`${route}: CLS 0`, Math.round(r.cls * 1000) === 0, r.cls.toFixed(3), '0');
    check(
      `${route}: accessibility, best practices, SEO 100`,
      r.a11y === 100 && r.bp === 100 && r.seo === 100,
      `${r.a11y} / ${r.bp} / ${r.seo}`,
      '100 / 100 / 100',
    );
  }
}

if (!args.has('--no-vnu')) {
  log('bench: W3C Nu Html Checker');
  const v = await validate(base, [...sitemapPaths, '/login', '/recherche?q=mise+en+page', '/cette-page-n-existe-pas']);
  results.vnu = v;
  const byPage = [...new Set(v.errors.map((e) => e.page))];
  check(
    `valid HTML on ${v.pages} pages (vnu errors)`,
    v.errors.length === 0,
    `${v.errors.length} errors on ${byPage.length} pages`,
    '0',
  );
  for (const e of v.errors.slice(0, 10)) log(`  ${e.page}: ${e.message}`);
}

await stopServer(site);

if (args.has('--scale')) {
  log('bench: scale data (npm run db:seed:scale, then a build on it)');
  const env = { ...process.env, APP_DB: 'scale', NEXT_DIST_DIR: '.next-bench-scale' };
  run(process.execPath, ['scripts/seed-scale.mjs'], { env });
  run(process.execPath, ['scripts/run.mjs', 'build'], { env });
  const scaleSite = serve(process.execPath, ['scripts/run.mjs', 'start', '-p', String(port)], { env });
  await waitReady(`${base}/api/health`);
  const scale = await measureSite(base, 'scale');
  results.scale = scale.rows;
  for (const row of scale.rows.filter((r) => r.kind !== 'reference')) {
    const before = demo.rows.find((r) => r.route === row.route);
    // Compared as ratios to the trivial page of the same pass, so machine noise between passes cancels.
    const drift = before ? row.ratio / before.ratio : 1;
    check(
      `scale ${row.route}: throughput within 20 %`,
      drift >= 1 - BUDGET.scaleDrift,
      `${(drift * 100).toFixed(0)} % of demo`,
      '≥ 80 %',
    );
    check(
      `scale ${row.route}: HTML ≤ ${BUDGET.htmlKb} KB`,
      row.htmlKb <= BUDGET.htmlKb,
      `${row.htmlKb.toFixed(1)} KB`,
      `${BUDGET.htmlKb} KB`,
    );
    if (row.kind === 'search')
      check(
        `scale ${row.route}: p99 ≤ ${BUDGET.scaleSearchP99} ms`,
        row.p99 <= BUDGET.scaleSearchP99,
        `${row.p99.toFixed(0)} ms`,
        `${BUDGET.scaleSearchP99} ms`,
      );
    else if (before)
      check(
        `scale ${row.route}: p99 within 20 %`,
        row.p99 <= before.p99 * (1 + BUDGET.scaleDrift) || row.p99 < 20,
        `${row.p99.toFixed(0)} ms (demo ${before.p99.toFixed(0)} ms)`,
        '≤ 120 %',
      );
  }
  const xml = await (await get(`${base}/sitemap.xml`)).text();
  check(
    'scale sitemap.xml answers with XML',
    /<(urlset|sitemapindex) /.test(xml),
    `${(xml.match(/<loc>/g) ?? []).length} entries`,
    'valid',
  );
  await stopServer(scaleSite);
}
await stopServer(trivial);

// --- report -----------------------------------------------------------------------------------
const failed = results.checks.filter((c) => !c.pass);
const fmt = (n, d = 0) => (typeof n === 'number' ? n.toFixed(d) : '—');
const lh = (route) => {
  const r = results.lighthouse?.[route === 'trivial page' ? 'trivial page' : route];
  return r
    ? `${r.perf} (${r.perfRuns.join('/')}) · LCP ${(r.lcp / 1000).toFixed(1)} s · TBT ${fmt(r.tbt)} ms · CLS ${r.cls.toFixed(3)} · ${r.a11y}/${r.bp}/${r.seo}`
    : '—';
};
const md = [
  `# Bench ${results.date} (${results.machine}, ${connections} connections, ${seconds} s per route)`,
  '',
  '| route | req/s | p99 ms | × reference | HTML KB | first-load JS KB gz | Lighthouse mobile: perf (runs) · LCP · TBT · CLS · a11y/BP/SEO |',
  '|---|---|---|---|---|---|---|',
  ...results.rows.map(
    (r) =>
      `| ${r.route} | ${fmt(r.rps)} | ${fmt(r.p99)} | ${fmt(r.ratio, 2)} | ${fmt(r.htmlKb, 1)} | ${fmt(r.jsKb)} | ${lh(r.route)} |`,
  ),
  ...(results.pages?.length
    ? [
        '',
        '## Every other sitemap page',
        '',
        '| route | HTML KB | first-load JS KB gz |',
        '|---|---|---|',
        ...results.pages.map((r) => `| ${r.route} | ${fmt(r.htmlKb, 1)} | ${fmt(r.jsKb)} |`),
      ]
    : []),
  ...(results.scale
    ? [
        '',
        '## Scale data',
        '',
        '| route | req/s | p99 ms | × reference | HTML KB |',
        '|---|---|---|---|---|',
        ...results.scale.map(
          (r) => `| ${r.route} | ${fmt(r.rps)} | ${fmt(r.p99)} | ${fmt(r.ratio, 2)} | ${fmt(r.htmlKb, 1)} |`,
        ),
      ]
    : []),
  '',
  `## Budgets: ${results.checks.length - failed.length} of ${results.checks.length} pass`,
  '',
  '| check | value | budget | result |',
  '|---|---|---|---|',
  ...results.checks.map((c) => `| ${c.name} | ${c.value} | ${c.budget} | ${c.pass ? 'pass' : '**FAIL**'} |`),
  '',
];
fs.writeFileSync(path.join(OUT, 'report.md'), md.join('\n'));
fs.writeFileSync(path.join(OUT, 'report.json'), JSON.stringify(results, null, 2));
log('\n' + md.join('\n'));
log(
  failed.length
    ? `bench: ${failed.length} budget(s) failed (report in .bench/)`
    : 'bench: every budget met (report in .bench/)',
);
process.exit(failed.length ? 1 : 0);
