/**
 * How a visitor's page arrives (`npm run bench:arrival`): read from a Chromium trace of one
 * navigation, whether the page was committed in another renderer process than the page the tab
 * left, when it first painted, and how long its main thread was busy until then.
 *
 * Why: Lighthouse starts every run from the tab's blank page, and from there the site's
 * Cross-Origin-Opener-Policy header makes Chromium commit the page in a new process, which the same
 * page without the header does not need. A visitor comes from somewhere: the bench measures both
 * arrivals, with and without the header.
 */
import { processorMs, type TraceEvent } from './trace-tasks.ts';

/** One navigation, read from its trace (times in ms). */
export interface Arrival {
  /** The page was committed in another renderer process than the page the tab left. */
  newProcess: boolean;
  /** The page's first contentful paint, from its navigation start. */
  fcp: number;
  /**
   * The time the page's main thread was busy from the task that committed the page to the first
   * contentful paint, by the clock and in processor time: the tasks Lighthouse's simulation stretches.
   * Undefined when the trace has the commit outside any task: in a process started during the trace,
   * the task that commits can begin before the process traces.
   */
  busy?: { wall: number; cpu: number };
}

const isTask = (e: TraceEvent) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');

/**
 * The arrival of `url` in `events`, a trace that began on the page the tab left, which placed the
 * user-timing mark `leaveMark` just before the navigation; or why it cannot be read (a missing mark,
 * navigation start, main thread, commit or first contentful paint of the page).
 */
export function readArrival(events: readonly TraceEvent[], url: string, leaveMark: string): Arrival | string {
  const leave = events.find((e) => e.name === leaveMark);
  if (!leave) return `no "${leaveMark}" mark from the page left`;
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url && e.ts >= leave.ts);
  if (!nav) return `no navigation start of ${url}`;
  const thread = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === nav.pid && e.args?.name === 'CrRendererMain');
  if (!thread) return `no main thread in the process of ${url}`;
  const onThread = (e: TraceEvent) => e.pid === nav.pid && e.tid === thread.tid;
  const commit = events.find((e) => e.name === 'CommitLoad' && onThread(e) && e.args?.data?.url === url && e.args.data.isMainFrame !== false);
  if (!commit) return `no commit of ${url}`;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav.pid && e.ts >= nav.ts);
  if (!fcp) return `no first contentful paint of ${url}`;
  const tasks = events.filter((e) => isTask(e) && onThread(e)).sort((a, b) => a.ts - b.ts);
  const first = tasks.find((e) => e.ts <= commit.ts && e.ts + (e.dur ?? 0) >= commit.ts);
  let busy: Arrival['busy'];
  if (first) {
    busy = { wall: 0, cpu: 0 };
    let end = Number.NEGATIVE_INFINITY;
    for (const task of tasks) {
      // Top-level tasks only: one nested in another is counted with it.
      if (task.ts < first.ts || task.ts >= fcp.ts || task.ts < end) continue;
      end = task.ts + (task.dur ?? 0);
      busy.wall += (task.dur ?? 0) / 1000;
      busy.cpu += processorMs(task);
    }
  }
  return { newProcess: leave.pid !== nav.pid, fcp: (fcp.ts - nav.ts) / 1000, ...(busy ? { busy } : {}) };
}
