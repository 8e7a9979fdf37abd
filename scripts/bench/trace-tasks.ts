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

/**
 * The page's main thread in a trace: the CrRendererMain thread of the process whose navigation
 * loaded `url`; its top-level tasks (a task nested in another is counted once).
 */
export function taskTimes(events: TraceEvent[], url: string, slowdown: number): TaskTimes {
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url);
  const none = { wall: Number.NaN, cpu: Number.NaN, longestWall: Number.NaN, longestCpu: Number.NaN, blockingWall: Number.NaN, blockingCpu: Number.NaN };
  if (!nav) return none;
  const thread = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === nav.pid && e.args?.name === 'CrRendererMain');
  if (!thread) return none;
  const tasks = events
    .filter((e) => e.pid === nav.pid && e.tid === thread.tid && e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'))
    .sort((a, b) => a.ts - b.ts);
  const times = { wall: 0, cpu: 0, longestWall: 0, longestCpu: 0, blockingWall: 0, blockingCpu: 0 };
  let end = Number.NEGATIVE_INFINITY;
  for (const task of tasks) {
    if (task.ts < nav.ts || task.ts < end) continue;
    end = task.ts + (task.dur ?? 0);
    const wall = (task.dur ?? 0) / 1000;
    const cpu = (task.tdur ?? 0) / 1000;
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
