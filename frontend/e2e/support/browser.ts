import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { recordLayoutShifts } from './layout-shift.js';
import { recordPolicyViolations } from './policy-violations.js';

const CHROMIUM = '/usr/bin/chromium';

/**
 * Headless Chromium from the system's package. Its pages run under the API's enforced
 * Content-Security-Policy, and a test fails on any violation a page reports (policy-violations.ts).
 */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install the chromium package`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  return recordPolicyViolations(browser);
}

export interface AdminAndShopperPages {
  adminContext: BrowserContext;
  shopperContext: BrowserContext;
  /** The admin's page. */
  page: Page;
  shopperPage: Page;
}

/**
 * Two windows on the app, 1280 × 900, signed out: the admin's (light scheme, its layout shifts
 * recorded) and a shopper's; each waits up to 15 s for what it looks for.
 */
export async function openAdminAndShopperPages(browser: Browser, baseUrl: string, shopperScheme: 'light' | 'dark'): Promise<AdminAndShopperPages> {
  const adminContext = await browser.newContext({ baseURL: baseUrl, colorScheme: 'light', viewport: { width: 1280, height: 900 } });
  const shopperContext = await browser.newContext({ baseURL: baseUrl, colorScheme: shopperScheme, viewport: { width: 1280, height: 900 } });
  await recordLayoutShifts(adminContext);
  const page = await adminContext.newPage();
  const shopperPage = await shopperContext.newPage();
  page.setDefaultTimeout(15_000);
  shopperPage.setDefaultTimeout(15_000);
  return { adminContext, shopperContext, page, shopperPage };
}

/** One window on the app, 1280 × 900, light scheme, signed out; it waits up to 15 s for what it looks for. */
export async function openLightPage(browser: Browser, baseUrl: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, colorScheme: 'light', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}
