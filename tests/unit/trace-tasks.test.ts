import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { describe, expect, it } from 'vitest';
import { firstFrameWork, observedBlockingTasks, type TraceEvent, taskTimes } from '../../scripts/bench/trace-tasks.ts';

/** A trace as Lighthouse records it, cut down: times in microseconds. */
const url = 'http://127.0.0.1:4291/';
const meta = (pid: number, tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', pid, tid, ts: 0, args: { name } });
const task = (pid: number, tid: number, ts: number, dur: number, tdur: number, name = 'RunTask'): TraceEvent => ({ name, ph: 'X', pid, tid, ts, dur, tdur });
const trace: TraceEvent[] = [
  meta(1, 10, 'CrBrowserMain'),
  meta(2, 20, 'CrRendererMain'),
  meta(2, 21, 'Compositor'),
  { name: 'navigationStart', ph: 'R', pid: 2, tid: 20, ts: 1_000, args: { data: { documentLoaderURL: url } } },
  // Before the navigation: the previous document's work, not this page's.
  task(2, 20, 500, 40_000, 40_000),
  // The commit: 110 ms on the clock, 30 ms of processor time (the thread waited for a core).
  task(2, 20, 2_000, 110_000, 30_000),
  // A task nested in it is counted once, as part of it.
  task(2, 20, 3_000, 20_000, 10_000, 'ThreadControllerImpl::RunTask'),
  // The first layout: 36 ms, 29 ms of it on a core.
  task(2, 20, 200_000, 36_000, 29_000),
  // A short task: busy time, but nothing blocks.
  task(2, 20, 300_000, 5_000, 4_000),
  // Other threads and processes are not the page's main thread.
  task(2, 21, 2_000, 90_000, 90_000),
  task(1, 10, 2_000, 90_000, 90_000),
];

describe("taskTimes: the page's main thread in a Lighthouse trace", () => {
  it('sums the top-level tasks from the navigation on, by the clock and by processor time', () => {
    expect(taskTimes(trace, url, 4)).toEqual({
      wall: 151,
      cpu: 63,
      longestWall: 110,
      longestCpu: 30,
      // At 4×: 110 ms → 440 − 50 = 390, 36 ms → 144 − 50 = 94, 5 ms → 0; by processor time 30 → 70, 29 → 66.
      blockingWall: 484,
      blockingCpu: 136,
    });
  });

  it('scales by the CPU slowdown it is given', () => {
    const times = taskTimes(trace, url, 1);
    // At 1× only the 110 ms task is over 50 ms: 60 ms by the clock, nothing by processor time.
    expect([times.blockingWall, times.blockingCpu]).toEqual([60, 0]);
  });

  it('gives the processor time as unread, not 0, for a trace without thread times; the clock times it has', () => {
    const clockOnly = trace.map(({ tdur: _, ...e }) => e);
    const times = taskTimes(clockOnly, url, 4);
    expect([times.wall, times.longestWall, times.blockingWall]).toEqual([151, 110, 484]);
    expect([times.cpu, times.longestCpu, times.blockingCpu].every(Number.isNaN)).toBe(true);
  });

  it('gives no figures, rather than wrong ones, for a trace without the navigation to the page', () => {
    const times = taskTimes(trace, 'http://127.0.0.1:4291/contact', 4);
    expect(Object.values(times).every(Number.isNaN)).toBe(true);
  });
});

describe('observedBlockingTasks: TBT read off a slowed trace, as Lighthouse reads it with DevTools throttling', () => {
  const impact = Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent;
  // The same trace, with what the tasks did inside them.
  const slowed: TraceEvent[] = [
    ...trace,
    { name: 'DocumentLoader::CommitNavigation', ph: 'X', pid: 2, tid: 20, ts: 2_500, dur: 60_000 },
    { name: 'UpdateLayoutTree', ph: 'X', pid: 2, tid: 20, ts: 200_500, dur: 14_000 },
    { name: 'Layout', ph: 'X', pid: 2, tid: 20, ts: 215_000, dur: 20_000 },
  ];

  it('counts what each task runs past 50 ms inside the window from the first paint to interactive, and names what it did', () => {
    // The first paint at 150 ms: the commit (1–111 ms from the navigation) ended before it and counts
    // nothing; the layout (199–235 ms) is under 50 ms. Nothing blocks.
    expect(observedBlockingTasks(slowed, url, { fcp: 150, tti: 400 }, impact)).toEqual([]);
    // The first paint at 31 ms: 80 ms of the commit run past it, so it blocks 30.
    const [commit, ...rest] = observedBlockingTasks(slowed, url, { fcp: 31, tti: 400 }, impact);
    expect(rest).toEqual([]);
    expect(commit).toMatchObject({ start: 1, end: 111, observed: 110, blocking: 30 });
    expect(commit!.events.map((e) => e.name)).toEqual(['DocumentLoader::CommitNavigation', 'ThreadControllerImpl::RunTask']);
  });

  it('counts a task only up to time to interactive, and none of the previous document', () => {
    // Interactive at 91 ms: 90 ms of the commit inside the window from 0, so it blocks 40.
    expect(observedBlockingTasks(slowed, url, { fcp: 0, tti: 91 }, impact).map((t) => t.blocking)).toEqual([40]);
    expect(observedBlockingTasks(slowed, 'http://127.0.0.1:4291/contact', { fcp: 0, tti: 400 }, impact)).toEqual([]);
  });
});

describe("firstFrameWork: the page's work before its first contentful paint, by kind", () => {
  const inner = (ts: number, dur: number, tdur: number, name: string): TraceEvent => ({ name, ph: 'X', pid: 2, tid: 20, ts, dur, tdur });
  const frame: TraceEvent[] = [
    ...trace,
    // Inside the commit: a first chunk of HTML parsed, 4 ms of processor time.
    inner(10_000, 6_000, 4_000, 'ParseHTML'),
    // The first layout task: style 9 ms, layout 14 ms (a layout nested in it counted once), pre-paint 2, paint 3.
    inner(201_000, 10_000, 9_000, 'UpdateLayoutTree'),
    inner(212_000, 16_000, 14_000, 'Layout'),
    inner(213_000, 5_000, 5_000, 'Layout'),
    inner(229_000, 2_000, 2_000, 'PrePaint'),
    inner(231_000, 4_000, 3_000, 'Paint'),
    { name: 'firstContentfulPaint', ph: 'R', pid: 2, tid: 20, ts: 240_000 },
    // After the first paint: not the first frame's.
    inner(300_500, 2_000, 2_000, 'Layout'),
    // Another process's parse: not the page's.
    { name: 'ParseHTML', ph: 'X', pid: 1, tid: 10, ts: 10_000, dur: 9_000, tdur: 9_000 },
  ];

  it('sums each kind in processor time, and the tasks, from the navigation to the first contentful paint', () => {
    expect(firstFrameWork(frame, url)).toEqual({ parse: 4, style: 9, layout: 14, prePaint: 2, paint: 3, tasks: 59, fcp: 239 });
  });

  it('gives the processor time of a kind it saw as unread without thread times, and 0 for a kind it did not see', () => {
    const clockOnly = frame.map(({ tdur: _, ...e }) => e);
    expect(firstFrameWork(clockOnly, url)).toEqual({
      parse: Number.NaN,
      style: Number.NaN,
      layout: Number.NaN,
      prePaint: Number.NaN,
      paint: Number.NaN,
      tasks: Number.NaN,
      fcp: 239,
    });
    expect(
      firstFrameWork(
        frame.filter((e) => e.name !== 'Paint').map(({ tdur: _, ...e }) => e),
        url,
      )?.paint,
    ).toBe(0);
  });

  it('reads nothing without a navigation to the page or a first paint', () => {
    expect(firstFrameWork(frame, 'http://127.0.0.1:4291/contact')).toBeUndefined();
    expect(firstFrameWork(trace, url)).toBeUndefined();
  });
});
