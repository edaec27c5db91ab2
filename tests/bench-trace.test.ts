// The bench's reading of a Lighthouse trace (scripts/bench/measure.mjs): the blocking time of the
// page's main-thread tasks after the first paint, over their wall time and over their thread time.
import { describe, expect, it } from 'vitest';
import { blockingFromTrace } from '@/scripts/bench/measure.mjs';

const PAGE = 7;
const MAIN = 1;
const ms = (n: number) => n * 1000;
const task = (at: number, wall: number, cpu: number, pid = PAGE, tid = MAIN) => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts: ms(at),
  dur: ms(wall),
  tdur: ms(cpu),
});

const trace = [
  { name: 'thread_name', pid: PAGE, tid: MAIN, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', pid: PAGE, tid: 2, args: { name: 'Compositor' } },
  {
    name: 'navigationStart',
    pid: PAGE,
    tid: MAIN,
    ts: ms(100),
    args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://localhost/' } },
  },
  { name: 'firstContentfulPaint', pid: PAGE, tid: MAIN, ts: ms(400) },
  task(200, 80, 80), // before the first paint: not counted
  task(500, 40, 5), // a task that waited for a core: 4 × 40 − 50 = 110 over wall time, nothing over thread time
  task(600, 30, 25), // 4 × 30 − 50 = 70, and 4 × 25 − 50 = 50
  task(700, 10, 10), // under 12.5 ms: nothing
  task(800, 60, 60, PAGE, 2), // another thread
  task(900, 60, 60, 99, MAIN), // another process
];

describe('blockingFromTrace', () => {
  it('sums four times each main-thread task after the first paint, less 50 ms, over wall and thread time', () => {
    expect(blockingFromTrace(trace)).toEqual({ wall: 180, cpu: 50 });
  });

  it('reads nothing from a trace without a navigation or a first paint', () => {
    expect(blockingFromTrace(trace.filter((e) => e.name !== 'firstContentfulPaint'))).toBeNull();
    expect(blockingFromTrace(trace.filter((e) => e.name !== 'navigationStart'))).toBeNull();
  });
});
