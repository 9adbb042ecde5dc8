import type { BrowserContext, Page } from 'playwright-core';

/** One layout shift the page saw: when, how much, and what moved (for the failure message). */
export interface RecordedShift {
  startTime: number;
  value: number;
  moved: string[];
}

declare global {
  interface Window {
    __layoutShiftScore?: number;
    __layoutShifts?: RecordedShift[];
  }
}

/**
 * Makes every page of the context add up its layout shifts since it loaded (Chromium's Layout Instability API;
 * shifts right after a click or a key press are left out, as the CLS metric does), and keep each one for
 * largestShiftWindow.
 */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type ShiftEntry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] };
    // What moved and where: its test id (or its nearest one's), its tag and first class, its top before and after.
    const describe = ({ node, previousRect, currentRect }: Source): string => {
      const where = ` ${Math.round(previousRect.top)}→${Math.round(currentRect.top)}`;
      if (!(node instanceof Element)) return `${node ? node.nodeName : '?'}${where}`;
      const named = node.closest('[data-testid]');
      const testId = named ? `[data-testid=${named.getAttribute('data-testid')}] ` : '';
      return `${testId}${node.tagName.toLowerCase()}${node.classList[0] ? `.${node.classList[0]}` : ''}${where}`;
    };
    window.__layoutShiftScore = 0;
    window.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        window.__layoutShiftScore = (window.__layoutShiftScore ?? 0) + entry.value;
        window.__layoutShifts?.push({ startTime: entry.startTime, value: entry.value, moved: (entry.sources ?? []).map(describe) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShiftScore = (page: Page): Promise<number> => page.evaluate(() => window.__layoutShiftScore ?? 0);

/** How the CLS metric groups shifts: a window closes after a second without one, or five seconds after it opened. */
const WINDOW_GAP_MS = 1_000;
const WINDOW_CAP_MS = 5_000;

export interface ShiftWindow {
  /** The window's sum: the page's CLS when this is the largest window. */
  score: number;
  shifts: RecordedShift[];
}

/** Groups shifts (in time order) into CLS session windows. */
export function sessionWindows(shifts: readonly RecordedShift[]): ShiftWindow[] {
  const windows: ShiftWindow[] = [];
  let current: ShiftWindow | undefined;
  let opened = 0;
  let last = 0;
  for (const shift of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    if (!current || shift.startTime - last >= WINDOW_GAP_MS || shift.startTime - opened >= WINDOW_CAP_MS) {
      current = { score: 0, shifts: [] };
      windows.push(current);
      opened = shift.startTime;
    }
    current.score += shift.value;
    current.shifts.push(shift);
    last = shift.startTime;
  }
  return windows;
}

/**
 * The largest session window of the page's shifts so far (Chromium's CLS), or of those from `sinceMs`
 * (the page's performance.now()) on; score 0 and no shifts when nothing moved.
 */
export async function largestShiftWindow(page: Page, sinceMs = 0): Promise<ShiftWindow> {
  const shifts = (await page.evaluate(() => window.__layoutShifts ?? [])).filter((shift) => shift.startTime >= sinceMs);
  return sessionWindows(shifts).reduce<ShiftWindow>((largest, window) => (window.score > largest.score ? window : largest), { score: 0, shifts: [] });
}

/** The shifts of a window, for a failure message: when, how much, what moved. */
export function describeShifts(window: ShiftWindow): string {
  return window.shifts.map((shift) => `${Math.round(shift.startTime)} ms +${shift.value.toFixed(3)} (${shift.moved.join(', ')})`).join('; ');
}
