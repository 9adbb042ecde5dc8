import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { closeAll } from './close-all.js';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture.js';
import { startApi, type RunningApi } from './start-api.js';

export interface DemoStorePage {
  smtp: SmtpCapture;
  api: RunningApi;
  browser: Browser;
  context: BrowserContext;
  /** Waits up to 15 s for what it looks for. */
  page: Page;
  close(): Promise<void>;
}

/** The store with its demo data (SEED_DEMO), its mail caught, and one signed-out browser window on it. */
export async function openDemoStorePage(window: { colorScheme: 'light' | 'dark'; viewport: { width: number; height: number } }): Promise<DemoStorePage> {
  const { smtp, url } = await startSmtpCapture();
  const api = await startApi(url, { seedDemo: true }).catch(async (error: unknown) => {
    await smtp.stop();
    throw error;
  });
  const browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: api.baseUrl, ...window });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { smtp, api, browser, context, page, close: () => closeAll(context, browser, api, smtp) };
}
