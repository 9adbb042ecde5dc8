import { chromium, type Browser } from 'playwright-core';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import type { BenchSchema } from './bench-schema.js';
import { waitForCatalogue } from './catalogue-reads.js';
import { measureClientBundle, type ClientBundleResult } from './client-bundle.js';
import { measureColdPageLoad, type ColdPageLoad } from './cold-page-load.js';
import type { BenchConfig } from './config.js';
import { median } from './layout-shift-score.js';
import { apiDatabaseUrl, startApi } from './start-api.js';

const CHROMIUM = '/usr/bin/chromium';

export interface PageMetricsCell {
  page: string;
  path: string;
  viewport: { width: number; height: number };
  loads: ColdPageLoad[];
  /** Medians over the measured loads. */
  lcpMs: number | null;
  cls: number;
  transferBytes: number;
  requests: number;
}

export interface PageMetricsResult {
  chromiumVersion: string;
  /** The machine's 1, 5 and 15 minute load averages when the loads began. */
  loadAverage: number[];
  startMs: number;
  listedGames: number;
  cells: PageMetricsCell[];
  bundle: ClientBundleResult;
  limits: { maxCls: number; maxHomeTransferBytes: number };
}

/** Headless Chromium from Debian's package, without the background traffic of a desktop browser. */
async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install the chromium package (make browser)`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

function summarise(page: { name: string; path: string }, viewport: { width: number; height: number }, loads: ColdPageLoad[]): PageMetricsCell {
  const painted = loads.map((load) => load.lcpMs).filter((ms): ms is number => ms !== null);
  return {
    page: page.name,
    path: page.path,
    viewport,
    loads,
    lcpMs: painted.length ? median(painted) : null,
    cls: median(loads.map((load) => load.cls)),
    transferBytes: median(loads.map((load) => load.transferBytes)),
    requests: median(loads.map((load) => load.requests)),
  };
}

/**
 * The shopper's first pages as Chromium loads them from the real app: the API started in this
 * process on the bench schema with the demo catalogue, serving the production build of the client
 * (frontend/dist, pre-compressed assets and all). Every load is cold (a new browser context); one
 * discarded load of each page and width first warms the server (its image cache, the JIT).
 */
export async function runPageMetrics(schema: BenchSchema, config: BenchConfig, log: (line: string) => void): Promise<PageMetricsResult> {
  const { distDir } = config.clientBundle;
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error(`${distDir}/index.html is missing: build the client first (make bench builds it)`);
  const settings = config.pageMetrics;
  const bundle = await measureClientBundle(config.clientBundle);
  const { app, baseUrl, startMs } = await startApi(apiDatabaseUrl(schema.connectionString, schema.name), { seedDemo: true, env: { WEB_ROOT: distDir } });
  let browser: Browser | null = null;
  try {
    const listedGames = await waitForCatalogue(baseUrl, config.catalogueReads.minListedGames);
    log(`\nPage metrics (Chromium, cold loads; schema ${schema.name}): the API with ${listedGames} games listed, started in ${(startMs / 1000).toFixed(1)} s`);
    browser = await launchChromium();
    const loadAverage = loadavg();
    const cells: PageMetricsCell[] = [];
    for (const page of settings.pages) {
      for (const viewport of settings.viewports) {
        const url = `${baseUrl}${page.path}`;
        await measureColdPageLoad(browser, url, viewport, settings);
        const loads: ColdPageLoad[] = [];
        for (let i = 0; i < settings.loads; i++) loads.push(await measureColdPageLoad(browser, url, viewport, settings));
        const cell = summarise(page, viewport, loads);
        cells.push(cell);
        log(
          `  ${page.name} at ${viewport.width} px: LCP ${cell.lcpMs === null ? '—' : `${Math.round(cell.lcpMs)} ms`}, CLS ${cell.cls.toFixed(3)}, ` +
            `${(cell.transferBytes / 1000).toFixed(1)} KB in ${cell.requests} requests`,
        );
      }
    }
    const limits = { maxCls: settings.maxCls, maxHomeTransferBytes: settings.maxHomeTransferBytes };
    return { chromiumVersion: browser.version(), loadAverage, startMs, listedGames, cells, bundle, limits };
  } finally {
    await browser?.close();
    await app.close();
  }
}
