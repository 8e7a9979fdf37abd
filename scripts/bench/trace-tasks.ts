/**
 * The page's main thread in a Lighthouse run's trace (scripts/bench-lighthouse.ts): how long its
 * tasks took by the clock and how much processor time they got. Lighthouse's simulation scales
 * the clock times; on a busy machine a task's clock time includes the time its thread waited for
 * a core, which the processor time leaves out.
 */
export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { documentLoaderURL?: string; url?: string; isMainFrame?: boolean } };
};

/**
 * An event's processor time in ms; NaN (unread) where the trace has no thread time for it (`tdur`,
 * which Chromium writes only with its thread clocks), never 0: a figure read as nothing would pass
 * for a page that needed no processor.
 */
export const processorMs = (e: TraceEvent) => (e.tdur === undefined ? Number.NaN : e.tdur / 1000);

/** What the page's main thread did in a run, read from Lighthouse's trace of it (ms). */
export interface TaskTimes {
  /** Every top-level task, summed: the time the thread was busy, and the processor time it got for it. */
  wall: number;
  cpu: number;
  /** The longest task by wall-clock time, and its processor time. */
  longestWall: number;
  longestCpu: number;
  /**
   * Each task from the navigation on, scaled by the CPU slowdown, less 50 ms, summed: once from its
   * clock time (what Lighthouse's simulation scales) and once from its processor time. Lighthouse's
   * TBT counts only the tasks after its simulated first paint; these count the whole load. The two
   * differ by the time the thread waited for a core (other processes, the browser's own among them).
   */
  blockingWall: number;
  blockingCpu: number;
}

/** The page's main thread in a trace: its top-level tasks from the navigation on, and the thread's events. */
function mainThread(events: TraceEvent[], url: string): { nav: TraceEvent; tasks: TraceEvent[]; threadEvents: TraceEvent[] } | undefined {
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url);
  if (!nav) return undefined;
  const thread = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === nav.pid && e.args?.name === 'CrRendererMain');
  if (!thread) return undefined;
  const threadEvents = events.filter((e) => e.pid === nav.pid && e.tid === thread.tid && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const tasks = outermost(threadEvents, (e) => (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.ts >= nav.ts);
  return { nav, tasks, threadEvents };
}

/** The events of `sorted` (by start) that `keep` takes, each not nested in one taken before it. */
function outermost(sorted: readonly TraceEvent[], keep: (e: TraceEvent) => boolean): TraceEvent[] {
  let end = Number.NEGATIVE_INFINITY;
  return sorted.filter((e) => {
    if (!keep(e) || e.ts < end) return false;
    end = e.ts + (e.dur ?? 0);
    return true;
  });
}

/**
 * The page's main thread in a trace: the CrRendererMain thread of the process whose navigation
 * loaded `url`; its top-level tasks (a task nested in another is counted once).
 */
export function taskTimes(events: TraceEvent[], url: string, slowdown: number): TaskTimes {
  const none = { wall: Number.NaN, cpu: Number.NaN, longestWall: Number.NaN, longestCpu: Number.NaN, blockingWall: Number.NaN, blockingCpu: Number.NaN };
  const thread = mainThread(events, url);
  if (!thread) return none;
  const times = { wall: 0, cpu: 0, longestWall: 0, longestCpu: 0, blockingWall: 0, blockingCpu: 0 };
  for (const task of thread.tasks) {
    const wall = (task.dur ?? 0) / 1000;
    const cpu = processorMs(task);
    times.wall += wall;
    times.cpu += cpu;
    if (wall > times.longestWall) {
      times.longestWall = wall;
      times.longestCpu = cpu;
    }
    times.blockingWall += Math.max(0, wall * slowdown - 50);
    times.blockingCpu += Math.max(0, cpu * slowdown - 50);
  }
  return Object.fromEntries(Object.entries(times).map(([k, v]) => [k, Math.round(v)])) as unknown as TaskTimes;
}

/** A task of the trace that blocked: when it ran (ms from the navigation), its share of TBT, what it did. */
export interface ObservedBlockingTask {
  start: number;
  end: number;
  /** Its clock time (ms). */
  observed: number;
  /** What it adds to TBT: its time between the first contentful paint and time to interactive, less 50 ms. */
  blocking: number;
  /** Its inner events, for describeTask. */
  events: { name: string; dur?: number }[];
}

/**
 * TBT read off a trace of a load that was itself slowed (Lighthouse's DevTools throttling), as
 * Lighthouse reads it then: each top-level task of the page's main thread, clipped to the window from
 * the first contentful paint to time to interactive (ms from the navigation's start), adds what it runs
 * past 50 ms (`impact`: Lighthouse's calculateTbtImpactForEvent, passed in so this module stays free of it).
 */
export function observedBlockingTasks(
  events: TraceEvent[],
  url: string,
  window: { fcp: number; tti: number },
  impact: (task: { start: number; end: number; duration: number }, startMs: number, endMs: number) => number,
): ObservedBlockingTask[] {
  const thread = mainThread(events, url);
  if (!thread) return [];
  return thread.tasks.flatMap((task) => {
    const start = (task.ts - thread.nav.ts) / 1000;
    const duration = (task.dur ?? 0) / 1000;
    const blocking = impact({ start, end: start + duration, duration }, window.fcp, window.tti);
    if (blocking <= 0) return [];
    const end = task.ts + (task.dur ?? 0);
    const inner = thread.threadEvents.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    return [{ start, end: start + duration, observed: duration, blocking, events: inner.map((e) => ({ name: e.name, dur: e.dur })) }];
  });
}

/** The kinds of work the first frame's events are summed by (Chromium's trace event names). */
export const FIRST_FRAME_WORK = { parse: 'ParseHTML', style: 'UpdateLayoutTree', layout: 'Layout', prePaint: 'PrePaint', paint: 'Paint' } as const;

/** What the page's main thread did from the navigation to its first contentful paint, in processor time (ms). */
export type FirstFrameWork = Record<keyof typeof FIRST_FRAME_WORK, number> & {
  /** Every top-level task before the first paint, the commit and the rest included. */
  tasks: number;
  /** The first contentful paint, by the clock from the navigation's start. */
  fcp: number;
};

/**
 * The page's work before its first contentful paint (scripts/bench-first-frame.ts), from a trace of
 * an unthrottled load: the processor time of each kind of event of FIRST_FRAME_WORK on its main
 * thread (an event nested in one of its own kind counted once), and of its top-level tasks.
 * Undefined when the trace has no navigation to `url` or no first contentful paint.
 */
export function firstFrameWork(events: TraceEvent[], url: string): FirstFrameWork | undefined {
  const thread = mainThread(events, url);
  const fcp = thread && events.find((e) => e.name === 'firstContentfulPaint' && e.pid === thread.nav.pid && e.ts >= thread.nav.ts);
  if (!thread || !fcp) return undefined;
  const before = (e: TraceEvent) => e.ts >= thread.nav.ts && e.ts < fcp.ts;
  const cpu = (list: TraceEvent[]) => Math.round(list.reduce((sum, e) => sum + processorMs(e), 0) * 10) / 10;
  const work = Object.fromEntries(
    Object.entries(FIRST_FRAME_WORK).map(([kind, name]) => [kind, cpu(outermost(thread.threadEvents, (e) => e.name === name && before(e)))]),
  ) as Record<keyof typeof FIRST_FRAME_WORK, number>;
  return { ...work, tasks: cpu(thread.tasks.filter(before)), fcp: Math.round((fcp.ts - thread.nav.ts) / 100) / 10 };
}
