// npm run bench: the performance budgets, measured in one run side by side with a trivial static
// and a trivial dynamic Next page built here with the project's own Next version, with 200 redirects in
// the site's table (one of them must answer 308).
//   - throughput (10 connections): prerendered pages and the blog's list states ≥ 0.5× the trivial
//     static page; text search ≥ 0.5× the trivial dynamic page with p99 ≤ 250 ms (the JSON routes of
//     the blog and site searches, and /recherche, whose results are rendered on the server for each
//     request; /blog/recherche is a prerendered document); each
//     route's ratio is the median of 3 rounds, each one the reference page then the route;
//   - first-load JavaScript ≤ 190 KB gzip and HTML ≤ 100 KB raw on the measured routes and on every
//     other page of the sitemap;
//   - Lighthouse mobile, median of 3: performance ≥ 95 (or ≥ the trivial page's median − 3),
//     LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS 0, accessibility / best practices / SEO 100;
//   - the W3C Nu Html Checker: 0 errors on every sitemap page + /login, a search and a 404
//     (React's own action="" on server-action forms aside);
//   - the soak (scripts/bench/soak.mjs; --no-soak skips it): 20,000 unknown addresses, 2,000 image
//     variants and 20,000 audience beacons (their tables' growth bounded) grow .next and .data by under 5 MB, the server's memory settles within 10 % and the home
//     page keeps ≥ half its throughput meanwhile;
//   - with --scale: the same routes on `npm run db:seed:scale` data (throughput and p99 within 20 %,
//     search p99 ≤ 300 ms, HTML within budget), then the back office's list pages signed in as an
//     administrator (p99 ≤ 500 ms with 2 connections: scripts/bench/admin.mjs).
// Writes .bench/report.md, .bench/report.json and every Lighthouse report under .bench/lighthouse (git-ignored);
// exit code 1 when a budget fails.
// Lighthouse and vnu-jar are installed on demand into .bench-tools (git-ignored).
// Options: --rebuild (build the site even if a build exists), --no-lighthouse, --no-vnu, --no-soak, --scale;
// env BENCH_PORT (3300), BENCH_SECONDS (5), BENCH_WARMUP_SECONDS (2, under load, before each measurement),
// BENCH_ROUNDS (3: reference then route, per route), BENCH_CONNECTIONS (10), BENCH_LH_RUNS (3).
// This file is the run; its parts are in scripts/bench/ (settings and budgets, processes, the trivial
// app, the measurements, the report).
import './require-node22.mjs';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_ROUTES, adminSession } from './bench/admin.mjs';
import { stallNote, threadNote, writeReport } from './bench/report.mjs';
import { documentStats, ensureTools, get, lighthouse, load, median, validate } from './bench/measure.mjs';
import { run, serve, stopServer, waitReady } from './bench/processes.mjs';
import { BUDGET, NEXT, args, connections, lhRuns, log, port, rounds, seconds } from './bench/settings.mjs';
import { soak } from './bench/soak.mjs';
import postgres from 'postgres';
import { embeddedUrl } from '../db/embedded.ts';
import { buildTrivialApp } from './bench/trivial-app.mjs';

// --- the run ----------------------------------------------------------------------------------
const results = {
  date: new Date().toISOString(),
  machine: `${(await import('node:os')).cpus().length} cores`,
  seconds,
  rounds,
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

// The site is measured with 200 redirects in its table (« Redirections »): the proxy keeps them for
// addresses no route answers, and no page of the site may pay for them. Removed after the run.
const BENCH_REDIRECTS = 200;
const benchDb = postgres(process.env.DATABASE_URL ?? embeddedUrl(process.env.APP_DB ?? 'app'), {
  max: 1,
  onnotice: () => {},
});
await benchDb`
  insert into public.redirects (source, target, origin)
  select '/ancien-site-banc/page-' || n || '.html', '/contact', 'manual' from generate_series(1, ${BENCH_REDIRECTS}) n
  on conflict (source) do nothing`;
const redirected = await fetch(`${base}/ancien-site-banc/page-1.html`, { redirect: 'manual' });
check('a redirect of the table answers 308', redirected.status === 308, redirected.status, 308);

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
  // The text searches: the blog's is a prerendered document (measured as such) whose results come from a
  // JSON route; the site's renders its results on the server for each request (readable without script).
  ['/blog/recherche?q=indesign', 'list'],
  ['/api/blog/recherche?q=indesign', 'search-api'],
  ['/recherche?q=mise+en+page', 'search'],
  ['/api/recherche?q=mise+en+page', 'search-api'],
];
const isSearch = (kind) => kind === 'search' || kind === 'search-api';

// Each route is measured in `rounds` rounds, each one its reference page (the trivial static page, or
// the trivial dynamic page for the search JSON routes) right before the route itself; the route's ratio
// is the median of its rounds' ratios, its req/s and p99 the medians of its rounds. This machine's speed
// drifts by ±20 % within minutes (the trivial page measured 1,371-2,029 req/s in one quarter of an
// hour), so a reference measured once at the start put each route's ratio at the mercy of the moment it
// was measured (docs/PERFORMANCE.md).
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
    const pairs = [];
    for (let i = 0; i < rounds; i++) {
      const ref = await load(trivialBase, isSearch(kind) ? '/dynamic?q=indesign' : '/');
      const r = await load(siteBase, route);
      pairs.push({ ref, r, ratio: r.rps / ref.rps });
    }
    const r = {
      rps: median(pairs.map((p) => p.r.rps)),
      p50: median(pairs.map((p) => p.r.p50)),
      p99: median(pairs.map((p) => p.r.p99)),
      errors: pairs.reduce((n, p) => n + p.r.errors, 0),
      refRps: median(pairs.map((p) => p.ref.rps)),
      ratio: median(pairs.map((p) => p.ratio)),
      ratios: pairs.map((p) => p.ratio),
    };
    rows.push({ route, kind, ...r, ...doc, label });
    log(
      `  ${label} ${route.padEnd(48)} ${r.rps.toFixed(0).padStart(6)} req/s  ${r.ratio.toFixed(2)}× (${r.ratios.map((x) => x.toFixed(2)).join(' ')})  p99 ${r.p99.toFixed(0).padStart(5)} ms  ${doc.htmlKb.toFixed(0).padStart(4)} KB HTML  ${doc.jsKb.toFixed(0).padStart(4)} KB JS`,
    );
  }
  return { rows, trivialStatic, trivialDynamic, trivialDoc };
}

log('bench: throughput, HTML and first-load JS');
const demo = await measureSite(base, 'demo');
results.rows = demo.rows;
for (const row of demo.rows.filter((r) => r.kind !== 'reference')) {
  if (row.kind !== 'search-api') {
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
  }
  if (row.kind === 'static' || row.kind === 'list')
    check(`${row.route}: whole document (ends with </html>)`, row.whole, String(row.whole), 'true');
  if (isSearch(row.kind)) {
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
  log(
    `  trivial page: ${ref?.perfRuns.join(', ')}${ref ? stallNote(ref) : ''}${ref ? ` · TBT ${ref.tbt.toFixed(0)} ms${threadNote(ref)}` : ''}`,
  );
  const floor = Math.min(BUDGET.lhPerf, (ref?.perf ?? 100) - BUDGET.lhSlack);
  for (const route of LH_PAGES) {
    const r = lighthouse(`${base}${route}`);
    results.lighthouse[route] = r;
    if (!r) {
      check(`${route}: Lighthouse ran`, false, 'failed', 'ran');
      continue;
    }
    log(
      `  ${route}: perf ${r.perfRuns.join(', ')}${stallNote(r)} · LCP ${r.lcp.toFixed(0)} ms · TBT ${r.tbt.toFixed(0)} ms${threadNote(r)} · CLS ${r.cls.toFixed(3)} · a11y ${r.a11y} · BP ${r.bp} · SEO ${r.seo}`,
    );
    check(
      `${route}: Lighthouse performance ≥ ${floor}`,
      r.perf >= floor,
      String(r.perf),
      `${BUDGET.lhPerf} (or trivial − ${BUDGET.lhSlack})`,
    );
    check(`${route}: LCP ≤ ${BUDGET.lcp} ms`, r.lcp <= BUDGET.lcp, `${r.lcp.toFixed(0)} ms`, `${BUDGET.lcp} ms`);
    check(
      `${route}: TBT ≤ ${BUDGET.tbt} ms`,
      r.tbt <= BUDGET.tbt,
      `${r.tbt.toFixed(0)} ms${threadNote(r)}`,
      `${BUDGET.tbt} ms`,
    );
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

if (!args.has('--no-soak')) {
  results.soak = await soak({
    base,
    rootPid: site.pid,
    distDir,
    dataDir: process.env.EMBEDDED_DATA_ROOT ?? '.data',
    check,
    db: benchDb,
  });
}

// Before the site stops: stopping it releases the embedded database.
await benchDb`delete from public.redirects where source like '/ancien-site-banc/%'`;
await benchDb.end();
await stopServer(site);

if (args.has('--scale')) {
  log('bench: scale data (npm run db:seed:scale, then a build on it)');
  const env = { ...process.env, APP_DB: 'scale', NEXT_DIST_DIR: '.next-bench-scale' };
  run(process.execPath, ['scripts/seed-scale.mjs'], { env });
  // A build into another folder makes Next add that folder's types to tsconfig.json (and reformat it):
  // put the file back as it was.
  const tsconfig = fs.readFileSync('tsconfig.json', 'utf8');
  run(process.execPath, ['scripts/run.mjs', 'build'], { env });
  fs.writeFileSync('tsconfig.json', tsconfig);
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
    if (row.kind !== 'search-api')
      check(
        `scale ${row.route}: HTML ≤ ${BUDGET.htmlKb} KB`,
        row.htmlKb <= BUDGET.htmlKb,
        `${row.htmlKb.toFixed(1)} KB`,
        `${BUDGET.htmlKb} KB`,
      );
    if (isSearch(row.kind))
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

  log('bench: the back office on the scale data');
  const cookie = await adminSession(base, env);
  results.admin = [];
  for (const route of ADMIN_ROUTES) {
    const r = await load(base, route, { cookie, connections: BUDGET.adminConnections });
    results.admin.push({ route, ...r });
    log(
      `  admin ${route.padEnd(48)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(0)} ms  p99 ${r.p99.toFixed(0)} ms`,
    );
    check(
      `scale ${route}: p99 ≤ ${BUDGET.adminP99} ms, signed in`,
      r.p99 <= BUDGET.adminP99 && r.errors === 0,
      `${r.p99.toFixed(0)} ms${r.errors ? `, ${r.errors} failed` : ''}`,
      `${BUDGET.adminP99} ms`,
    );
  }
  await stopServer(scaleSite);
}
await stopServer(trivial);

process.exit(writeReport(results) ? 1 : 0);
