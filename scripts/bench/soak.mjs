// The soak: what anonymous traffic at addresses that do not exist makes the server keep. 20,000 random
// unknown addresses across the site's dynamic routes, 2,000 variants of image-optimiser requests and 20,000
// audience beacons with random paths, referrers, campaigns and agents (their tables' growth bounded), on
// loopback, a few at a time (a busy crawler, not a flood); the home page's throughput is measured before,
// during and after, the server's memory before and once it has settled, and the growth on disk of the
// build folder (.next) and the data folder (.data). Budgets in settings.mjs (BUDGET.soak*).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { load } from './measure.mjs';
import { BUDGET, log } from './settings.mjs';

const SOAK_PAGES = Number(process.env.BENCH_SOAK_PAGES ?? 20_000);
const SOAK_IMAGES = Number(process.env.BENCH_SOAK_IMAGES ?? 2_000);
const SOAK_BEACONS = Number(process.env.BENCH_SOAK_BEACONS ?? 20_000);
/** What the audience tables may grow by in a day, whatever is sent (lib/data/audience.ts: the values per metric). */
const AUDIENCE_ROWS_BOUND = 3_500;
const AUDIENCE_VISITORS_BOUND = 100_000;
const SOAK_CONNECTIONS = 3;

/**
 * Bytes under `dir` (files only; a missing folder is 0). PostgreSQL's write-ahead log (pg_wal) is left out: its
 * segments are recycled at each checkpoint, so the beacons' counted writes show there as churn, not growth.
 */
export function folderBytes(dir) {
  let total = 0;
  const walk = (d) => {
    let entries;
    try {
      entries = fs.readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'pg_wal') walk(p);
      } else if (e.isFile()) {
        try {
          total += fs.statSync(p).size;
        } catch {
          /* removed meanwhile */
        }
      }
    }
  };
  walk(dir);
  return total;
}

/** Resident memory (bytes) of the Next server under `rootPid` (the bench's `npm start` child). */
function serverRss(rootPid) {
  const parents = new Map();
  const names = new Map();
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      parents.set(Number(pid), Number(stat.slice(close + 2).split(' ')[1]));
      names.set(Number(pid), fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
    } catch {
      /* exited */
    }
  }
  const under = (pid) => {
    for (let p = pid; p > 1; p = parents.get(p) ?? 0) if (p === rootPid) return true;
    return false;
  };
  let rss = 0;
  for (const [pid, cmd] of names) {
    if (!cmd.startsWith('next-server') || !under(pid)) continue;
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    rss += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  }
  return rss;
}

const word = () => Math.random().toString(36).slice(2, 10);

/** One random address that names nothing, on one of the site's dynamic routes (or none). */
function unknownAddress(i) {
  const n = 1000 + (i % 100_000);
  const kinds = [
    () => `/blog/${word()}`,
    () => `/tutoriels/${word()}`,
    () => `/portfolio/${word()}`,
    () => `/blog/categorie/${word()}`,
    () => `/blog/categorie/${word()}/page/${n}`,
    () => `/blog/page/${n}`,
    () => `/portfolio/page/${n}`,
    () => `/tutoriels/page/${n}`,
    () => `/services/${word()}`,
    () => `/${word()}`,
  ];
  return kinds[i % kinds.length]();
}

/**
 * One image-optimiser request the site never makes: query strings, other widths, unknown files and videos, and
 * aliases of a real image (fragments, `.` and `..` segments, another folder walked back, doubled slashes).
 */
function imageVariant(i) {
  const real = '/images/defaults/livres.jpg';
  const url = [
    `${real}?v=${i}`,
    `/api/og?x=${i}`,
    `/storage/project-images/${word()}.jpg`,
    `/api/miniature/${word()}${word()}`,
    real,
    `${real}#${i}`,
    `/images/./defaults/${'./'.repeat(i % 7)}livres.jpg`,
    `/storage/v1/${'../'.repeat(1 + (i % 3))}images/defaults/livres.jpg#${i}`,
    `/images/defaults/../defaults/livres.jpg`,
    `/images//defaults/livres.jpg${'#'.repeat(i % 4)}`,
    `/api/og/accueil#${i}`,
  ][i % 11];
  const width = i % 11 === 4 ? 640 + (i % 37) + 1 : 640;
  return `/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=75`;
}

/**
 * One audience beacon as a script would send it: a random path, referrer, campaign and user agent each time (each
 * a new visitor and visit, so every metric's values are tried), from the site itself (Sec-Fetch-Site).
 */
function beacon(i) {
  const body = JSON.stringify({
    t: 'view',
    p: `/${word()}/${word()}`,
    r: `https://${word()}.example/${word()}`,
    s: `?utm_source=${word()}&utm_medium=${word()}&utm_campaign=${word()}`,
    l: `fr-${word().slice(0, 2).toUpperCase()}`,
    nf: i % 10 === 0,
  });
  return {
    path: '/api/mesure',
    body,
    headers: {
      'content-type': 'text/plain',
      'sec-fetch-site': 'same-origin',
      'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Soak/${i} ${word()}`,
    },
  };
}

async function requestAll(base, addresses) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: SOAK_CONNECTIONS });
  const statuses = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: SOAK_CONNECTIONS }, async () => {
      while (next < addresses.length) {
        const address = addresses[next++];
        const status = await new Promise((resolve) => {
          const post = typeof address === 'object';
          const req = http
            .request(
              new URL(post ? address.path : address, base),
              { agent, method: post ? 'POST' : 'GET', headers: post ? address.headers : {} },
              (res) => {
                res.resume();
                res.on('end', () => resolve(res.statusCode));
              },
            )
            .on('error', () => resolve('error'));
          req.end(post ? address.body : undefined);
        });
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  agent.destroy();
  return statuses;
}

/**
 * Runs the soak against the server at `base` (started by the bench as `rootPid`); `check` records budgets.
 * Returns the figures for the report.
 */
export async function soak({ base, rootPid, distDir, dataDir, check, db }) {
  log(`bench: soak (${SOAK_PAGES} unknown addresses, ${SOAK_IMAGES} image variants, ${SOAK_BEACONS} audience beacons)`);
  const audienceRows = async () => {
    const [r] = await db`select (select count(*) from public.audience_daily)::int as daily,
      (select count(*) from private.audience_visitors)::int as visitors`;
    return r;
  };
  const disk = () => ({ next: folderBytes(distDir), data: folderBytes(dataDir) });
  // The baseline is a server that has already served such traffic (its code loaded, its caches warm),
  // so what is compared is what the soak leaves behind.
  await requestAll(base, [
    ...Array.from({ length: 500 }, (_, i) => unknownAddress(i)),
    ...Array.from({ length: 50 }, (_, i) => imageVariant(i)),
  ]);
  const before = await load(base, '/');
  const diskBefore = disk();
  // Read, like the one after, at the end of a measurement of the home page (whose garbage is collected
  // during it), so both readings find the heap in the same state.
  const rssBefore = serverRss(rootPid);
  const audienceBefore = await audienceRows();

  const addresses = [
    ...Array.from({ length: SOAK_PAGES }, (_, i) => unknownAddress(i)),
    ...Array.from({ length: SOAK_IMAGES }, (_, i) => imageVariant(i)),
    ...Array.from({ length: SOAK_BEACONS }, (_, i) => beacon(i)),
  ].sort(() => Math.random() - 0.5);
  const started = performance.now();
  const traffic = requestAll(base, addresses);
  const during = await load(base, '/');
  const statuses = await traffic;
  const soakSeconds = (performance.now() - started) / 1000;
  const after = await load(base, '/');

  // Memory as the server settles (its heap is collected when it needs to be): polled for up to a minute.
  let rssAfter = serverRss(rootPid);
  for (let i = 0; i < 30 && rssAfter > rssBefore * (1 + BUDGET.soakMemory); i++) {
    await new Promise((r) => setTimeout(r, 2000));
    rssAfter = serverRss(rootPid);
  }
  const diskAfter = disk();
  const growth = diskAfter.next - diskBefore.next + (diskAfter.data - diskBefore.data);
  const mb = (b) => `${(b / 1024 / 1024).toFixed(2)} MB`;

  check(
    `soak: disk growth of .next and .data < ${BUDGET.soakDiskMb} MB`,
    growth < BUDGET.soakDiskMb * 1024 * 1024,
    `${mb(diskAfter.next - diskBefore.next)} + ${mb(diskAfter.data - diskBefore.data)}`,
    `< ${BUDGET.soakDiskMb} MB`,
  );
  check(
    `soak: server memory back within ${BUDGET.soakMemory * 100} %`,
    rssAfter <= rssBefore * (1 + BUDGET.soakMemory),
    `${mb(rssBefore)} → ${mb(rssAfter)}`,
    `≤ ${mb(rssBefore * (1 + BUDGET.soakMemory))}`,
  );
  check(
    `soak: / throughput during ≥ ${BUDGET.soakThroughput}× before`,
    during.rps >= before.rps * BUDGET.soakThroughput,
    `${during.rps.toFixed(0)} of ${before.rps.toFixed(0)} req/s (after: ${after.rps.toFixed(0)})`,
    `≥ ${(before.rps * BUDGET.soakThroughput).toFixed(0)} req/s`,
  );
  const audienceAfter = await audienceRows();
  check(
    `soak: the audience tables grow by a bounded amount (≤ ${AUDIENCE_ROWS_BOUND} counters, ≤ ${AUDIENCE_VISITORS_BOUND} visitors of the day)`,
    audienceAfter.daily - audienceBefore.daily <= AUDIENCE_ROWS_BOUND &&
      audienceAfter.visitors - audienceBefore.visitors <= AUDIENCE_VISITORS_BOUND,
    `+${audienceAfter.daily - audienceBefore.daily} counters, +${audienceAfter.visitors - audienceBefore.visitors} visitors`,
    `≤ ${AUDIENCE_ROWS_BOUND}, ≤ ${AUDIENCE_VISITORS_BOUND}`,
  );
  check(
    'soak: every unknown address answered 404, every image variant 400 or 404, every beacon 204',
    !statuses.error && !Object.keys(statuses).some((s) => !['400', '404', '204'].includes(s)),
    JSON.stringify(statuses),
    '404 / 400 / 204',
  );
  return {
    addresses: addresses.length,
    seconds: Math.round(soakSeconds),
    statuses,
    disk: { before: diskBefore, after: diskAfter },
    rss: { before: rssBefore, after: rssAfter },
    throughput: { before: before.rps, during: during.rps, after: after.rps },
  };
}
