import { describe, expect, it } from 'vitest';
import { figure, median } from '../../scripts/bench/median.ts';
import { failures, medianRun } from '../../scripts/bench/median-run.ts';

describe('bench:lighthouse: the run reported for a page', () => {
  it('is the middle of the finished runs by LCP', () => {
    const runs = [
      { lcp: 1100, id: 'a' },
      { lcp: 900, id: 'b' },
      { lcp: 1000, id: 'c' },
    ];
    expect(medianRun(runs)?.id).toBe('c');
    expect(failures(runs)).toEqual([]);
  });

  it('leaves out a run Lighthouse could not finish, and names it with its error', () => {
    // As on 2026-11-28: one run in about ten ended so, with no metrics at all.
    const error = 'NO_NAVSTART: Something went wrong with recording the trace over your page load. Please run Lighthouse again. (NO_NAVSTART)';
    const runs = [
      { lcp: 1052, id: 'first' },
      { lcp: Number.NaN, id: 'second', error },
      { lcp: 1053, id: 'third' },
    ];
    expect(medianRun(runs)?.id).toBe('first');
    expect(failures(runs)).toEqual([`run 2: ${error}`]);
  });

  it('leaves out a run without an LCP even when Lighthouse gave no error, and has no median when no run finished', () => {
    const runs = [{ lcp: Number.NaN }, { lcp: Number.NaN, error: 'PROTOCOL_TIMEOUT' }];
    expect(medianRun(runs)).toBeUndefined();
    expect(failures(runs)).toEqual(['run 1: no largest contentful paint measured', 'run 2: PROTOCOL_TIMEOUT']);
  });
});

describe("the benchmarks' median and figures", () => {
  it('a median of values one of which was not read is not read either, and the table says "unread"', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([3, Number.NaN, 1, 2, 5])).toBeNaN();
    expect(median([])).toBeNaN();
    expect([figure(2.25, 1), figure(Number.NaN, 1), figure(59.6)]).toEqual(['2.3', 'unread', '60']);
  });
});
