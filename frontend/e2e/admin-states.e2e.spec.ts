import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { a11yFindingsInBothSchemes } from './support/accessibility.js';
import { adminGet, listedGame, searchGameDatabase } from './support/admin-api.js';
import { launchBrowser } from './support/browser.js';
import { closeAll } from './support/close-all.js';
import { watchForElement } from './support/dom-watch.js';
import { financeReport, financeReportJson } from './support/finance-api.js';
import { apiCall, apiLogin, type ApiSession } from './support/ordering-api.js';
import { waitForPath } from './support/page-helpers.js';
import { readUntil } from './support/poll.js';
import { adminOrders, buyWithWallet, listGame, type PlacedOrder } from './support/purchases-api.js';
import { createShopper } from './support/shopper-account.js';
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture.js';
import { startApi, type RunningApi } from './support/start-api.js';
import { expectText, signIn } from './support/storefront-page.js';

const admin = { email: 'admin@keyledger.local', password: 'admin-states-2026' };
const finance = { email: 'books@keyledger.test', password: 'finance-states-2026' };
/** Long enough that a 375 px screen must wrap it. */
const shopper = { username: 'long_address', email: 'christopher.montgomery-whitfield@example-games.test', password: 'long-address-2026' };

const GAME_ID = 1877;
const KEYS = Array.from({ length: 4 }, (_, n) => `KL-STATE-${n + 1}-${randomBytes(4).toString('hex').toUpperCase()}`);
/** A second game with more keys than a thousand: its copies are shown grouped ('1,234 copies'). */
const BULK_COPIES = 1_234;
const BULK_KEYS = Array.from({ length: BULK_COPIES }, (_, n) => `KL-BULK-${n + 1}-${randomBytes(5).toString('hex').toUpperCase()}`);

const pad = (n: number) => String(n).padStart(2, '0');
const now = new Date();
const MONTH = {
  from: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-01`,
  to: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate())}`,
};
const FINANCE_PATH = `/admin/finance?from=${MONTH.from}&to=${MONTH.to}&groupBy=day`;

const isOrdersList = (url: URL): boolean => url.pathname === '/api/v1/order/get-all-orders';
const isReportJson = (url: URL): boolean => url.pathname === '/api/v1/finance/report' && url.searchParams.get('format') !== 'csv';

/**
 * Answers the matching calls with a 500 while `failing` says so (every one, so the client's own
 * retries fail too), and lets them through after.
 */
async function failWhile(page: Page, matches: (url: URL) => boolean): Promise<{ stop(): void }> {
  let failing = true;
  await page.route(matches, async (route) => {
    if (failing) await route.fulfill({ status: 500, contentType: 'application/problem+json', body: JSON.stringify({ status: 500, message: 'Internal server error' }) });
    else await route.continue();
  });
  return { stop: () => (failing = false) };
}

/** The lines a text element is drawn on, as the text of each (read from the characters' boxes). */
const drawnLines = (locator: Locator): Promise<string[]> =>
  locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const lines: Array<{ top: number; text: string }> = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < (node.textContent ?? '').length; i += 1) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getClientRects()[0];
        if (!box) continue;
        const last = lines[lines.length - 1];
        if (last && Math.abs(last.top - box.top) < 4) last.text += node.textContent![i];
        else lines.push({ top: box.top, text: node.textContent![i]! });
      }
    }
    return lines.map((line) => line.text);
  });

describe('admin states: a failed load offers Retry, small screens, a page past the last, named landmarks, the CSV of the screen, true dashboard figures', () => {
  let smtp: SmtpCapture;
  let api: RunningApi;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let adminSession: ApiSession;
  let financeSession: ApiSession;
  let shopperSession: ApiSession;
  let order: PlacedOrder;
  let bulkGameId: number;

  before(async () => {
    const mail = await startSmtpCapture();
    smtp = mail.smtp;
    api = await startApi(mail.url, { adminPassword: admin.password, financeEmail: finance.email, financePassword: finance.password, seedDemo: false });
    adminSession = await apiLogin(api.baseUrl, admin.email, admin.password);
    financeSession = await apiLogin(api.baseUrl, finance.email, finance.password);
    shopperSession = await createShopper(api.baseUrl, smtp, adminSession, shopper, 500);
    const games = await searchGameDatabase(api.baseUrl, 'cyber');
    assert.ok(games.some((game) => game.id === GAME_ID), `the game database has game ${GAME_ID}`);
    bulkGameId = (await searchGameDatabase(api.baseUrl, 'the')).find((game) => game.id !== GAME_ID)!.id;
    await listGame(api.baseUrl, adminSession, GAME_ID, '12.00', KEYS);
    await listGame(api.baseUrl, adminSession, bulkGameId, '5.00', BULK_KEYS);
    assert.equal(await readUntil(async () => (await listedGame(api.baseUrl, bulkGameId))?.copies, BULK_COPIES), BULK_COPIES);
    order = await buyWithWallet(api.baseUrl, shopperSession, GAME_ID, 1);
    assert.equal(await readUntil(async () => (await adminOrders(api.baseUrl, adminSession)).total, 1), 1);

    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: api.baseUrl, colorScheme: 'light', viewport: { width: 1366, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page, admin.email, admin.password, '/admin');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  });

  after(async () => closeAll(context, browser, api, smtp));

  it('Purchases: a failed list is an error with Retry, never "No purchases found"; Retry loads it', async () => {
    const failure = await failWhile(page, isOrdersList);
    try {
      const emptyShown = await watchForElement(page, '[data-testid="purchases-empty"]');
      await page.goto('/admin/purchases');
      const alert = page.getByTestId('purchases-load-failed');
      await alert.waitFor();
      assert.equal(await alert.getAttribute('role'), 'alert');
      assert.equal(await emptyShown(), false, 'no empty state for a failed load');
      assert.equal(await page.getByText('No purchases found').count(), 0);
      failure.stop();
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expectText(page.getByTestId('purchase-order').getByTestId('order-reference'), `Order #${order.transactionId.slice(-6).toUpperCase()}`);
      assert.equal(await alert.count(), 0, 'the error is gone once the list is there');
    } finally {
      await page.unroute(isOrdersList);
    }
  });

  it('Finance: a failed report is an error with Retry and no endless skeleton; Retry runs it', async () => {
    await page.goto('/admin');
    const failure = await failWhile(page, isReportJson);
    try {
      await page.goto(FINANCE_PATH);
      const alert = page.getByTestId('finance-error');
      await alert.waitFor();
      await alert.getByRole('button', { name: 'Retry' }).waitFor();
      assert.equal(await page.locator('main .MuiSkeleton-root').count(), 0, 'nothing keeps loading under the error');
      failure.stop();
      await alert.getByRole('button', { name: 'Retry' }).click();
      await page.getByTestId('finance-totals').waitFor();
      assert.equal(await alert.count(), 0);
    } finally {
      await page.unroute(isReportJson);
    }
  });

  it('names the landmarks of Purchases and Finance distinctly (axe landmark-unique), axe clean in both schemes', async () => {
    await page.goto('/admin/purchases');
    await page.getByTestId('purchase-order').first().waitFor();
    await page.getByTestId('purchase-order').first().getByRole('button', { name: /Order #/ }).click();
    await page.getByTestId('order-transaction-id').waitFor();
    const findings = await a11yFindingsInBothSchemes(page, 'Purchases', { alsoBlocking: ['landmark-unique'] });
    await page.goto(FINANCE_PATH);
    await page.getByTestId('finance-totals').waitFor();
    findings.push(...(await a11yFindingsInBothSchemes(page, 'Finance', { alsoBlocking: ['landmark-unique'] })));
    assert.deepEqual(findings, []);
  });

  it('downloads the CSV of the report on screen, as of its log position, not of the log grown since', async () => {
    await page.goto(FINANCE_PATH);
    await page.getByTestId('finance-totals').waitFor();
    const shown = await financeReportJson(api.baseUrl, financeSession, { from: MONTH.from, to: MONTH.to, groupBy: 'day' });
    await expectText(page.getByTestId('finance-as-of'), `As of log position ${shown.asOf.position} (events read ${shown.eventsRead})`);
    // More money moves after the report was drawn.
    await buyWithWallet(api.baseUrl, shopperSession, GAME_ID, 1);
    const head = await financeReportJson(api.baseUrl, financeSession, { from: MONTH.from, to: MONTH.to, groupBy: 'day' });
    assert.ok(head.asOf.position > shown.asOf.position && head.totals.orders !== shown.totals.orders, 'the log has grown');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    const asShown = await financeReport(api.baseUrl, financeSession, { from: MONTH.from, to: MONTH.to, groupBy: 'day', asOf: String(shown.asOf.position), format: 'csv' });
    const atHead = await financeReport(api.baseUrl, financeSession, { from: MONTH.from, to: MONTH.to, groupBy: 'day', format: 'csv' });
    const bytes = await readFile(await file.path());
    assert.deepEqual(bytes, asShown.body, 'the CSV is the report on screen');
    assert.notDeepEqual(bytes, atHead.body);
    assert.equal(`attachment; filename="${file.suggestedFilename()}"`, asShown.headers.get('content-disposition'));
  });

  it('sends a page past the last of Store Games to the last page, in place of the address, without an empty page between', async () => {
    // Recorded in the page from its first moment: an empty list shown for an instant is not missed.
    await page.addInitScript(() => {
      const flags = window as unknown as { __emptyListSeen?: boolean };
      document.addEventListener('DOMContentLoaded', () =>
        new MutationObserver(() => {
          if (document.querySelector('[data-testid="store-games-empty"]')) flags.__emptyListSeen = true;
        }).observe(document.body, { childList: true, subtree: true }),
      );
    });
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.goto('/admin/view-games?page=99');
    const emptyShown = () => page.evaluate(() => (window as unknown as { __emptyListSeen?: boolean }).__emptyListSeen === true);
    await page.getByTestId('store-game-copies').first().waitFor();
    await waitForPath(page, '/admin/view-games');
    assert.equal(new URL(page.url()).searchParams.get('page'), null, 'two games: the last page is the first');
    assert.equal(await emptyShown(), false, 'no "No games found" on the way');
    await page.goBack();
    await waitForPath(page, '/admin');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  });

  it('groups counts of keys and orders (en-US): copies on Store Games', async () => {
    await page.goto('/admin/view-games');
    const copies = page.getByTestId('store-game-copies');
    await copies.first().waitFor();
    assert.ok((await copies.allInnerTexts()).map((text) => text.trim()).includes(`${BULK_COPIES.toLocaleString('en-US')} copies`), (await copies.allInnerTexts()).join(' | '));
  });

  it('shows the dashboard as it is: the recent orders served, customers as Active Users, a first month as new', async () => {
    const recent = await adminGet<{ orders: Array<{ _id: string; user: { email: string | null }; paymentInfo: { transactionId: string } }> }>(api.baseUrl, adminSession, 'order/getRecentOrders');
    assert.ok(recent.orders.length >= 2);
    await page.goto('/admin');
    const list = page.getByRole('list', { name: 'Recent orders' });
    await list.waitFor();
    const references = async () => (await list.getByTestId('recent-order-reference').allInnerTexts()).map((text) => text.trim());
    const expected = recent.orders.map((o) => `Order #${o.paymentInfo.transactionId.slice(-6).toUpperCase()}`);
    assert.deepEqual(await readUntil(references, expected), expected);
    await expectText(list.getByTestId('recent-order-email').first(), shopper.email);

    // One customer; the admin and the finance account are staff. All made this month: new, not +100%.
    await expectText(page.getByTestId('stat-active-users').getByTestId('stat-value'), '1');
    await expectText(page.getByTestId('stat-active-users').getByTestId('stat-change'), 'New this month');
    const findings = await a11yFindingsInBothSchemes(page, 'the dashboard');
    assert.deepEqual(findings, []);
  });

  describe('at 375 px', () => {
    before(async () => page.setViewportSize({ width: 375, height: 800 }));
    after(async () => page.setViewportSize({ width: 1366, height: 900 }));

    it('Purchases: the buyer’s e-mail is all there, wrapped only before its @ or a dot, never mid-word', async () => {
      await page.goto('/admin/purchases');
      const email = page.getByTestId('purchase-order').first().getByTestId('order-email');
      await expectText(email, shopper.email);
      const lines = await drawnLines(email);
      assert.ok(lines.length > 1, `wrapped: ${JSON.stringify(lines)}`);
      assert.equal(lines.join(''), shopper.email, 'every character drawn, none cut off');
      for (const line of lines.slice(1)) assert.match(line, /^[@.]/, `a line starts at a break point: ${JSON.stringify(lines)}`);
      assert.ok(await email.evaluate((element) => element.scrollWidth <= element.clientWidth), 'nothing overflows');
    });

    it('Support desk: the customer’s e-mail in Customer Details and in Order Management wraps only before its @ or a dot', async () => {
      await apiCall(api.baseUrl, 'POST', 'ticket/create', { token: shopperSession.token, body: { subject: 'Where is my key?', message: 'Cannot find it', orderId: order.orderId } });
      await page.goto('/admin/customer-support');
      await page.getByTestId('ticket-item').filter({ hasText: 'Where is my key?' }).click();
      const pane = page.getByTestId('ticket-detail');
      await pane.getByRole('button', { name: 'Customer Details' }).click();
      for (const email of [pane.getByTestId('customer-email'), page.getByTestId('found-order').getByTestId('found-order-email')]) {
        await expectText(email, shopper.email);
        const lines = await drawnLines(email);
        assert.ok(lines.length > 1, `wrapped: ${JSON.stringify(lines)}`);
        assert.equal(lines.join(''), shopper.email, 'every character drawn, none cut off');
        for (const line of lines.slice(1)) assert.match(line, /^[@.]/, `a line starts at a break point: ${JSON.stringify(lines)}`);
      }
    });

    it('Finance: the columns out of view are announced by a visible scroll hint', async () => {
      await page.goto(FINANCE_PATH);
      await page.getByTestId('finance-totals').waitFor();
      const hint = page.getByTestId('finance-scroll-hint');
      await hint.waitFor();
      assert.ok(await hint.isVisible());
      const region = page.getByRole('region', { name: /Figures table/ });
      assert.ok(await region.evaluate((element) => element.scrollWidth > element.clientWidth), 'the table scrolls sideways');
      const findings = await a11yFindingsInBothSchemes(page, 'Finance at 375 px', { alsoBlocking: ['landmark-unique'] });
      assert.deepEqual(findings, []);
    });
  });

  it('Finance at 1366 px: the net revenue column is in view without scrolling sideways', async () => {
    await page.goto(FINANCE_PATH);
    const totals = page.getByTestId('finance-totals');
    await totals.waitFor();
    const region = page.getByRole('region', { name: /Figures table/ });
    const inView = await totals.getByTestId('finance-netRevenue').evaluate((cell, container) => {
      const box = cell.getBoundingClientRect();
      const frame = (container as Element).getBoundingClientRect();
      return box.left >= frame.left && box.right <= frame.right && (container as Element).scrollLeft === 0;
    }, await region.elementHandle());
    assert.ok(inView, 'net revenue is within the table’s visible width');
    assert.equal(await page.getByTestId('finance-scroll-hint').isVisible(), await region.evaluate((element) => element.scrollWidth > element.clientWidth));
  });
});
