// Performance budgets: first-load JavaScript per page (gzip) and server throughput/latency on a
// production build served by `next start` on the embedded database. Exit code 1 when over budget.
//   npm run bench            (builds first if there is no build yet)
//   BENCH_SECONDS=10 npm run bench
import './require-node22.mjs';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const port = Number(process.env.BENCH_PORT ?? 3300);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10);
const base = `http://127.0.0.1:${port}`;
// Prerendered pages are served from the static shell; request-time pages (blog list state from the
// URL, search) render their dynamic part per request from cached data.
const budgets = {
  static: { firstLoadJsKb: 260, minRps: 150, p95Ms: 250 },
  dynamic: { firstLoadJsKb: 260, minRps: 30, p95Ms: 600 },
};
const pages = [
  ['/', 'static'],
  ['/services', 'static'],
  ['/services/mise-en-page', 'static'],
  ['/portfolio', 'static'],
  ['/tutoriels', 'static'],
  ['/contact', 'static'],
  ['/blog', 'dynamic'],
  ['/blog?q=indesign&page=1', 'dynamic'],
  ['/recherche?q=mise+en+page', 'dynamic'],
];

const distDir = process.env.NEXT_DIST_DIR ?? '.next';
if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
  console.log('bench: no production build, running npm run build');
  await new Promise((resolve, reject) => {
    const b = spawn(process.execPath, ['scripts/run.mjs', 'build'], { stdio: 'inherit' });
    b.on('exit', (code) => (code === 0 ? resolve() : reject(new Error('build failed'))));
  });
}

const server = spawn(process.execPath, ['scripts/run.mjs', 'start', '-p', String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
server.stdout.on('data', () => {});
const stop = () => new Promise((r) => { server.on('exit', r); server.kill('SIGTERM'); });

async function waitReady() {
  for (let i = 0; i < 240; i++) {
    try { if ((await fetch(`${base}/api/health`)).ok) return; } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function firstLoadJs(url) {
  const html = await (await fetch(base + url)).text();
  const srcs = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]))];
  let total = 0;
  for (const src of srcs) total += zlib.gzipSync(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())).length;
  return total / 1024;
}

async function load(url) {
  const latencies = [];
  const end = Date.now() + seconds * 1000;
  let errors = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (Date.now() < end) {
      const t = performance.now();
      try {
        const r = await fetch(base + url);
        await r.arrayBuffer();
        if (!r.ok) errors++;
      } catch { errors++; }
      latencies.push(performance.now() - t);
    }
  }));
  latencies.sort((a, b) => a - b);
  const q = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  return { rps: latencies.length / seconds, p50: q(0.5), p95: q(0.95), errors };
}

let failed = false;
try {
  await waitReady();
  for (const [p] of pages) await fetch(base + p); // warm caches
  for (const [kind, b] of Object.entries(budgets)) {
    console.log(`Budget (${kind}): first-load JS <= ${b.firstLoadJsKb} KB gzip, >= ${b.minRps} req/s, p95 <= ${b.p95Ms} ms`);
  }
  console.log(`(${concurrency} connections, ${seconds}s per page)\n`);
  console.log('page'.padEnd(30), 'kind'.padEnd(8), 'JS KB'.padStart(7), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'errors'.padStart(7));
  for (const [p, kind] of pages) {
    const b = budgets[kind];
    const js = await firstLoadJs(p);
    const r = await load(p);
    const bad = js > b.firstLoadJsKb || r.rps < b.minRps || r.p95 > b.p95Ms || r.errors > 0;
    failed ||= bad;
    console.log(p.padEnd(30), kind.padEnd(8), js.toFixed(0).padStart(7), r.rps.toFixed(0).padStart(8), r.p50.toFixed(1).padStart(8), r.p95.toFixed(1).padStart(8), String(r.errors).padStart(7), bad ? '  OVER BUDGET' : '');
  }
} finally {
  await stop();
}
console.log(failed ? '\nbench: over budget' : '\nbench: all budgets met');
process.exit(failed ? 1 : 0);
