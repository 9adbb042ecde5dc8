import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { a11yFindingsInBothSchemes } from './support/accessibility.js';
import { launchBrowser } from './support/browser.js';
import { closeAll } from './support/close-all.js';
import { demoShopper, giveDemoShopperHistory } from './support/demo-shopper-history.js';
import { apiCall, apiLogin, type ApiSession } from './support/ordering-api.js';
import { waitForPath } from './support/page-helpers.js';
import { createShopper } from './support/shopper-account.js';
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture.js';
import { shopperPages } from './support/shopper-pages.js';
import { startApi, type RunningApi } from './support/start-api.js';
import { signIn } from './support/storefront-page.js';

const admin = { email: 'admin@keyledger.local', password: 'a11y-sweep-admin-2026' };
/** The demo shopper of SEED_DEMO (README), with an order, a wishlist entry and a cart line. */
/** An account with two-factor sign-in, to reach /two-factor-auth as a shopper does. */
const twoStepShopper = { username: 'two_step_sweep', email: 'two.step.sweep@example.test', password: 'two-step-sweep-2026' };

/**
 * Rules axe rates moderate that the shopper pages must pass as well: distinct landmark names,
 * one h1 and headings in order, everything inside a landmark.
 */
const ALSO_BLOCKING = ['landmark-unique', 'landmark-one-main', 'page-has-heading-one', 'heading-order', 'region'];
/** An open menu's popup is drawn outside the landmarks (in a portal), as menus are: not page content out of place. */
const ALSO_BLOCKING_WITH_POPUP = ALSO_BLOCKING.filter((rule) => rule !== 'region');

const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const;

/** Two sweeps at a time, each in its own browser context: a sweep waits on page loads as much as it runs axe. */
const SWEEPS_AT_ONCE = 2;

describe('accessibility sweep: axe on every shopper page, signed out and in, light and dark, 390 and 1366 px', { concurrency: SWEEPS_AT_ONCE }, () => {
  let smtp: SmtpCapture;
  let api: RunningApi;
  let browser: Browser;
  let gamePath: string;

  before(async () => {
    const mail = await startSmtpCapture();
    smtp = mail.smtp;
    api = await startApi(mail.url, { seedDemo: true, adminPassword: admin.password });
    const adminSession = await apiLogin(api.baseUrl, admin.email, admin.password);
    ({ gamePath } = await giveDemoShopperHistory(api.baseUrl, 2));
    const twoStep: ApiSession = await createShopper(api.baseUrl, smtp, adminSession, twoStepShopper, 10);
    await apiCall(api.baseUrl, 'POST', 'auth/toggle-2fa', { token: twoStep.token });
    browser = await launchBrowser();
  });

  after(async () => closeAll(browser, api, smtp));

  /** What axe finds in both schemes, and a page without exactly one h1 (axe asks for one at least). */
  async function findingsOn(page: Page, label: string, alsoBlocking: readonly string[] = ALSO_BLOCKING): Promise<string[]> {
    const findings = await a11yFindingsInBothSchemes(page, label, { alsoBlocking, darkColoursOnly: true });
    const h1s = await page.locator('h1').count();
    if (h1s !== 1) findings.push(`${label}: ${h1s} h1 elements, one expected`);
    return findings;
  }

  /** The header's menus, open: Genres (or the mobile drawer with its Genres list), the account menu, the currency menu. */
  async function openMenusFindings(page: Page, state: string): Promise<string[]> {
    const findings: string[] = [];
    const openMenu = page.getByRole('menu');
    await page.goto('/');
    await page.getByTestId('home-genres').getByTestId('game-card').first().waitFor();
    const mobileMenu = page.getByRole('button', { name: 'Open menu' });
    if (await mobileMenu.isVisible()) {
      await mobileMenu.click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.getByRole('button', { name: 'Genres' }).click();
      await drawer.getByRole('list', { name: 'Genres' }).getByRole('link').first().waitFor();
      findings.push(...(await findingsOn(page, `the mobile menu, ${state}`)));
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
    } else {
      await page.getByRole('banner').getByRole('button', { name: 'Genres', exact: true }).press('Enter');
      await page.getByRole('menu', { name: 'Genres' }).waitFor();
      findings.push(...(await findingsOn(page, `the Genres menu, ${state}`)));
      await page.keyboard.press('Escape');
      await openMenu.waitFor({ state: 'hidden' });
    }
    const popups = [
      ['account', page.getByRole('button', { name: 'Account menu' })],
      ['currency', page.getByTestId('currency-selector')],
    ] as const;
    for (const [name, button] of popups) {
      await button.click();
      await openMenu.waitFor();
      findings.push(...(await findingsOn(page, `the ${name} menu, ${state}`, ALSO_BLOCKING_WITH_POPUP)));
      await page.keyboard.press('Escape');
      await openMenu.waitFor({ state: 'hidden' });
    }
    return findings;
  }

  /** Opens each page the state may see, waits for its data, and collects what is found there. */
  async function sweep(page: Page, signedIn: boolean, width: string): Promise<string[]> {
    const findings: string[] = [];
    // The cart holds a game, as a shopper's would: Add to Cart on the game page goes to /cart.
    await page.goto(gamePath);
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await waitForPath(page, '/cart');
    for (const shopperPage of shopperPages(gamePath)) {
      if (shopperPage.only && shopperPage.only !== (signedIn ? 'signed-in' : 'signed-out')) continue;
      await page.goto(shopperPage.path);
      await shopperPage.ready(page).waitFor();
      findings.push(...(await findingsOn(page, `${shopperPage.path}, ${signedIn ? 'signed in' : 'signed out'}, ${width}`)));
    }
    findings.push(...(await openMenusFindings(page, `${signedIn ? 'signed in' : 'signed out'}, ${width}`)));
    if (!signedIn) {
      // The second sign-in step, reached by signing in with an account that has it on.
      await signIn(page, twoStepShopper.email, twoStepShopper.password, '/two-factor-auth');
      await page.getByTestId('masked-email').waitFor();
      findings.push(...(await findingsOn(page, `/two-factor-auth, signed out, ${width}`)));
    }
    return findings;
  }

  for (const width of WIDTHS) {
    for (const signedIn of [false, true]) {
      it(`${signedIn ? 'signed in' : 'signed out'} at ${width.viewport.width} px: no serious or critical violation in either scheme`, async () => {
        let context: BrowserContext | undefined;
        try {
          context = await browser.newContext({ baseURL: api.baseUrl, viewport: width.viewport, colorScheme: 'light' });
          const page = await context.newPage();
          page.setDefaultTimeout(15_000);
          if (signedIn) await signIn(page, demoShopper.email, demoShopper.password);
          const findings = await sweep(page, signedIn, width.name);
          assert.equal(findings.length, 0, `\n${findings.join('\n')}`);
        } finally {
          await context?.close();
        }
      });
    }
  }
});
