// The bench's report: one markdown table and a JSON file under .bench/, printed too.
import fs from 'node:fs';
import path from 'node:path';
import { OUT, connections, log, rounds, seconds } from './settings.mjs';

/** « , 2 stalled; 95 without » after a route's Lighthouse runs (docs/PERFORMANCE.md: the stall). */
export const stallNote = (r) =>
  r.stalls ? `, ${r.stalls} stalled${r.unstalledPerf === null ? '' : `; ${r.unstalledPerf} without`}` : '';

/**
 * « (thread time 45 ms) » after a TBT: the same sum over the tasks' thread time instead of their wall time
 * (scripts/bench/measure.mjs, blockingFromTrace), for reading only: the budget is Lighthouse's TBT.
 */
export const threadNote = (r) => (r.blocking ? ` (thread time ${Math.round(r.blocking.cpu)} ms)` : '');

/** Writes and prints the report; returns the number of failed budgets. */
export function writeReport(results) {
  const failed = results.checks.filter((c) => !c.pass);
  const fmt = (n, d = 0) => (typeof n === 'number' ? n.toFixed(d) : '—');
  const lh = (route) => {
    const r = results.lighthouse?.[route === 'trivial page' ? 'trivial page' : route];
    return r
      ? `${r.perf} (${r.perfRuns.join('/')}${stallNote(r)}) · LCP ${(r.lcp / 1000).toFixed(1)} s · TBT ${fmt(r.tbt)} ms${threadNote(r)} · CLS ${r.cls.toFixed(3)} · ${r.a11y}/${r.bp}/${r.seo}`
      : '—';
  };
  // A route's ratio: the median of its rounds (each one the reference page, then the route), and the rounds'.
  const ratio = (r) =>
    r.ratios ? `${fmt(r.ratio, 2)} (${r.ratios.map((x) => fmt(x, 2)).join('/')})` : fmt(r.ratio, 2);
  const md = [
    `# Bench ${results.date} (${results.machine}, ${connections} connections, ${rounds} rounds of ${seconds} s per route, each after its reference page)`,
    '',
    '| route | req/s | p99 ms | × reference (rounds) | HTML KB | first-load JS KB gz | Lighthouse mobile: perf (runs) · LCP · TBT · CLS · a11y/BP/SEO |',
    '|---|---|---|---|---|---|---|',
    ...results.rows.map(
      (r) =>
        `| ${r.route} | ${fmt(r.rps)} | ${fmt(r.p99)} | ${ratio(r)} | ${fmt(r.htmlKb, 1)} | ${fmt(r.jsKb)} | ${lh(r.route)} |`,
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
          '| route | req/s | p99 ms | × reference (rounds) | HTML KB |',
          '|---|---|---|---|---|',
          ...results.scale.map(
            (r) => `| ${r.route} | ${fmt(r.rps)} | ${fmt(r.p99)} | ${ratio(r)} | ${fmt(r.htmlKb, 1)} |`,
          ),
        ]
      : []),
    ...(results.soak
      ? [
          '',
          `## Soak: ${results.soak.addresses} unknown addresses and image variants in ${results.soak.seconds} s`,
          '',
          '| measure | before | after |',
          '|---|---|---|',
          `| .next | ${fmt(results.soak.disk.before.next / 1048576, 2)} MB | ${fmt(results.soak.disk.after.next / 1048576, 2)} MB |`,
          `| .data | ${fmt(results.soak.disk.before.data / 1048576, 2)} MB | ${fmt(results.soak.disk.after.data / 1048576, 2)} MB |`,
          `| server memory (RSS) | ${fmt(results.soak.rss.before / 1048576)} MB | ${fmt(results.soak.rss.after / 1048576)} MB |`,
          `| / req/s (during: ${fmt(results.soak.throughput.during)}) | ${fmt(results.soak.throughput.before)} | ${fmt(results.soak.throughput.after)} |`,
        ]
      : []),
    ...(results.admin
      ? [
          '',
          '## Back office on the scale data (signed in, 2 connections)',
          '',
          '| route | req/s | p50 ms | p99 ms |',
          '|---|---|---|---|',
          ...results.admin.map((r) => `| ${r.route} | ${fmt(r.rps)} | ${fmt(r.p50)} | ${fmt(r.p99)} |`),
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
  return failed.length;
}
