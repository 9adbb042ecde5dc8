import type { BrowserContext, Page } from 'playwright-core';

declare global {
  interface Window {
    __layoutShiftScore?: number;
  }
}

/**
 * Makes every page of the context add up its layout shifts since it loaded (Chromium's Layout Instability API;
 * shifts right after a click or a key press are left out, as the CLS metric does).
 */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.__layoutShiftScore = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) window.__layoutShiftScore = (window.__layoutShiftScore ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShiftScore = (page: Page): Promise<number> => page.evaluate(() => window.__layoutShiftScore ?? 0);
