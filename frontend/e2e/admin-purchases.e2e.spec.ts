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
import { apiCall, inventoryOf, type ApiSession } from './support/ordering-api.js';
import { waitForPath, waitForToast, walletShown } from './support/page-helpers.js';
import { readUntil } from './support/poll.js';
import { adminOrders, buyWithWallet, listGame, refundOverApi, type PlacedOrder } from './support/purchases-api.js';
import { createShopper } from './support/shopper-account.js';
import type { SmtpCapture } from './support/smtp-capture.js';
import type { RunningApi } from './support/start-api.js';
import { startStoreWithShopper } from './support/store-with-shopper.js';
import { expectText, signIn } from './support/storefront-page.js';

const admin = { email: 'admin@keyledger.local', password: 'purchases-admin-2026' };
const shopper = { username: 'refund_seeker', email: 'refund.seeker@example.test', password: 'refund-seeker-2026' };

// The spec's figures and this test's own, written out here so the test does not read them from the app.
const GAME_ID = 1877;
const PRICE = '12.34';
const WALLET_DOLLARS = 100;
const TAX_PERCENT = 8;
/** Two keys bought and one for a replacement: no key is left for a second one. */
const KEYS = Array.from({ length: 3 }, (_, n) => `KL-PUR-${n + 1}-${randomBytes(4).toString('hex').toUpperCase()}`);
/** A second shopper's eleven orders of another game, so the list has two pages of ten. */
const BULK_BUYER = { username: 'bulk_buyer', email: 'bulk.buyer@example.test', password: 'bulk-buyer-2026' };
const BULK_KEYS = Array.from({ length: 11 }, (_, n) => `KL-BULK-${n + 1}-${randomBytes(4).toString('hex').toUpperCase()}`);
const TEXTS = {
  usedWarning: 'Used: the shopper has already revealed this key, so they may have activated it. Refunding voids it here, but cannot undo an activation.',
  refunded: 'Refund processed successfully',
  refundFailed: 'Failed to process refund',
  replaced: 'Game key replaced successfully',
  replaceFailed: 'Failed to replace game key',
  empty: 'No purchases found',
  emptyHint: 'Try adjusting your filters or check back later.',
};

/** An amount in cents as the app shows it. */
const usdOf = (amountCents: number): string => usd(amountCents / 100);
/**
 * What each of `count` keys of one price paid: the order's total split evenly, the cents left over
 * going to the first keys (the largest-remainder split of keys of equal weight).
 */
const evenSplit = (totalCents: number, count: number): number[] => {
  const base = Math.floor(totalCents / count);
  return Array.from({ length: count }, (_, n) => base + (n < totalCents - base * count ? 1 : 0));
};
/** The order's number the shopper was shown (inventory, mails): the last 6 characters of its transactionId, uppercased. */
const reference = (transactionId: string): string => transactionId.slice(-6).toUpperCase();
/** The calendar day of an ISO time here (the API in this process files orders in the same time zone). */
const localDay = (iso: string): string => new Date(iso).toLocaleDateString('en-CA');
const isOrdersCall = (url: URL): boolean => url.pathname === '/api/v1/order/get-all-orders';

describe('admin purchases: find an order, refund a key, replace a key, the shopper sees both', () => {
  let smtp: SmtpCapture;
  let api: RunningApi;
  let browser: Browser;
  let adminContext: BrowserContext;
  let shopperContext: BrowserContext;
  let page: Page;
  let shopperPage: Page;
  let adminSession: ApiSession;
  let shopperSession: ApiSession;
  let gameName: string;
  let order: PlacedOrder;
  /** The order's total and what each key paid, in cents, from the price alone. */
  let totalCents: number;
  let shares: number[];
  /** The two keys bought, masked, in delivery order; then the replacement of the second. */
  let firstKey: string;
  let secondKey: string;
  let newKey: string;

  before(async () => {
    ({ smtp, api, adminSession, shopperSession } = await startStoreWithShopper(admin, shopper, WALLET_DOLLARS));
    const found = (await searchGameDatabase(api.baseUrl, 'cyber')).find((game) => game.id === GAME_ID);
    assert.ok(found, `the game database has game ${GAME_ID}`);
    gameName = found.name;

    await listGame(api.baseUrl, adminSession, GAME_ID, PRICE, KEYS);
    assert.equal(await readUntil(async () => (await listedGame(api.baseUrl, GAME_ID))?.copies, KEYS.length), KEYS.length);
    order = await buyWithWallet(api.baseUrl, shopperSession, GAME_ID, 2);
    const subtotal = 2 * cents(PRICE);
    totalCents = subtotal + percentOf(subtotal, TAX_PERCENT);
    shares = evenSplit(totalCents, 2);
    assert.equal(cents(order.totalAmount), totalCents, 'the order cost the price of two keys with 8% tax');
    // The Purchases list is a read model: wait until it has the order.
    assert.equal(await readUntil(async () => (await adminOrders(api.baseUrl, adminSession)).total, 1), 1);

    browser = await launchBrowser();
    ({ adminContext, shopperContext, page, shopperPage } = await openAdminAndShopperPages(browser, api.baseUrl, 'light'));
  });

  after(async () => closeAll(shopperContext, adminContext, browser, api, smtp));

  /** The list as answered: no loading skeletons. */
  const listSettled = () => page.getByRole('status', { name: 'Loading orders' }).waitFor({ state: 'detached' });
  const statValue = (card: string): Locator => page.getByTestId(card).getByTestId('stat-value');
  const expectFigures = async (orders: number, revenueCents: number, keysKept: number) => {
    await expectText(statValue('stat-total-orders'), String(orders));
    await expectText(statValue('stat-total-revenue'), usdOf(revenueCents));
    await expectText(statValue('stat-games-sold'), String(keysKept));
  };
  const orderCard = (): Locator => page.getByTestId('purchase-order').filter({ hasText: shopper.email });
  const summaryButton = (): Locator => orderCard().getByRole('button', { name: /Order #/ });
  const keyItem = (masked: string): Locator =>
    orderCard().getByTestId('order-key').filter({ has: page.getByTestId('order-key-masked').getByText(masked, { exact: true }) });
  const keyButton = (action: 'Refund' | 'Replace', masked: string): Locator =>
    orderCard().getByRole('button', { name: `${action} key ${masked} of ${gameName}`, exact: true });
  const keysShown = async (): Promise<Array<[string, string]>> => {
    const items = await orderCard().getByTestId('order-key').all();
    return Promise.all(items.map(async (item) => [(await item.getByTestId('order-key-masked').innerText()).trim(), (await item.getByTestId('order-key-status').innerText()).trim()] as [string, string]));
  };
  const focusedTestId = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.textContent ?? null);
  /**
   * Searches with these filters and waits for their answer (not the list shown before it): the
   * address changes before the page asks again, so the old list can still be on screen then.
   */
  const search = async (filter: { email?: string; date?: string }) => {
    await page.getByRole('textbox', { name: 'User Email' }).fill(filter.email ?? '');
    await page.getByLabel('Date', { exact: true }).fill(filter.date ?? '');
    const answered = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname.endsWith('/order/get-all-orders') && url.searchParams.get('email') === (filter.email || null) && url.searchParams.get('date') === (filter.date || null);
    });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('email') === (filter.email || null) && url.searchParams.get('date') === (filter.date || null));
    await answered;
    await listSettled();
  };
  const shopperWallet = (): Promise<string> => walletShown(shopperPage);

  it("finds the shopper's order by part of the e-mail: the figures, the payment, the game and its two keys", async () => {
    await signIn(page, admin.email, admin.password, '/admin');
    await page.getByTestId('admin-sidebar').getByRole('link', { name: 'Purchases', exact: true }).click();
    await waitForPath(page, '/admin/purchases');
    await page.getByRole('heading', { level: 1, name: 'Purchases' }).waitFor();
    await expectFigures(1, totalCents, 2);

    // Any part of the address, in any case.
    await search({ email: 'REFUND.SEEKER' });
    await orderCard().waitFor();
    assert.equal(new URL(page.url()).searchParams.get('email'), 'REFUND.SEEKER');
    assert.equal(await page.getByTestId('purchase-order').count(), 1);
    await expectText(orderCard().getByTestId('order-status'), 'Completed');
    await expectText(orderCard().getByTestId('order-total'), usdOf(totalCents));
    await expectText(orderCard().getByTestId('order-reference'), `Order #${reference(order.transactionId)}`);

    // Opened from the keyboard.
    assert.equal(await summaryButton().getAttribute('aria-expanded'), 'false');
    await summaryButton().focus();
    await page.keyboard.press('Enter');
    assert.equal(await readUntil(() => summaryButton().getAttribute('aria-expanded'), 'true'), 'true');
    await expectText(orderCard().getByTestId('order-payment-method'), 'Wallet');
    await expectText(orderCard().getByTestId('order-transaction-id'), order.transactionId);
    assert.equal(await orderCard().getByTestId('order-refunded-amount').count(), 0, 'nothing refunded yet');
    await expectText(orderCard().getByTestId('order-game-title'), gameName);
    await expectText(orderCard().getByTestId('order-game-price'), usdOf(cents(PRICE)));
    await expectText(orderCard().getByTestId('order-game-quantity'), '2');

    const bought = order.games[0]!.gameKeys.map((key) => key.masked);
    const shown = await keysShown();
    assert.deepEqual(shown, bought.map((masked) => [masked, 'Active']), 'both keys masked, active, in delivery order');
    for (const key of KEYS) assert.equal(await page.getByText(key).count(), 0, 'no key text on the page');
    [firstKey, secondKey] = bought as [string, string];
    await expectAccessibleInBothSchemes(page, 'the purchases page with an order open');
  });

  it('refunds the first key after a confirmation: Refunded, the order Partially Refunded, the figures less that key', async () => {
    // The shopper reveals the key first: the list says Used, and the refund dialog warns of it.
    const revealed = order.games[0]!.gameKeys[0]!.id;
    await apiCall(api.baseUrl, 'POST', `inventory/keys/${revealed}/reveal`, { token: shopperSession.token });
    await readUntil(async () => (await adminOrders(api.baseUrl, adminSession)).orders[0]?.games[0]?.gameKeys.find((key) => key.id === revealed)?.isUsed, true);
    await page.reload();
    await listSettled();
    if ((await summaryButton().getAttribute('aria-expanded')) !== 'true') await summaryButton().click();
    await expectText(keyItem(firstKey).getByTestId('order-key-status'), 'Used');
    await keyButton('Refund', firstKey).click();
    const dialog = page.getByRole('dialog', { name: 'Refund Key' });
    await dialog.waitFor();
    await expectText(dialog.getByTestId('used-key-warning'), TEXTS.usedWarning);
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    assert.equal(await reason.inputValue(), 'Refunded by customer support', 'the usual reason to start with');
    // What the key paid (its share of the total) goes back to the wallet; the key stops working.
    const message = await readUntil(async () => (await dialog.innerText()).includes(usdOf(shares[0]!)), true);
    assert.ok(message, `the dialog names ${usdOf(shares[0]!)}: ${await dialog.innerText()}`);
    assert.match(await dialog.innerText(), /goes back to their wallet, and the key stops working/);
    assert.equal(await focusedTestId(), 'Cancel', 'Cancel has the focus');
    await expectAccessibleInBothSchemes(page, 'the refund confirmation');
    await reason.fill('Activated by mistake on another account');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await waitForToast(page, 'success', TEXTS.refunded);
    await dialog.waitFor({ state: 'hidden' });

    await expectText(keyItem(firstKey).getByTestId('order-key-status'), 'Refunded');
    assert.equal(await keyButton('Refund', firstKey).count(), 0, 'no actions on a refunded key');
    assert.equal(await keyButton('Replace', firstKey).count(), 0);
    await expectText(orderCard().getByTestId('order-status'), 'Partially Refunded');
    await expectText(orderCard().getByTestId('order-refunded-amount'), usdOf(shares[0]!));
    await expectFigures(1, totalCents - shares[0]!, 1);
    // The reason is the admin's, on the order's record (its timeline).
    const history = await apiCall<{ events: Array<{ type: string; reason: string | null }> }>(api.baseUrl, 'GET', `order/details/${order.orderId}/history`, { token: adminSession.token });
    assert.deepEqual(history.events.filter((entry) => entry.type === 'KeyRefunded').map((entry) => entry.reason), ['Activated by mistake on another account']);
    // The button pressed has gone: the focus is on its key, not lost.
    assert.equal(await readUntil(focusedTestId, 'order-key'), 'order-key');
  });

  it('replaces the second key from the keyboard: Replaced, and a new active key after it', async () => {
    await keyButton('Replace', secondKey).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Replace Key' });
    await dialog.waitFor();
    assert.match(await dialog.innerText(), /The key stops working, and the shopper gets a new key of the game/);
    await page.keyboard.press('Tab');
    assert.equal(await focusedTestId(), 'Replace');
    await page.keyboard.press('Enter');
    await waitForToast(page, 'success', TEXTS.replaced);
    await dialog.waitFor({ state: 'hidden' });

    const shown = await readUntil(async () => (await keysShown()).length, 3);
    assert.equal(shown, 3, 'the replacement is listed with the order');
    const keys = await keysShown();
    assert.deepEqual(keys.slice(0, 2), [
      [firstKey, 'Refunded'],
      [secondKey, 'Replaced'],
    ]);
    const [replacement, status] = keys[2]!;
    assert.equal(status, 'Active');
    assert.ok(replacement !== firstKey && replacement !== secondKey, 'a new key');
    newKey = replacement;
    await expectText(orderCard().getByTestId('order-status'), 'Partially Refunded');
    // A replacement moves no money.
    await expectFigures(1, totalCents - shares[0]!, 1);
    await expectText(orderCard().getByTestId('order-refunded-amount'), usdOf(shares[0]!));
  });

  it('mails the shopper about the refund and the new key', async () => {
    const ref = reference(order.transactionId);
    const refundMail = await smtp.nextFor(shopper.email, /^Refund of /, 5_000);
    assert.equal(refundMail.subject, `Refund of ${gameName} (order ${ref})`);
    const replacementMail = await smtp.nextFor(shopper.email, /^Your new key for /, 5_000);
    assert.equal(replacementMail.subject, `Your new key for ${gameName} (order ${ref})`);
    for (const key of KEYS) assert.ok(!replacementMail.text.includes(key), 'the mail holds no key text');
  });

  it('shows the shopper the credit in the wallet, and in the inventory the new key beside the refunded and the replaced one', async () => {
    // The inventory is a read model too: wait until it shows both changes.
    const standing = async () => (await inventoryOf(api.baseUrl, shopperSession))[0]?.games[0]?.gameKeys.map((key) => key.status).sort();
    assert.deepEqual(await readUntil(standing, ['active', 'refunded', 'replaced']), ['active', 'refunded', 'replaced']);

    await signIn(shopperPage, shopper.email, shopper.password);
    const balanceCents = cents(WALLET_DOLLARS) - totalCents + shares[0]!;
    assert.equal(await readUntil(shopperWallet, usdOf(balanceCents)), usdOf(balanceCents));

    await shopperPage.goto('/inventory');
    const tile = shopperPage.getByTestId('inventory-game');
    await tile.waitFor();
    await expectText(tile.getByTestId('inventory-game-keys'), '1 key');
    await expectAccessibleInBothSchemes(shopperPage, 'the inventory after a refund and a replacement');
    await tile.getByRole('button', { name: `Open ${gameName}`, exact: true }).click();
    const dialog = shopperPage.getByRole('dialog', { name: gameName });
    await dialog.waitFor();
    await expectText(dialog.getByTestId('game-key-masked'), newKey);
    assert.equal(await dialog.getByTestId('game-key').count(), 1, 'one key to use: the new one');
    const voided = dialog.getByTestId('void-game-key');
    assert.equal(await voided.count(), 2);
    const labelOf = async (masked: string) => (await voided.filter({ hasText: masked }).getByTestId('void-game-key-status').innerText()).trim();
    assert.equal(await labelOf(firstKey), 'Refunded');
    assert.equal(await labelOf(secondKey), 'Replaced');
    assert.equal(await voided.getByRole('button').count(), 0, 'nothing to reveal or copy on a void key');
    await expectAccessibleInBothSchemes(shopperPage, 'the inventory game dialog with void keys');
    await shopperPage.keyboard.press('Escape');
  });

  it('says Failed to replace game key when the game has no key left, and leaves the key active', async () => {
    assert.equal(await readUntil(async () => (await listedGame(api.baseUrl, GAME_ID))?.copies, 0), 0, 'all three keys are gone');
    await keyButton('Replace', newKey).click();
    const dialog = page.getByRole('dialog', { name: 'Replace Key' });
    await dialog.getByRole('button', { name: 'Replace', exact: true }).click();
    await waitForToast(page, 'error', TEXTS.replaceFailed);
    await dialog.waitFor({ state: 'hidden' });
    await expectText(keyItem(newKey).getByTestId('order-key-status'), 'Active');
    await keyButton('Refund', newKey).waitFor();
    // The button is still there: the focus went back to it.
    assert.equal(await readUntil(focusedTestId, 'Replace'), 'Replace');
  });

  it("refunds the replacement: the order is Refunded, the revenue nothing, the shopper's wallet whole again", async () => {
    await keyButton('Refund', newKey).click();
    const dialog = page.getByRole('dialog', { name: 'Refund Key' });
    // The replacement paid what the key it replaced did.
    assert.ok(await readUntil(async () => (await dialog.innerText()).includes(usdOf(shares[1]!)), true), await dialog.innerText());
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await waitForToast(page, 'success', TEXTS.refunded);
    await expectText(orderCard().getByTestId('order-status'), 'Refunded');
    await expectText(orderCard().getByTestId('order-refunded-amount'), usdOf(totalCents));
    assert.equal(await orderCard().getByRole('button', { name: /^(Refund|Replace) key/ }).count(), 0, 'no key left to act on');
    await expectFigures(1, 0, 0);
    await expectAccessibleInBothSchemes(page, 'a refunded order');
    await smtp.nextFor(shopper.email, /^Refund of /, 5_000);
    assert.equal(await readUntil(shopperWallet, usdOf(cents(WALLET_DOLLARS))), usdOf(cents(WALLET_DOLLARS)));
  });

  it('shows No purchases found for a filter nothing matches; the date filter keeps the day of the order', async () => {
    await search({ email: 'nobody.at.all@example.test' });
    const empty = page.getByTestId('purchases-empty');
    await empty.getByText(TEXTS.empty, { exact: true }).waitFor();
    await empty.getByText(TEXTS.emptyHint, { exact: true }).waitFor();
    await expectFigures(0, 0, 0);
    await expectAccessibleInBothSchemes(page, 'the purchases empty state');

    await search({ date: localDay(order.createdAt) });
    await orderCard().waitFor();
    assert.equal(new URL(page.url()).searchParams.get('date'), localDay(order.createdAt));
    assert.equal(new URL(page.url()).searchParams.get('email'), null);
    await search({ date: '2001-01-01' });
    await empty.waitFor();

    // A date that is no date is ignored, as the spec says, and so is not sent.
    const sent: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (isOrdersCall(url)) sent.push(url);
    });
    await page.goto('/admin/purchases?date=not-a-date');
    await orderCard().waitFor();
    assert.ok(sent.length > 0 && sent.every((url) => !url.searchParams.has('date')), sent.map(String).join(', '));
  });

  it('pages the orders ten at a time, newest first, the page kept in the address', async () => {
    // Another shopper buys another game eleven times: with the first order, twelve orders.
    const bulkBuyer = await createShopper(api.baseUrl, smtp, adminSession, BULK_BUYER, WALLET_DOLLARS);
    const [other] = await searchGameDatabase(api.baseUrl, 'the');
    assert.ok(other, 'the game database has a second game');
    await listGame(api.baseUrl, adminSession, other.id, '1.00', BULK_KEYS);
    await readUntil(async () => (await listedGame(api.baseUrl, other.id))?.copies, BULK_KEYS.length);
    for (let n = 0; n < BULK_KEYS.length; n += 1) await buyWithWallet(api.baseUrl, bulkBuyer, other.id, 1);
    const total = BULK_KEYS.length + 1;
    assert.equal(await readUntil(async () => (await adminOrders(api.baseUrl, adminSession)).total, total), total);

    await page.goto('/admin/purchases');
    const cards = page.getByTestId('purchase-order');
    await cards.first().waitFor();
    assert.equal(await cards.count(), 10);
    await expectText(page.getByTestId('pagination-status'), `Showing page 1 of 2 (${total} total results)`);
    await expectAccessibleInBothSchemes(page, 'the purchases list with pages');
    await page.getByRole('navigation', { name: 'Orders pages' }).getByRole('button', { name: 'Page 2', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expectText(page.getByTestId('pagination-status'), `Showing page 2 of 2 (${total} total results)`);
    // The oldest order last.
    const emails = async () => (await cards.getByTestId('order-email').allInnerTexts()).map((text) => text.trim());
    assert.deepEqual(await readUntil(emails, [BULK_BUYER.email, shopper.email]), [BULK_BUYER.email, shopper.email]);
    await page.reload();
    assert.deepEqual(await readUntil(emails, [BULK_BUYER.email, shopper.email]), [BULK_BUYER.email, shopper.email], 'a reload keeps the page');

    // A page past the last (an old link) shows the last one.
    await page.goto('/admin/purchases?page=9');
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expectText(page.getByTestId('pagination-status'), `Showing page 2 of 2 (${total} total results)`);
  });

  it('says Failed to process refund when another admin refunded the key first, and then shows it refunded', async () => {
    const [newest] = (await adminOrders(api.baseUrl, adminSession, { email: BULK_BUYER.email })).orders;
    const line = newest?.games[0];
    const gameKey = line?.gameKeys[0];
    assert.ok(newest && line && gameKey, 'the bulk buyer has an order with a key');
    await page.goto(`/admin/purchases?email=${encodeURIComponent(BULK_BUYER.email)}`);
    const card = page.getByTestId('purchase-order').first();
    await card.getByRole('button', { name: /Order #/ }).click();
    await card.getByRole('button', { name: `Refund key ${gameKey.masked} of ${line.title}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund Key' });
    await dialog.waitFor();

    // Meanwhile another admin refunds it, and the list knows.
    await refundOverApi(api.baseUrl, adminSession, { orderId: newest._id, gameId: line.gameId, keyId: gameKey.id });
    const standing = async () => (await adminOrders(api.baseUrl, adminSession, { email: BULK_BUYER.email })).orders[0]?.games[0]?.gameKeys[0]?.status;
    assert.equal(await readUntil(standing, 'refunded'), 'refunded');

    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await waitForToast(page, 'error', TEXTS.refundFailed);
    await dialog.waitFor({ state: 'hidden' });
    // Refetched after the refusal: the key as it stands now, nothing left to do on it.
    await expectText(card.getByTestId('order-key-status'), 'Refunded');
    await expectText(card.getByTestId('order-status'), 'Refunded');
    assert.equal(await card.getByRole('button', { name: /^(Refund|Replace) key/ }).count(), 0);
  });

  it('draws the loading list at its final size: nothing moves when the orders arrive', async () => {
    await page.route(isOrdersCall, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    try {
      await page.goto(`/admin/purchases?email=${encodeURIComponent(shopper.email)}`);
      await orderCard().waitFor();
      await expectText(statValue('stat-total-orders'), '1');
    } finally {
      await page.unroute(isOrdersCall);
    }
    const score = await layoutShiftScore(page);
    assert.ok(score < 0.01, `layout shift while the purchases loaded: ${score}`);
  });

  it('at 375 px folds the filters away behind a Filters button', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    try {
      await page.goto('/admin/purchases');
      await page.getByTestId('purchase-order').first().waitFor();
      const email = page.getByRole('textbox', { name: 'User Email' });
      const toggle = page.getByRole('button', { name: /^Filters/ });
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      assert.equal(await email.isVisible(), false, 'folded away');
      await toggle.click();
      await email.waitFor({ state: 'visible' });
      assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
      await email.fill(shopper.email.slice(0, 6));
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('email') === shopper.email.slice(0, 6));
      await listSettled();
      await orderCard().waitFor();
      await expectText(page.getByRole('button', { name: /^Filters/ }), 'Filters (1)');
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 375, 'nothing wider than the screen');
      await summaryButton().click();
      // The games stacked, each key and its state in view: nothing to scroll sideways.
      await expectText(orderCard().getByTestId('order-game-title'), gameName);
      assert.deepEqual((await keysShown()).map(([, status]) => status), ['Refunded', 'Replaced', 'Refunded']);
      for (const item of await orderCard().getByTestId('order-key').all()) {
        const box = await item.boundingBox();
        assert.ok(box && box.x >= 0 && box.x + box.width <= 375, `a key inside the screen: ${JSON.stringify(box)}`);
      }
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 375, 'nothing wider than the screen');
      await expectAccessibleInBothSchemes(page, 'the purchases page at 375 px');
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('keeps the text users wrote as text', async () => {
    // The only user text on the page is the e-mail: a filter of markup matches nothing and shows none.
    await page.goto(`/admin/purchases?email=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    await page.getByTestId('purchases-empty').waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'User Email' }).inputValue(), '<img src=x onerror=alert(1)>');
    assert.equal(await page.locator('img[src="x"]').count(), 0);
    assert.equal(await page.getByTestId('purchase-order').count(), 0);
  });
});
