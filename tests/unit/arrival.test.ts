import { describe, expect, it } from 'vitest';
import { readArrival } from '../../scripts/bench/arrival.ts';
import type { TraceEvent } from '../../scripts/bench/trace-tasks.ts';
import { median } from '../../scripts/bench/median.ts';

const URL = 'http://127.0.0.1:4301/';
const MARK = 'bench-arrival-leave';
/** Times in the trace are in microseconds. */
const task = (pid: number, ts: number, dur: number, tdur: number): TraceEvent => ({ name: 'RunTask', ph: 'X', pid, tid: 7, ts, dur, tdur });

/**
 * A navigation from a page in process `leavePid` to one committed in process 2: the mark on the
 * page left, the new page's navigation start, its main thread, its commit (inside the first of its
 * tasks, or in none), five tasks (one nested, one after the first paint) and its first paint.
 */
function trace(leavePid: number, { commitInTask = true, fcp = true } = {}): TraceEvent[] {
  return [
    { name: MARK, ph: 'R', pid: leavePid, tid: 7, ts: 1_000 },
    { name: 'navigationStart', ph: 'R', pid: 2, tid: 7, ts: 2_000, args: { data: { documentLoaderURL: URL } } },
    { name: 'thread_name', ph: 'M', pid: 2, tid: 7, ts: 0, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', pid: 2, tid: 9, ts: 0, args: { name: 'Compositor' } },
    // A task of the page left, and one on another thread of the new process: neither is the page's.
    task(1, 1_500, 40_000, 40_000),
    { ...task(2, 3_000, 50_000, 50_000), tid: 9 },
    ...(commitInTask ? [task(2, 2_500, 20_000, 8_000)] : []),
    { name: 'CommitLoad', ph: 'X', pid: 2, tid: 7, ts: 3_000, dur: 500, args: { data: { url: URL, isMainFrame: true } } },
    task(2, 30_000, 10_000, 6_000),
    // Nested in the task before: counted with it, not again.
    task(2, 31_000, 2_000, 2_000),
    task(2, 45_000, 15_000, 9_000),
    ...(fcp ? [{ name: 'firstContentfulPaint', ph: 'R', pid: 2, tid: 7, ts: 62_000 }] : []),
    // After the first paint: not before it.
    task(2, 70_000, 30_000, 30_000),
  ];
}

describe('bench:arrival: one navigation read from its trace', () => {
  it('sees a page committed in another process than the page left, its first paint, and its main thread busy from the commit to that paint', () => {
    expect(readArrival(trace(1), URL, MARK)).toEqual({ newProcess: true, fcp: 60, busy: { wall: 45, cpu: 23 } });
  });

  it('sees a page committed in the process of the page left', () => {
    expect(readArrival(trace(2), URL, MARK)).toMatchObject({ newProcess: false, fcp: 60 });
  });

  it('leaves the busy time out when the commit is in no task the trace has, and still reads the process and the paint', () => {
    expect(readArrival(trace(1, { commitInTask: false }), URL, MARK)).toEqual({ newProcess: true, fcp: 60 });
  });

  it('says what is missing instead of measuring a navigation it cannot read', () => {
    expect(readArrival(trace(1, { fcp: false }), URL, MARK)).toBe(`no first contentful paint of ${URL}`);
    expect(readArrival(trace(1), 'http://127.0.0.1:4302/', MARK)).toBe('no navigation start of http://127.0.0.1:4302/');
    expect(readArrival(trace(1).slice(1), URL, MARK)).toBe(`no "${MARK}" mark from the page left`);
  });
});

describe('median', () => {
  it('takes the middle value, the mean of the two middle ones for an even count, and NaN for none', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 10])).toBe(3.5);
    expect(median([])).toBeNaN();
  });
});
