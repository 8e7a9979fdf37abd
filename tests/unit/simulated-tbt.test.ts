import { describe, expect, it } from 'vitest';
import { blockingTasks, describeTask, type NodeTimings, readSimulation } from '../../scripts/bench/simulated-tbt.ts';

const task = (start: number, end: number, observedStart: number, events: { name: string; dur: number }[] = []) => ({
  optimistic: { start, end },
  pessimistic: { start, end },
  observed: (end - start) / 8,
  observedStart,
  events,
});
const commit = [
  { name: 'DocumentLoader::CommitNavigation', dur: 30_000 },
  { name: 'LocalWindowProxy::Initialize', dur: 20_000 },
];
const parse = [
  { name: 'ParseHTML', dur: 10_000 },
  { name: 'DocumentLoader::CommitNavigation', dur: 300 },
];

describe('bench:lighthouse: the tasks that make a run’s TBT', () => {
  it('counts what each task of 50 ms or more runs inside each estimate’s window, less 50 ms, and takes the mean', () => {
    const { tasks, total } = blockingTasks(
      [
        task(700, 800, 10), // before both windows
        task(950, 1100, 20, commit), // 150 ms inside [900, 1500] → 100; 100 ms inside [1000, 1400] → 50; mean 75
        task(980, 1060, 30, parse), // 80 ms inside the first → 30; 60 ms inside the second → 10; mean 20
        task(1100, 1140, 40), // shorter than 50 ms
        task(1380, 1480, 50), // 100 ms inside the first → 50; 20 ms inside the second → 0; mean 25
        task(1600, 1700, 60), // after both windows
      ],
      { optimistic: { start: 900, end: 1500 }, pessimistic: { start: 1000, end: 1400 } },
      25,
    );
    // The commit is told by its longest kind of event, not by a commit of an image's document inside a parse.
    expect(tasks.map((t) => [t.start, t.blocking, t.beforeObservedFcp, t.commit])).toEqual([
      [950, 75, true, true],
      [980, 20, false, false],
      [1380, 25, false, false],
    ]);
    expect(total).toBe(120);
  });

  it('names what a task did by its three longest kinds of event, leaving out the task wrappers', () => {
    const did = describeTask([
      { name: 'RunTask', dur: 25_000 },
      { name: 'Layout', dur: 10_000 },
      { name: 'Paint', dur: 4_000 },
      { name: 'Layout', dur: 6_300 },
      { name: 'UpdateLayoutTree', dur: 2_000 },
      { name: 'PrePaint', dur: 1_000 },
    ]);
    expect(did).toBe('Layout 16.3, Paint 4.0, UpdateLayoutTree 2.0');
  });

  it('reads the replays and the windows from Lantern’s record as Lantern finds them, and nothing from a run without one', () => {
    const parse = { type: 'cpu', startTime: 5_000, duration: 20_000, childEvents: [{ name: 'ParseHTML', dur: 20_000 }] };
    const script = { type: 'cpu', startTime: 30_000, duration: 10_000 };
    const doc = { type: 'network', startTime: 0, duration: 0, request: { resourceType: 'Document', priority: 'VeryHigh' } };
    const tile = { type: 'network', startTime: 0, duration: 0, request: { resourceType: 'Image', priority: 'Low' } };
    const at = (entries: [object, number, number][]) => new Map(entries.map(([node, startTime, endTime]) => [node, { startTime, endTime }]));
    const record = new Map([
      ['optimisticFirstContentfulPaint', at([[doc, 0, 880]])],
      ['pessimisticFirstContentfulPaint', at([[doc, 0, 940]])],
      // A low-priority image ends the simulation, but not the LCP.
      [
        'optimisticLargestContentfulPaint',
        at([
          [doc, 0, 900],
          [tile, 0, 2000],
        ]),
      ],
      ['pessimisticLargestContentfulPaint', at([[doc, 0, 950]])],
      // The last task over 50 ms ends the time to interactive when it is after the LCP.
      [
        'optimisticInteractive',
        at([
          [parse, 900, 1200],
          [script, 1200, 1240],
        ]),
      ],
      ['pessimisticInteractive', at([[parse, 900, 930]])],
      [
        'optimisticTotalBlockingTime',
        at([
          [doc, 0, 700],
          [parse, 890, 1050],
        ]),
      ],
      [
        'pessimisticTotalBlockingTime',
        at([
          [doc, 0, 700],
          [parse, 900, 1060],
        ]),
      ],
    ]) as unknown as NodeTimings;
    expect(readSimulation(record)).toEqual({
      tasks: [{ optimistic: { start: 890, end: 1050 }, pessimistic: { start: 900, end: 1060 }, observed: 20, observedStart: 5_000, events: parse.childEvents }],
      windows: { optimistic: { start: 940, end: 1200 }, pessimistic: { start: 880, end: 950 } },
    });
    expect(readSimulation(new Map())).toBeUndefined();
  });
});
