import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expectAccessibleInBothSchemes } from './support/accessibility.js';
import { listedGame, searchGameDatabase } from './support/admin-api.js';
import { launchBrowser, openAdminAndShopperPages } from './support/browser.js';
import { closeAll } from './support/close-all.js';
import { layoutShiftScore } from './support/layout-shift.js';
import { cents, percentOf, usd } from './support/money.js';
import { apiCall, type ApiSession } from './support/ordering-api.js';
import { waitForPath, waitForToast, walletShown } from './support/page-helpers.js';
import { readUntil } from './support/poll.js';
import { adminOrders, buyWithWallet, listGame, type PlacedOrder } from './support/purchases-api.js';
import type { SmtpCapture } from './support/smtp-capture.js';
import type { RunningApi } from './support/start-api.js';
import { startStoreWithShopper } from './support/store-with-shopper.js';
import { expectText, signIn } from './support/storefront-page.js';

const requester = { email: 'admin@keyledger.local', password: 'approval-admin-2026' };
const approver = { email: 'second.admin@keyledger.local', password: 'second-admin-2026' };
const shopper = { username: 'big_spender', email: 'big.spender@example.test', password: 'big-spender-2026' };

// This test's own figures: one key at $149.99 with 8 % tax is above the default threshold of $100.00.
const GAME_ID = 1877;
const PRICE = '149.99';
const WALLET_DOLLARS = 500;
const KEY_CENTS = cents(PRICE) + percentOf(cents(PRICE), 8);
const KEYS = Array.from({ length: 2 }, (_, n) => `KL-APR-${n + 1}-${randomBytes(4).toString('hex').toUpperCase()}`);
const TEXTS = {
  waiting: 'Refund waiting for a second admin’s approval',
  approved: 'Refund approved and processed',
  declined: 'Refund request declined',
  own: 'Waiting for another admin',
  empty: 'No refunds are waiting for approval.',
};
const usdOf = (amountCents: number): string => usd(amountCents / 100);

describe('a second admin approves a large refund: requested by one admin, approved by another, paid to the wallet', () => {
  let smtp: SmtpCapture;
  let api: RunningApi;
  let browser: Browser;
  let adminContext: BrowserContext;
  let shopperContext: BrowserContext;
  let approverContext: BrowserContext;
  let page: Page;
  let shopperPage: Page;
  let approverPage: Page;
  let gameName: string;
  let order: PlacedOrder;
  let orderNumber: string;
  let adminSession: ApiSession;
  let shopperSession: ApiSession;

  before(async () => {
    ({ smtp, api, adminSession, shopperSession } = await startStoreWithShopper(requester, shopper, WALLET_DOLLARS));
    await api.addAdmin(approver.email, approver.password);
    gameName = (await searchGameDatabase(api.baseUrl, 'cyber')).find((game) => game.id === GAME_ID)!.name;
    await listGame(api.baseUrl, adminSession, GAME_ID, PRICE, KEYS);
    assert.equal(await readUntil(async () => (await listedGame(api.baseUrl, GAME_ID))?.copies, KEYS.length), KEYS.length);
    order = await buyWithWallet(api.baseUrl, shopperSession, GAME_ID, 1);
    assert.equal(cents(order.totalAmount), KEY_CENTS);
    orderNumber = order.transactionId.slice(-6).toUpperCase();
    assert.equal(await readUntil(async () => (await adminOrders(api.baseUrl, adminSession)).total, 1), 1);

    browser = await launchBrowser();
    ({ adminContext, shopperContext, page, shopperPage } = await openAdminAndShopperPages(browser, api.baseUrl, 'dark'));
    // The second admin's own window (its own session), as another person at another desk.
    approverContext = await browser.newContext({ baseURL: api.baseUrl, colorScheme: 'dark', viewport: { width: 1280, height: 900 } });
    approverPage = await approverContext.newPage();
    approverPage.setDefaultTimeout(15_000);
    await signIn(shopperPage, shopper.email, shopper.password);
  });

  after(async () => closeAll(approverContext, shopperContext, adminContext, browser, api, smtp));

  const openPurchases = async (on: Page, who: { email: string; password: string }) => {
    await signIn(on, who.email, who.password, '/admin');
    await on.getByTestId('admin-sidebar').getByRole('link', { name: 'Purchases', exact: true }).click();
    await waitForPath(on, '/admin/purchases');
    await on.getByRole('heading', { level: 1, name: 'Purchases' }).waitFor();
  };
  const waitingRequest = (on: Page): Locator => on.getByTestId('refund-requests').getByTestId('refund-request').filter({ hasText: `Order ${orderNumber}` });
  const keyItem = (): Locator => page.getByTestId('purchase-order').filter({ hasText: shopper.email }).getByTestId('order-key');
  const shopperWallet = (): Promise<string> => walletShown(shopperPage);

  it('records the refund as waiting when the first admin asks for it: the key waits, and its requester has no Approve', async () => {
    await openPurchases(page, requester);
    const card = page.getByTestId('purchase-order').filter({ hasText: shopper.email });
    await card.getByRole('button', { name: /Order #/ }).click();
    const masked = order.games[0]!.gameKeys[0]!.masked;
    await card.getByRole('button', { name: `Refund key ${masked} of ${gameName}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund Key' });
    // The dialog says first that this one waits for another admin.
    const says = `is above the ${usdOf(100_00)} approval threshold: the refund is recorded as a request, and paid back to their wallet once another admin approves it`;
    assert.ok(await readUntil(async () => (await dialog.innerText()).includes(says), true), await dialog.innerText());
    assert.ok((await dialog.innerText()).includes(`The ${usdOf(KEY_CENTS)} the shopper paid for it`));
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Bought the wrong edition');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await waitForToast(page, 'success', TEXTS.waiting);
    await dialog.waitFor({ state: 'hidden' });

    await expectText(keyItem().getByTestId('order-key-status'), 'Waiting for approval');
    assert.equal(await card.getByRole('button', { name: `Refund key ${masked} of ${gameName}`, exact: true }).count(), 0, 'no second refund while it waits');
    await waitingRequest(page).waitFor();
    await expectText(waitingRequest(page).getByTestId('refund-request-own'), TEXTS.own);
    assert.equal(await waitingRequest(page).getByRole('button', { name: /^Approve refund/ }).count(), 0, 'its requester cannot approve it');
    assert.match(await waitingRequest(page).innerText(), new RegExp(`${usdOf(KEY_CENTS).replace('$', '\\$')} to the wallet`));
    await expectText(waitingRequest(page).getByTestId('refund-request-reason'), 'Reason: Bought the wrong edition');
    // Nothing is paid yet.
    assert.equal(await shopperWallet(), usdOf(WALLET_DOLLARS * 100 - KEY_CENTS));
    await expectAccessibleInBothSchemes(page, 'the purchases page with a refund waiting for approval');
    // Opened afresh, the page draws the orders and then the waiting list below them: nothing moves.
    await page.reload();
    await waitingRequest(page).waitFor();
    const score = await layoutShiftScore(page);
    assert.ok(score < 0.01, `layout shift while the purchases and the waiting refunds loaded: ${score}`);
  });

  it('lets another admin, in another window, approve it from the keyboard with a reason: the shopper’s wallet shows the credit', async () => {
    await openPurchases(approverPage, approver);
    const request = waitingRequest(approverPage);
    await request.waitFor();
    assert.match(await request.innerText(), new RegExp(`Requested by ${requester.email}`));
    await request.getByRole('button', { name: `Approve refund of ${gameName} (order ${orderNumber})`, exact: true }).focus();
    await approverPage.keyboard.press('Enter');
    const dialog = approverPage.getByRole('dialog', { name: 'Approve Refund' });
    await dialog.waitFor();
    assert.match(await dialog.innerText(), /It is paid at once, back to the shopper’s wallet, and the key stops working/);
    await expectAccessibleInBothSchemes(approverPage, 'the approval confirmation');
    await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('Checked with the shopper');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await waitForToast(approverPage, 'success', TEXTS.approved);
    await dialog.waitFor({ state: 'hidden' });
    await expectText(approverPage.getByTestId('refund-requests-empty'), TEXTS.empty);

    // Paid once, to the wallet: the shopper sees the whole price back.
    assert.equal(await readUntil(shopperWallet, usdOf(WALLET_DOLLARS * 100)), usdOf(WALLET_DOLLARS * 100));
    // The first admin's page shows the key refunded, and the timeline who did each step and why.
    await page.reload();
    await page.getByTestId('purchase-order').filter({ hasText: shopper.email }).getByRole('button', { name: /Order #/ }).click();
    await expectText(keyItem().getByTestId('order-key-status'), 'Refunded');
    await expectText(page.getByTestId('refund-requests-empty'), TEXTS.empty);
    const history = await apiCall<{ events: Array<{ type: string; reason: string | null; actor: { email: string | null } }> }>(api.baseUrl, 'GET', `order/details/${order.orderId}/history`, { token: adminSession.token });
    assert.deepEqual(
      history.events.filter((entry) => entry.type.startsWith('Refund') || entry.type === 'KeyRefunded').map((entry) => [entry.type, entry.actor.email, entry.reason]),
      [
        ['RefundRequested', requester.email, 'Bought the wrong edition'],
        ['RefundApproved', approver.email, 'Checked with the shopper'],
        ['KeyRefunded', approver.email, 'Bought the wrong edition'],
      ],
    );
  });

  it('lets the other admin decline a request only with a reason: nothing is paid and the key stays the shopper’s', async () => {
    const second = await buyWithWallet(api.baseUrl, shopperSession, GAME_ID, 1);
    const key = second.games[0]!.gameKeys[0]!;
    await apiCall(api.baseUrl, 'POST', 'refund/process', { token: adminSession.token, body: { orderId: second.orderId, gameId: GAME_ID, keyToRefund: key.id, reason: 'Asked twice' } });
    const walletBefore = await shopperWallet();
    const number = second.transactionId.slice(-6).toUpperCase();
    await approverPage.reload();
    const request = approverPage.getByTestId('refund-requests').getByTestId('refund-request').filter({ hasText: `Order ${number}` });
    await request.getByRole('button', { name: `Decline refund of ${gameName} (order ${number})`, exact: true }).click();
    const dialog = approverPage.getByRole('dialog', { name: 'Decline Refund' });
    await dialog.waitFor();
    assert.match(await dialog.innerText(), /Nothing is refunded and the shopper keeps the key/);
    const decline = dialog.getByRole('button', { name: 'Decline', exact: true });
    assert.equal(await decline.isDisabled(), true, 'no decline without a reason');
    await dialog.getByRole('textbox', { name: 'Reason (required)' }).fill('The shopper already played it');
    assert.equal(await decline.isDisabled(), false);
    await decline.click();
    await waitForToast(approverPage, 'success', TEXTS.declined);
    await expectText(approverPage.getByTestId('refund-requests-empty'), TEXTS.empty);
    assert.equal(await shopperWallet(), walletBefore, 'nothing paid');
    const orders = await readUntil(async () => (await adminOrders(api.baseUrl, adminSession)).orders.find((o) => o._id === second.orderId)?.games[0]?.gameKeys[0]?.status, 'active');
    assert.equal(orders, 'active', 'the key is the shopper’s again');
  });
});
