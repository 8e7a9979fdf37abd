/**
 * Which of a page's Lighthouse runs `bench:lighthouse` reports. A run Lighthouse could not finish
 * (its `runtimeError`, or no LCP: the metrics are then missing, NaN here) is left out of the median
 * and named instead; sorted with the others, its NaN made the comparison meaningless and one such
 * run came out as the page's "median" with every figure NaN.
 */
export interface Measured {
  lcp: number;
  /** Lighthouse's runtimeError (code and message), when it could not finish the run. */
  error?: string;
}

export const failed = (run: Measured) => run.error !== undefined || !Number.isFinite(run.lcp);

/** The median of the runs that finished, by LCP (the lower middle of an even count); undefined when none did. */
export function medianRun<T extends Measured>(runs: readonly T[]): T | undefined {
  const done = runs.filter((run) => !failed(run)).sort((a, b) => a.lcp - b.lcp);
  return done[Math.floor((done.length - 1) / 2)];
}

/** Why each run that did not finish failed, numbered as run 1, 2, … of the page. */
export const failures = (runs: readonly Measured[]) =>
  runs.flatMap((run, i) => (failed(run) ? [`run ${i + 1}: ${run.error ?? 'no largest contentful paint measured'}`] : []));
