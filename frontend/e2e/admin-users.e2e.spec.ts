import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expectAccessibleInBothSchemes } from './support/accessibility.js';
import { launchBrowser, openLightPage } from './support/browser.js';
import { closeAll } from './support/close-all.js';
import { describeShifts, largestShiftWindow, recordLayoutShifts } from './support/layout-shift.js';
import { delayApiAnswers } from './support/slow-api.js';
import { usd } from './support/money.js';
import { apiLogin, walletBalance, type ApiSession } from './support/ordering-api.js';
import { waitForPath, waitForToast } from './support/page-helpers.js';
import { readUntil } from './support/poll.js';
import { buyWithWallet, listGame, type PlacedOrder } from './support/purchases-api.js';
import { serverRefusal } from './support/server-refusal.js';
import { createShopper } from './support/shopper-account.js';
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture.js';
import { searchAccounts } from './support/staff-accounts.js';
import { startApi, type RunningApi } from './support/start-api.js';
import { openTicketAbout } from './support/ticket-api.js';
import { expectText, signIn } from './support/storefront-page.js';

const admin = { email: 'admin@keyledger.local', password: 'users-page-admin-2026' };
const shopper = { username: 'wallet_watcher', email: 'wallet.watcher@example.test', password: 'wallet-watcher-2026' };
/** Another shopper whose e-mail contains the first one's: a search finds both, the account page keeps each to its own. */
const lookalike = { username: 'pre_wallet_watcher', email: 'pre.wallet.watcher@example.test', password: 'pre-wallet-watcher-2026' };

const GAME_ID = 1877;
const PRICE = '9.99';
const KEYS = Array.from({ length: 3 }, (_, n) => `KL-USR-${n + 1}-${randomBytes(4).toString('hex').toUpperCase()}`);
const TICKET_SUBJECT = 'My key shows as used';
const CREDIT_REASON = 'Goodwill for a late key';
const ROLE_REASON = 'Joins the support team';
/**
 * Stricter than the storefront's 0.05 (layout-stability.e2e): these pages reserve their room, so only
 * a table's columns settling to their widths may move (0.004 measured); lists arriving one by one
 * pushing each other down measured 0.03.
 */
const MAX_CLS = 0.01;
const QUIET_AFTER_READY_MS = 1_500;

describe('the staff and customer page: an admin finds a shopper, reads their account, credits the wallet and makes them support', () => {
  let smtp: SmtpCapture;
  let api: RunningApi;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let adminSession: ApiSession;
  let shopperSession: ApiSession;
  let order: PlacedOrder;

  before(async () => {
    const mail = await startSmtpCapture();
    smtp = mail.smtp;
    // Two-factor sign-in is the support agent's test (support-agent.e2e): here the admin signs in with a password.
    api = await startApi(mail.url, { adminPassword: admin.password, seedDemo: false, staffTwoFactor: 'optional' });
    adminSession = await apiLogin(api.baseUrl, admin.email, admin.password);
    shopperSession = await createShopper(api.baseUrl, smtp, adminSession, shopper, 30);
    const other = await createShopper(api.baseUrl, smtp, adminSession, lookalike, 20);
    await listGame(api.baseUrl, adminSession, GAME_ID, PRICE, KEYS);
    order = await buyWithWallet(api.baseUrl, shopperSession, GAME_ID, 1);
    await buyWithWallet(api.baseUrl, other, GAME_ID, 1);
    await openTicketAbout(api.baseUrl, shopperSession, order.orderId, TICKET_SUBJECT, 'It says already used.');

    browser = await launchBrowser();
    ({ context, page } = await openLightPage(browser, api.baseUrl));
  });

  after(async () => closeAll(context, browser, api, smtp));

  const row = (email: string): Locator => page.getByTestId('account-row').filter({ has: page.getByTestId('account-email').getByText(email, { exact: true }) });
  const search = async (text: string) => {
    await page.getByRole('textbox', { name: 'E-mail' }).fill(text);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
  };

  it('opens from the sidebar and finds accounts by part of the e-mail, any case', async () => {
    await signIn(page, admin.email, admin.password, '/admin');
    await page.getByTestId('admin-sidebar').getByRole('link', { name: 'Users', exact: true }).click();
    await waitForPath(page, '/admin/users');
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await page.getByText('Search by e-mail to see accounts.', { exact: true }).waitFor();
    assert.equal(await page.getByText('User management is not available yet.').count(), 0, 'the placeholder is gone');

    // Blank: nothing is asked for.
    await search('   ');
    await page.getByText('Enter part of an e-mail address', { exact: true }).waitFor();

    await search('WALLET.WATCHER');
    await expectText(page.getByTestId('accounts-found'), '2 accounts found for "WALLET.WATCHER"');
    assert.equal(await page.getByTestId('account-row').count(), 2);
    assert.equal(new URL(page.url()).searchParams.get('email'), 'WALLET.WATCHER', 'the search is in the address');
    const found = row(shopper.email);
    await expectText(found.getByTestId('account-role'), 'Customer');
    await expectText(found.getByTestId('account-balance'), usd(await walletBalance(api.baseUrl, shopperSession)));
    await expectText(found.getByTestId('account-two-factor'), 'Off');
    await expectAccessibleInBothSchemes(page, 'the users page with accounts found');

    await search('nobody.here@example.test');
    await page.getByTestId('accounts-empty').waitFor();
  });

  it("opens an account: its balance, its statement, its orders and tickets, and only its own", async () => {
    await search(shopper.email);
    await row(shopper.email).getByTestId('account-email').click();
    await waitForPath(page, `/admin/users/${shopperSession.userId}`);
    await page.getByRole('heading', { level: 1, name: shopper.email }).waitFor();
    await expectText(page.getByTestId('account-wallet-balance'), usd(await walletBalance(api.baseUrl, shopperSession)));
    await expectText(page.getByTestId('account-role'), 'Customer');
    // The statement: the admin's credit and the payment, newest first.
    const entries = page.getByTestId('wallet-statement').getByTestId('wallet-entry');
    assert.equal(await readUntil(() => entries.count(), 2), 2);
    await expectText(entries.first().getByTestId('wallet-entry-title'), `Payment for order ${order.transactionId.slice(-6).toUpperCase()}`);
    // The lookalike's order matches the e-mail filter too; it is not this account's.
    const orders = page.getByTestId('account-order');
    assert.equal(await readUntil(() => orders.count(), 1), 1);
    await expectText(orders.first().getByTestId('account-order-number'), order.transactionId.slice(-6).toUpperCase());
    await expectText(orders.first().getByTestId('account-order-total'), usd(order.totalAmount));
    await expectText(page.getByTestId('account-ticket').first().getByTestId('account-ticket-subject'), TICKET_SUBJECT);
    assert.equal(await page.getByTestId('account-ticket').count(), 1);
    await expectAccessibleInBothSchemes(page, "a shopper's account");
  });

  it('fits the screen at 375 px and at desktop width: the page never scrolls sideways, its tables scroll in their own regions', async () => {
    const original = page.viewportSize()!;
    try {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/admin/users/${shopperSession.userId}`);
        await page.getByTestId('account-ticket').first().waitFor();
        await page.getByTestId('account-order').first().waitFor();
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
        assert.ok(scrollWidth <= clientWidth, `at ${width} px the page is ${scrollWidth} px wide for a ${clientWidth} px window`);
      }
    } finally {
      await page.setViewportSize(original);
    }
  });

  it('credits the wallet with a reason: nothing is sent without one, then the page, the statement and the server agree', async () => {
    const before = await walletBalance(api.baseUrl, shopperSession);
    const open = page.getByRole('button', { name: 'Adjust wallet', exact: true });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Adjust wallet' });
    await dialog.waitFor();
    // The first field has the focus: the dialog is used from the keyboard alone.
    assert.equal(await dialog.getByRole('radio', { name: 'Credit (add)' }).evaluate((element) => element === document.activeElement), true);
    await dialog.getByRole('button', { name: 'Adjust wallet', exact: true }).click();
    await dialog.getByText('Enter an amount in dollars above 0, with at most two decimals, at most 1,000,000', { exact: true }).waitFor();
    await dialog.getByText('A reason is required', { exact: true }).waitFor();
    await expectAccessibleInBothSchemes(page, 'the adjust wallet dialog with its problems shown');
    assert.equal(await walletBalance(api.baseUrl, shopperSession), before, 'nothing was sent');

    await dialog.getByRole('textbox', { name: 'Amount' }).fill('12.50');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(CREDIT_REASON);
    // By keyboard: past Cancel to the dialog's own button.
    await dialog.getByRole('textbox', { name: 'Reason' }).press('Tab');
    await page.keyboard.press('Tab');
    assert.equal(await dialog.getByRole('button', { name: 'Adjust wallet', exact: true }).evaluate((element) => element === document.activeElement), true);
    await page.keyboard.press('Enter');
    const after = Math.round((before + 12.5) * 100) / 100;
    await waitForToast(page, 'success', `Wallet adjusted: the balance is now ${usd(after)}`);
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await open.evaluate((element) => element === document.activeElement), true, 'the focus is back on the button that opened the dialog');
    assert.equal(await walletBalance(api.baseUrl, shopperSession), after);
    await expectText(page.getByTestId('account-wallet-balance'), usd(after));
    const newest = page.getByTestId('wallet-statement').getByTestId('wallet-entry').first();
    await expectText(newest.getByTestId('wallet-entry-reason'), CREDIT_REASON);
    await expectText(newest.getByTestId('wallet-entry-amount'), '+$12.50');
  });

  it("shows the server's refusal in the dialog and keeps it open: a debit of more than the balance", async () => {
    const before = await walletBalance(api.baseUrl, shopperSession);
    const expected = await serverRefusal(api.baseUrl, 'PATCH', `users/${shopperSession.userId}/wallet`, {
      token: adminSession.token,
      body: { amount: 5000, type: 'deduct', reason: 'More than there is' },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    assert.equal(expected.status, 409);
    await page.getByRole('button', { name: 'Adjust wallet', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust wallet' });
    await dialog.getByRole('radio', { name: 'Debit (deduct)' }).check();
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('5000');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('More than there is');
    await dialog.getByRole('button', { name: 'Adjust wallet', exact: true }).click();
    const refused = dialog.getByTestId('change-refused');
    await expectText(refused.getByTestId('change-refused-reason'), expected.message);
    assert.equal(await refused.getAttribute('role'), 'alert');
    assert.equal(await walletBalance(api.baseUrl, shopperSession), before);
    await expectAccessibleInBothSchemes(page, 'the adjust wallet dialog refused');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('changes the shopper to support with a reason; their sessions end at once', async () => {
    await page.getByRole('button', { name: 'Change role', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Change role' });
    await dialog.waitFor();
    // Unchanged role, no reason: refused before anything is sent.
    await dialog.getByRole('button', { name: 'Change role', exact: true }).click();
    await dialog.getByText('Choose a role other than the current one', { exact: true }).waitFor();
    await dialog.getByText('A reason is required', { exact: true }).waitFor();

    // By keyboard alone: the role select, the reason, past Cancel to the dialog's own button.
    await dialog.getByRole('combobox', { name: 'New role' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('listbox').waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await expectText(dialog.getByRole('combobox', { name: 'New role' }), 'Support');
    await page.keyboard.press('Tab');
    await page.keyboard.type(ROLE_REASON);
    assert.equal(await dialog.getByRole('textbox', { name: 'Reason' }).inputValue(), ROLE_REASON);
    await expectAccessibleInBothSchemes(page, 'the change role dialog');
    await dialog.getByRole('textbox', { name: 'Reason' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    assert.equal(await dialog.getByRole('button', { name: 'Change role', exact: true }).evaluate((element) => element === document.activeElement), true);
    await page.keyboard.press('Enter');
    await waitForToast(page, 'success', `${shopper.email} is now Support`);
    await dialog.waitFor({ state: 'hidden' });
    await expectText(page.getByTestId('account-role'), 'Support');

    const listed = (await searchAccounts(api.baseUrl, adminSession, shopper.email)).find((account) => account.id === shopperSession.userId);
    assert.equal(listed?.role, 'support');
    const verify = await fetch(new URL('/api/v1/auth/token-verify', api.baseUrl), { method: 'POST', headers: { authorization: `Bearer ${shopperSession.token}` } });
    assert.equal(verify.status, 401, "the account's old session ended");

    // Back to the search it came from, which shows the new role.
    await page.getByRole('link', { name: 'Back to the search' }).click();
    await waitForPath(page, '/admin/users');
    assert.equal(new URL(page.url()).searchParams.get('email'), shopper.email);
    await expectText(row(shopper.email).getByTestId('account-role'), 'Support');
  });

  it('holds its room while it loads: a cold load of the search and of an account with slow answers moves nothing (CLS at most 0.01)', async () => {
    const slow = await browser.newContext({ baseURL: api.baseUrl, colorScheme: 'dark', viewport: { width: 1366, height: 768 }, storageState: await context.storageState() });
    try {
      await recordLayoutShifts(slow);
      await delayApiAnswers(slow);
      const slowPage = await slow.newPage();
      slowPage.setDefaultTimeout(20_000);
      for (const [path, ready] of [
        [`/admin/users?email=${encodeURIComponent('wallet.watcher')}`, slowPage.getByTestId('account-row').nth(1)],
        [`/admin/users/${shopperSession.userId}`, slowPage.getByTestId('account-order').first()],
      ] as const) {
        await slowPage.goto(path);
        await ready.waitFor();
        await slowPage.waitForLoadState('networkidle');
        await slowPage.waitForTimeout(QUIET_AFTER_READY_MS);
        const largest = await largestShiftWindow(slowPage);
        assert.ok(largest.score <= MAX_CLS, `${path}: CLS ${largest.score.toFixed(3)} > ${MAX_CLS}: ${describeShifts(largest)}`);
      }
    } finally {
      await slow.close();
    }
  });

  it("offers no role or wallet change on one's own account, and the server refuses both", async () => {
    await search(admin.email);
    await row(admin.email).getByTestId('account-email').click();
    await waitForPath(page, `/admin/users/${adminSession.userId}`);
    await page.getByTestId('own-account-note').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Change role' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Adjust wallet' }).count(), 0);
    await expectAccessibleInBothSchemes(page, "the admin's own account");

    const ownRole = await serverRefusal(api.baseUrl, 'PATCH', `users/${adminSession.userId}/role`, { token: adminSession.token, body: { role: 'customer', reason: 'Trying my own role' } });
    assert.equal(ownRole.status, 403);
    assert.equal(ownRole.message, 'You cannot change your own role');
    const ownWallet = await serverRefusal(api.baseUrl, 'PATCH', `users/${adminSession.userId}/wallet`, {
      token: adminSession.token,
      body: { amount: 10, type: 'add', reason: 'Crediting myself' },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    assert.equal(ownWallet.status, 403);
    assert.equal(ownWallet.message, 'You cannot adjust your own wallet');
    assert.equal((await searchAccounts(api.baseUrl, adminSession, admin.email))[0]?.role, 'admin');
  });
});
