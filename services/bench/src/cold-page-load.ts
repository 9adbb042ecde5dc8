import type { Browser } from 'playwright-core';
import { cumulativeLayoutShift, type LayoutShift } from './layout-shift-score.js';
import { now } from './timing.js';

/** What one cold load of a page cost and how it painted. */
export interface ColdPageLoad {
  /** Largest Contentful Paint, from the navigation's start; null when the page painted none. */
  lcpMs: number | null;
  /** The LCP element: its tag, and the picture's path when it is an image. */
  lcpElement: string;
  /** The largest session window of layout shifts without recent input (the CLS metric). */
  cls: number;
  /** Bytes on the wire (headers and compressed bodies) of every request, the page itself included. */
  transferBytes: number;
  requests: number;
  /** From the navigation's start until its last request finished (no other followed within the quiet time). */
  networkDoneMs: number;
}

declare const window: { __pageMetrics: { lcpMs: number | null; lcpElement: string; shifts: LayoutShift[] } };

/**
 * Runs in the page before its own scripts: keeps the last largest-contentful-paint entry and every
 * layout shift that did not follow input (the page is not touched, so that is every shift).
 */
const RECORD_PAINT_ENTRIES = `(() => {
  const metrics = { lcpMs: null, lcpElement: '', shifts: [] };
  window.__pageMetrics = metrics;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      metrics.lcpMs = entry.startTime;
      const element = entry.element;
      metrics.lcpElement = element ? element.tagName.toLowerCase() + (entry.url ? ' ' + new URL(entry.url).pathname : '') : '(removed)';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) metrics.shifts.push({ startTime: entry.startTime, value: entry.value });
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

interface NetworkEvent {
  requestId: string;
  request?: { url: string };
  redirectResponse?: { encodedDataLength: number };
  encodedDataLength?: number;
}

/**
 * Loads `url` in a new browser context (an empty cache, no cookies), counting requests and the
 * bytes on the wire from the DevTools protocol's network events, and waits until the page has
 * settled: the load event, then `quietMs` without a request in flight (at most `maxLoadMs`).
 */
export async function measureColdPageLoad(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  timing: { quietMs: number; maxLoadMs: number },
): Promise<ColdPageLoad> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, serviceWorkers: 'block' });
  try {
    await context.addInitScript(RECORD_PAINT_ENTRIES);
    const page = await context.newPage();
    const network = await context.newCDPSession(page);
    const inFlight = new Set<string>();
    let requests = 0;
    let transferBytes = 0;
    let lastActivity = now();
    network.on('Network.requestWillBeSent', (event: NetworkEvent) => {
      lastActivity = now();
      // A redirect ends one request and starts the next under the same id.
      if (event.redirectResponse) transferBytes += event.redirectResponse.encodedDataLength;
      if (event.request?.url.startsWith('data:')) return;
      requests += 1;
      inFlight.add(event.requestId);
    });
    network.on('Network.loadingFinished', (event: NetworkEvent) => {
      lastActivity = now();
      if (inFlight.delete(event.requestId)) transferBytes += event.encodedDataLength ?? 0;
    });
    network.on('Network.loadingFailed', (event: NetworkEvent) => {
      lastActivity = now();
      inFlight.delete(event.requestId);
    });
    await network.send('Network.enable');

    const started = now();
    await page.goto(url, { waitUntil: 'load', timeout: timing.maxLoadMs });
    while (now() - started < timing.maxLoadMs && (inFlight.size > 0 || now() - lastActivity < timing.quietMs)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const painted = await page.evaluate(() => window.__pageMetrics);
    return {
      lcpMs: painted.lcpMs,
      lcpElement: painted.lcpElement,
      cls: cumulativeLayoutShift(painted.shifts),
      transferBytes,
      requests,
      networkDoneMs: lastActivity - started,
    };
  } finally {
    await context.close();
  }
}
