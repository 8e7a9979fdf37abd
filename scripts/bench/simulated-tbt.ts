/**
 * Which tasks make a Lighthouse run's TBT (scripts/bench-lighthouse.ts). With the default simulated
 * throttling, Lighthouse does not read TBT off the trace: its Lantern simulation replays the page's
 * tasks one after another on one simulated main thread, each stretched by the CPU slowdown (a task that
 * lays out by half of it), and counts what each task of 50 ms or more runs past the simulated first
 * contentful paint, less 50 ms. The simulated FCP replays only the first parse, the first layout, the
 * first paint and any render-blocking script; every other task the browser ran before its own first
 * paint (the navigation's commit among them) still runs first in the TBT replay, so it pushes the tasks
 * after it past that FCP, where they count. This module reads that replay back and names the tasks.
 */

// Lighthouse's own copy of its simulation (Lantern): the rule by which it counts a task.
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

/** When a task ran, or a window lasted, in a simulation (ms from the simulated navigation). */
export interface Span {
  start: number;
  end: number;
}

/**
 * One of the page's main-thread tasks as the simulation ran it: in the replay of each of TBT's two
 * estimates (the same graph, so normally the same times).
 */
export interface SimulatedTask {
  optimistic: Span;
  pessimistic: Span;
  /** The task's clock time in the trace (ms), which the simulation stretched. */
  observed: number;
  /** When the task started in the trace (µs, the trace's clock). */
  observedStart: number;
  /** The trace events inside the task: what it did. */
  events: readonly { name: string; dur?: number }[];
}

/**
 * The window each of TBT's two estimates counts in: the optimistic estimate from the pessimistic
 * simulated FCP to the optimistic time to interactive, the pessimistic one from the optimistic FCP to
 * the pessimistic time to interactive (Lantern's TotalBlockingTime: each picks the ends that narrow
 * or widen its window).
 */
export interface Windows {
  optimistic: Span;
  pessimistic: Span;
}

/** A task that blocked in the simulation, and by how much it added to TBT. */
export interface BlockingTask extends Span {
  observed: number;
  /** Its share of TBT (ms): the mean of the two estimates, as Lighthouse's TBT is. */
  blocking: number;
  /** Whether the browser ran it before its own first contentful paint. */
  beforeObservedFcp: boolean;
  /** Its three longest kinds of event, e.g. "Layout 16.3, Paint 7.8, PaintImage 4.4". */
  did: string;
  /**
   * Whether it is the navigation's commit: its longest kind of event is the document loader's
   * CommitNavigation (in which, under Lighthouse's DevTools connection, the page's JavaScript context
   * is created, on the empty page too).
   */
  commit: boolean;
}

const { BLOCKING_TIME_THRESHOLD, calculateTbtImpactForEvent } = Lantern.Metrics.TBTUtils;
/** Event names that only wrap a task; what the task did is inside them. */
const WRAPPERS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'RunMicrotasks']);

/** A task's blocking time clipped to a window, by Lantern's own rule (tasks under 50 ms count 0). */
const blockingIn = (task: Span, window: Span) => calculateTbtImpactForEvent({ ...task, duration: task.end - task.start }, window.start, window.end);

/** What a task did: its three longest kinds of trace event, by summed duration. */
export function describeTask(events: SimulatedTask['events']): string {
  const byName = new Map<string, number>();
  for (const e of events) if (!WRAPPERS.has(e.name)) byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
    .join(', ');
}

/** Whether a task, described by describeTask, is the navigation's commit: its longest kind of event is the document loader's CommitNavigation. */
export const isCommit = (did: string) => did.startsWith('DocumentLoader::CommitNavigation ');

/** The tasks that blocked, with their shares of TBT (the mean of the two estimates), and the sum. */
export function blockingTasks(tasks: readonly SimulatedTask[], windows: Windows, observedFcp: number): { tasks: BlockingTask[]; total: number } {
  const blocking = tasks
    .map((task) => {
      const did = describeTask(task.events);
      return {
        ...task.pessimistic,
        observed: task.observed,
        blocking: (blockingIn(task.optimistic, windows.optimistic) + blockingIn(task.pessimistic, windows.pessimistic)) / 2,
        beforeObservedFcp: task.observedStart < observedFcp,
        did,
        commit: isCommit(did),
      };
    })
    .filter((task) => task.blocking > 0)
    .sort((a, b) => a.start - b.start);
  return { tasks: blocking, total: blocking.reduce((sum, task) => sum + task.blocking, 0) };
}

type SimNode = {
  type: string;
  startTime: number;
  duration: number;
  childEvents?: { name: string; dur?: number }[];
  request?: { resourceType?: string; priority?: string };
};
/** Lantern's record of its simulations, by label (Simulator.allNodeTimings), as far as it is read here. */
export type NodeTimings = Map<string, Map<SimNode, { startTime: number; endTime: number }>>;

/**
 * TBT's replays and windows for the run Lighthouse has just made, read from Lantern's record (which
 * the next run overwrites). The windows' ends are found as Lantern finds them: a simulated FCP is the
 * end of its simulation; an LCP the last end in its simulation but for low-priority images; a time to
 * interactive the later of that LCP and the end of the last task over 50 ms in its simulation.
 * Undefined when the run made no such simulation (it did not finish).
 */
export function readSimulation(all: NodeTimings): { tasks: SimulatedTask[]; windows: Windows } | undefined {
  const labels = ['FirstContentfulPaint', 'LargestContentfulPaint', 'Interactive', 'TotalBlockingTime'].flatMap((m) => [`optimistic${m}`, `pessimistic${m}`]);
  if (!labels.every((label) => all.has(label))) return undefined;
  const timings = (label: string) => [...all.get(label)!].map(([node, t]) => [node, { start: t.startTime, end: t.endTime }] as const);
  const last = (ends: number[]) => ends.reduce((max, end) => Math.max(max, end), 0);
  const fcp = (kind: string) => last(timings(`${kind}FirstContentfulPaint`).map(([, t]) => t.end));
  const lowPriorityImage = (node: SimNode) =>
    node.type === 'network' && node.request?.resourceType === 'Image' && (node.request.priority === 'Low' || node.request.priority === 'VeryLow');
  const lcp = (kind: string) => last(timings(`${kind}LargestContentfulPaint`).flatMap(([node, t]) => (lowPriorityImage(node) ? [] : [t.end])));
  const tti = (kind: string) =>
    Math.max(
      lcp(kind),
      last(timings(`${kind}Interactive`).flatMap(([node, t]) => (node.type === 'cpu' && t.end - t.start > BLOCKING_TIME_THRESHOLD ? [t.end] : []))),
    );
  const optimistic = new Map(timings('optimisticTotalBlockingTime'));
  const tasks = timings('pessimisticTotalBlockingTime')
    .filter(([node]) => node.type === 'cpu')
    .map(([node, t]) => ({
      optimistic: optimistic.get(node) ?? t,
      pessimistic: t,
      observed: node.duration / 1000,
      observedStart: node.startTime,
      events: node.childEvents ?? [],
    }));
  return {
    tasks,
    windows: { optimistic: { start: fcp('pessimistic'), end: tti('optimistic') }, pessimistic: { start: fcp('optimistic'), end: tti('pessimistic') } },
  };
}
