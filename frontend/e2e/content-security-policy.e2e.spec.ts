import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page, Response } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { closeAll } from './support/close-all.js';
import { demoShopper, giveDemoShopperHistory } from './support/demo-shopper-history.js';
import { waitForPath } from './support/page-helpers.js';
import { assertNoPolicyViolations, takePolicyViolations } from './support/policy-violations.js';
import { ADMIN_PAGES, shopperPages } from './support/shopper-pages.js';
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture.js';
import { startApi, type RunningApi } from './support/start-api.js';
import { signIn } from './support/storefront-page.js';

const admin = { email: 'admin@keyledger.local', password: 'csp-sweep-admin-2026' };
/** The demo shopper of SEED_DEMO (README). */

/** The page's answer carries the strict policy, and the nonce the page holds is the policy's. */
async function assertStrictPolicy(page: Page, response: Response | null, label: string): Promise<void> {
  assert.ok(response, `${label}: the page answered`);
  const policy = (await response.headerValue('content-security-policy')) ?? '';
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  assert.match(scriptSrc, /^'nonce-[A-Za-z0-9+/=]{22,}' 'strict-dynamic'$/, `${label}: script-src by nonce, got "${scriptSrc}"`);
  assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval/, label);
  const nonce = await page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce);
  assert.equal(`'nonce-${nonce}' 'strict-dynamic'`, scriptSrc, `${label}: the page's nonce is the policy's`);
}

describe('every page under the enforced Content-Security-Policy, shopper and admin, light and dark', () => {
  let smtp: SmtpCapture;
  let api: RunningApi;
  let browser: Browser;
  let gamePath: string;

  before(async () => {
    const mail = await startSmtpCapture();
    smtp = mail.smtp;
    api = await startApi(mail.url, { seedDemo: true, adminPassword: admin.password });
    ({ gamePath } = await giveDemoShopperHistory(api.baseUrl, 1));
    browser = await launchBrowser();
  });
  after(async () => closeAll(browser, api, smtp));

  it('notices a violation: an inline <style> without the nonce is reported', async () => {
    const context = await browser.newContext({ baseURL: api.baseUrl });
    try {
      const page = await context.newPage();
      await page.goto('/terms');
      await page.evaluate(() => document.head.append(Object.assign(document.createElement('style'), { textContent: 'body { color: red }' })));
      const deadline = Date.now() + 5_000;
      let violations = takePolicyViolations();
      while (violations.length === 0 && Date.now() < deadline) {
        await page.waitForTimeout(50);
        violations = takePolicyViolations();
      }
      assert.deepEqual(violations.map((v) => v.directive), ['style-src-elem']);
    } finally {
      await context.close();
    }
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`shopper pages, signed out and in, ${scheme}: the strict policy and no violation`, async () => {
      const context = await browser.newContext({ baseURL: api.baseUrl, colorScheme: scheme, viewport: { width: 1280, height: 900 } });
      try {
        const page = await context.newPage();
        page.setDefaultTimeout(15_000);
        for (const signedIn of [false, true]) {
          if (signedIn) await signIn(page, demoShopper.email, demoShopper.password);
          await page.goto(gamePath);
          await page.getByRole('button', { name: 'Add to Cart' }).first().click();
          await waitForPath(page, '/cart');
          for (const shopperPage of shopperPages(gamePath)) {
            if (shopperPage.only && shopperPage.only !== (signedIn ? 'signed-in' : 'signed-out')) continue;
            const label = `${shopperPage.path}, ${signedIn ? 'signed in' : 'signed out'}, ${scheme}`;
            await assertStrictPolicy(page, await page.goto(shopperPage.path), label);
            await shopperPage.ready(page).waitFor();
            assertNoPolicyViolations();
          }
        }
      } finally {
        await context.close();
      }
    });

    it(`admin pages, ${scheme}: the strict policy and no violation`, async () => {
      const context = await browser.newContext({ baseURL: api.baseUrl, colorScheme: scheme, viewport: { width: 1280, height: 900 } });
      try {
        const page = await context.newPage();
        page.setDefaultTimeout(15_000);
        await signIn(page, admin.email, admin.password, '/admin');
        for (const path of ADMIN_PAGES) {
          const label = `${path}, ${scheme}`;
          await assertStrictPolicy(page, await page.goto(path), label);
          await page.locator('h1').first().waitFor();
          await page.waitForLoadState('load');
          assertNoPolicyViolations();
        }
      } finally {
        await context.close();
      }
    });
  }
});
