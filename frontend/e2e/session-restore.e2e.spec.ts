import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { closeAll } from './support/close-all.js';
import { apiLogin } from './support/ordering-api.js';
import { readUntil } from './support/poll.js';
import { createShopper } from './support/shopper-account.js';
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture.js';
import { startApi, type RunningApi } from './support/start-api.js';
import { signIn } from './support/storefront-page.js';

const admin = { email: 'admin@keyledger.local', password: 'session-restore-admin-2026' };
const shopper = { username: 'stays_signed_in', email: 'stays.signed.in@example.test', password: 'stays-signed-in-2026' };
const TOKEN_VERIFY = '**/api/v1/auth/token-verify';
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('keyledger.token'));

/**
 * Holds the next start-up check unanswered: `sent` settles once the page has sent it, `release`
 * lets it through. Checks after it pass at once.
 */
async function holdNextCheck(context: BrowserContext): Promise<{ sent: Promise<void>; release(): Promise<void> }> {
  let held: Route | undefined;
  let signalSent: () => void = () => {};
  const sent = new Promise<void>((resolve) => {
    signalSent = resolve;
  });
  await context.route(TOKEN_VERIFY, async (route) => {
    if (held) return route.continue();
    held = route;
    signalSent();
  });
  return { sent, release: async () => held?.continue() };
}

/** The focused element's role and name. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return { role: element?.getAttribute('role') ?? element?.tagName.toLowerCase() ?? '', name: (element?.getAttribute('aria-label') ?? element?.innerText ?? '').trim() };
  });

/** /inventory as the shopper sees it once the start-up check is over: their (empty) inventory, or the sign-in prompt. */
async function inventoryState(page: Page): Promise<'signed in' | 'signed out'> {
  const signedIn = page.getByText('Your library is empty', { exact: true });
  const signedOut = page.getByText('Authentication Required', { exact: true });
  await signedIn.or(signedOut).first().waitFor();
  return (await signedIn.isVisible()) ? 'signed in' : 'signed out';
}

/**
 * The start-up session check (spec 000 §7, Auth): a stored token is checked with the server, and
 * forgotten when the server refuses it. Getting no answer is not a refusal: a shopper who leaves
 * the page while the check runs, or whose connection drops, stays signed in.
 */
describe('the start-up session check: refused tokens are forgotten, unanswered checks sign no one out', () => {
  let smtp: SmtpCapture;
  let api: RunningApi;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    const mail = await startSmtpCapture();
    smtp = mail.smtp;
    api = await startApi(mail.url, { adminPassword: admin.password });
    await createShopper(api.baseUrl, smtp, await apiLogin(api.baseUrl, admin.email, admin.password), shopper, 1);
    browser = await launchBrowser();
  });

  after(async () => closeAll(context, browser, api, smtp));

  beforeEach(async () => {
    await context?.close();
    context = await browser.newContext({ baseURL: api.baseUrl, viewport: { width: 1280, height: 860 } });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page, shopper.email, shopper.password);
  });

  it('keeps the sign-in when the page is left while the check is still running', async () => {
    const token = await storedToken(page);
    assert.ok(token, 'signed in');
    // The check of /cart is held until that page is gone; the next page's passes.
    const check = await holdNextCheck(context);
    await page.goto('/cart');
    await check.sent;
    await page.goto('/inventory');
    assert.equal(await inventoryState(page), 'signed in');
    assert.equal(await storedToken(page), token, 'the stored token is kept');
  });

  it('keeps the sign-in when the check gets no answer (connection lost, server error), and checks again on the next load', async () => {
    const token = await storedToken(page);
    for (const noAnswer of [(route: Route) => route.abort('internetdisconnected'), (route: Route) => route.fulfill({ status: 503, json: { message: 'Service unavailable' } })]) {
      let checks = 0;
      await context.route(TOKEN_VERIFY, async (route) => {
        checks += 1;
        await noAnswer(route);
      });
      await page.goto('/inventory');
      assert.equal(await inventoryState(page), 'signed in', 'the stored user goes on while the check cannot be answered');
      assert.equal(checks, 1);
      assert.equal(await storedToken(page), token);
      await context.unroute(TOKEN_VERIFY);
    }
    const verified = page.waitForResponse((answer) => answer.url().endsWith('/api/v1/auth/token-verify'));
    await page.reload();
    assert.equal((await verified).status(), 200, 'the next load checks the token again');
    assert.equal(await inventoryState(page), 'signed in');
  });

  it('an account menu opened by keyboard while the check runs keeps the focus when its entries change to the signed-in ones', async () => {
    const check = await holdNextCheck(context);
    await page.goto('/');
    await check.sent;
    await page.getByRole('button', { name: 'Account menu' }).press('Enter');
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Login' }).waitFor();
    assert.equal((await focused(page)).role, 'menuitem', 'the open menu has the focus');

    await check.release();
    await menu.getByRole('menuitem', { name: 'Inventory' }).waitFor();
    const focusedRole = async () => (await focused(page)).role;
    assert.equal(await readUntil(focusedRole, 'menuitem', 5_000), 'menuitem', 'focus moved to the signed-in entries, not to the page');
    await page.keyboard.press('ArrowDown');
    assert.equal((await focused(page)).role, 'menuitem', 'the arrow keys walk the new entries');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    assert.deepEqual(await focused(page), { role: 'button', name: 'Account menu' }, 'Escape closes it back to its button');
  });

  it('forgets, silently, a token the server refuses', async () => {
    await page.evaluate(() => localStorage.setItem('keyledger.token', 'not-a-token-the-server-issued'));
    const refused = page.waitForResponse((answer) => answer.url().endsWith('/api/v1/auth/token-verify'));
    await page.goto('/inventory');
    assert.equal((await refused).status(), 401);
    assert.equal(await inventoryState(page), 'signed out');
    await page.waitForFunction(() => localStorage.getItem('keyledger.token') === null && localStorage.getItem('keyledger.user') === null);
    assert.equal(await page.locator('[data-sonner-toast]').count(), 0, 'no message about it');
  });
});
