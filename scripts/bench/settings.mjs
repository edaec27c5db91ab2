// Settings of npm run bench: paths, options, environment and the budgets (see scripts/bench.mjs).
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = process.cwd();
export const OUT = path.join(ROOT, '.bench');
export const TOOLS = path.join(ROOT, '.bench-tools');
export const args = new Set(process.argv.slice(2));
export const port = Number(process.env.BENCH_PORT ?? 3300);
export const seconds = Number(process.env.BENCH_SECONDS ?? 5);
export const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
// Throughput rounds per route, each one the reference page then the route (see measureSite in bench.mjs).
export const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const lhRuns = Number(process.env.BENCH_LH_RUNS ?? 3);
export const NEXT = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const BUDGET = {
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
  // The back office on the scale data: an owner and a colleague at once, each page well under a second.
  adminConnections: 2,
  adminP99: 500,
  // The soak (scripts/bench/soak.mjs): what anonymous traffic at unknown addresses leaves behind.
  soakDiskMb: 5,
  soakMemory: 0.1,
  soakThroughput: 0.5,
};

fs.mkdirSync(OUT, { recursive: true });
export const log = (...a) => console.log(...a);
