/** An Event Timing entry as the page's PerformanceObserver gives it (`type: 'event'`). */
export interface EventEntry {
  name: string;
  /** From the event's time stamp to the next paint after its handlers ran (rounded to 8 ms by the browser). */
  duration: number;
  /** The same for every event of one key press or click; 0 for an event that is not part of one. */
  interactionId: number;
}

/**
 * Each interaction's latency as Interaction to Next Paint counts it, the longest duration among the
 * events of that interaction, in the order the interactions came; events outside an interaction are
 * left out. A key press is its keydown, keypress and keyup: `leave` names events not counted. (A
 * keyup that changes nothing on screen was now and then reported by headless Chromium with about
 * 1,040 ms, the time to the next frame it drew, in runs whose other keys took under 100 ms.)
 */
export function interactionLatencies(entries: readonly EventEntry[], leave: readonly string[] = []): number[] {
  const latency = new Map<number, number>();
  for (const { name, interactionId, duration } of entries)
    if (interactionId > 0 && !leave.includes(name)) latency.set(interactionId, Math.max(latency.get(interactionId) ?? 0, duration));
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
