/** An Event Timing entry as the page's PerformanceObserver gives it (`type: 'event'`). */
export interface EventEntry {
  name: string;
  /** From the event's time stamp to the next paint after its handlers ran (rounded to 8 ms by the browser). */
  duration: number;
  /** The same for every event of one key press or click; 0 for an event that is not part of one. */
  interactionId: number;
  /** When the event happened, on the page's clock (performance.now()). */
  startTime: number;
}

/**
 * Each interaction's latency as Interaction to Next Paint counts it, the longest duration among the
 * events of that interaction (a key press: its keydown, keypress and keyup), in the order the
 * interactions came; events outside an interaction, and those that happened before `from`, are left
 * out. (The keys pressed before the measured ones, to put the cursor in place, change nothing on
 * screen: headless Chromium reported them about a second later, with durations of 1,024–1,048 ms.)
 */
export function interactionLatencies(entries: readonly EventEntry[], from = 0): number[] {
  const latency = new Map<number, number>();
  for (const { interactionId, duration, startTime } of entries)
    if (interactionId > 0 && startTime >= from) latency.set(interactionId, Math.max(latency.get(interactionId) ?? 0, duration));
  return [...latency.values()];
}

/**
 * Interaction to Next Paint of a visit with these latencies: the slowest, or with 50 interactions
 * or more, the slowest after leaving out one for every 50 (web-vitals: the 98th percentile, roughly).
 */
export function interactionToNextPaint(latencies: readonly number[]): number {
  const sorted = [...latencies].sort((a, b) => b - a);
  return sorted[Math.min(Math.floor(sorted.length / 50), sorted.length - 1)] ?? Number.NaN;
}
