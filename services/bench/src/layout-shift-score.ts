/** One `layout-shift` performance entry without recent input: when it happened and its score. */
export interface LayoutShift {
  startTime: number;
  value: number;
}

// The CLS metric's session windows (web.dev/articles/cls, as the web-vitals library counts them):
// shifts less than 1 s apart, within less than 5 s of the window's first shift.
const MAX_GAP_MS = 1_000;
const MAX_WINDOW_MS = 5_000;

/**
 * Cumulative Layout Shift as the metric defines it: the shifts are grouped into session windows
 * (a new window starts after a gap of 1 s, or 5 s after the window's first shift) and the score is
 * the largest window's sum. Shifts that followed input are expected to be left out already.
 */
export function cumulativeLayoutShift(shifts: readonly LayoutShift[]): number {
  const ordered = [...shifts].sort((a, b) => a.startTime - b.startTime);
  let largest = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  let windowSum = 0;
  for (const shift of ordered) {
    if (shift.startTime - previous >= MAX_GAP_MS || shift.startTime - windowStart >= MAX_WINDOW_MS) {
      windowStart = shift.startTime;
      windowSum = 0;
    }
    windowSum += shift.value;
    previous = shift.startTime;
    largest = Math.max(largest, windowSum);
  }
  return largest;
}

/** The middle value (the mean of the two middle ones for an even count); 0 for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
