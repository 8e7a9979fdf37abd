/**
 * The median of `values`: the middle one, or the mean of the two middle ones for an even count; NaN
 * for none, and for values of which one is NaN (not read: a median of the others would pass for all).
 */
export function median(values: readonly number[]): number {
  if (values.some(Number.isNaN)) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A figure for a benchmark's table: `digits` decimals, or "unread" where it could not be read (NaN). */
export const figure = (value: number, digits = 0) => (Number.isNaN(value) ? 'unread' : value.toFixed(digits));
