import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expectAccessibleInBothSchemes } from './support/accessibility.js';
import { adminGet, listedGame, searchGameDatabase } from './support/admin-api.js';
import { launchBrowser, openAdminAndShopperPages } from './support/browser.js';
import { closeAll } from './support/close-all.js';
import { financeReport, financeReportJson, type ReportFigures, type TimelineJson, type WalletHistoryJson } from './support/finance-api.js';
import { layoutShiftScore, recordLayoutShifts } from './support/layout-shift.js';
import { usd } from './support/money.js';
import { apiLogin, type ApiSession } from './support/ordering-api.js';
import { waitForPath, waitForToast } from './support/page-helpers.js';
import { readUntil } from './support/poll.js';
import { adminOrders, buyWithWallet, listGame, refundOverApi, replaceOverApi, type PlacedOrder } from './support/purchases-api.js';
import { createShopper } from './support/shopper-account.js';
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture.js';
import { startApi, type RunningApi } from './support/start-api.js';
import { expectText, signIn } from './support/storefront-page.js';

const admin = { email: 'admin@keyledger.local', password: 'finance-admin-2026' };
const finance = { email: 'books@keyledger.test', password: 'finance-books-2026' };
const shopper = { username: 'ledger_reader', email: 'ledger.reader@example.test', password: 'ledger-reader-2026' };

const GAME_ID = 1877;
const PRICE = '24.50';
const WALLET_DOLLARS = 200;
/** Two keys bought, one more for the replacement. */
const KEYS = Array.from({ length: 3 }, (_, n) => `KL-FIN-${n + 1}-${randomBytes(4).toString('hex').toUpperCase()}`);
const REFUND_REASON = 'Key did not activate <b>twice</b>';
const REPLACE_REASON = 'Key already used elsewhere';
/** The report's figures in the table's order, written out here rather than read from the app. */
const FIGURES: ReadonlyArray<[keyof ReportFigures, 'count' | 'money']> = [
  ['orders', 'count'],
  ['keysSold', 'count'],
  ['grossSales', 'money'],
  ['saleDiscounts', 'money'],
  ['promoDiscounts', 'money'],
  ['tax', 'money'],
  ['refunds', 'money'],
  ['keysReplaced', 'count'],
  ['netRevenue', 'money'],
  ['walletCredits', 'money'],
  ['walletDebits', 'money'],
  ['walletLiability', 'money'],
];

const pad = (n: number) => String(n).padStart(2, '0');
/** This month's first and last day, and its name as a person reads it ('November 2026'). */
const now = new Date();
const MONTH = {
  from: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-01`,
  to: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate())}`,
  name: new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(now),
};
const figureText = (value: number | null, kind: 'count' | 'money'): string => (value === null ? '—' : kind === 'money' ? usd(value) : String(value));
const isReportCall = (url: URL): boolean => url.pathname === '/api/v1/finance/report';

describe('finance: order timelines, the report with its chart and CSV for a finance account, the wallet statement', () => {
  let smtp: SmtpCapture;
  let api: RunningApi;
  let browser: Browser;
  let adminContext: BrowserContext;
  let shopperContext: BrowserContext;
  let financeContext: BrowserContext;
  let page: Page;
  let shopperPage: Page;
  let financePage: Page;
  let adminSession: ApiSession;
  let financeSession: ApiSession;
  let shopperSession: ApiSession;
  let order: PlacedOrder;

  before(async () => {
    const mail = await startSmtpCapture();
    smtp = mail.smtp;
    api = await startApi(mail.url, { adminPassword: admin.password, financeEmail: finance.email, financePassword: finance.password, seedDemo: false });
    adminSession = await apiLogin(api.baseUrl, admin.email, admin.password);
    financeSession = await apiLogin(api.baseUrl, finance.email, finance.password);
    shopperSession = await createShopper(api.baseUrl, smtp, adminSession, shopper, WALLET_DOLLARS);
    assert.ok((await searchGameDatabase(api.baseUrl, 'cyber')).some((game) => game.id === GAME_ID), `the game database has game ${GAME_ID}`);
    await listGame(api.baseUrl, adminSession, GAME_ID, PRICE, KEYS);
    assert.equal(await readUntil(async () => (await listedGame(api.baseUrl, GAME_ID))?.copies, KEYS.length), KEYS.length);

    // The shopper buys two keys; an admin refunds the first and replaces the second, each with a reason.
    order = await buyWithWallet(api.baseUrl, shopperSession, GAME_ID, 2);
    const [first, second] = order.games[0]!.gameKeys;
    await refundOverApi(api.baseUrl, adminSession, { orderId: order.orderId, gameId: GAME_ID, keyId: first!.id, reason: REFUND_REASON });
    await replaceOverApi(api.baseUrl, adminSession, { orderId: order.orderId, gameId: GAME_ID, keyId: second!.id, reason: REPLACE_REASON });
    // The Purchases list is a read model: wait until it shows both changes.
    const statuses = async () => (await adminOrders(api.baseUrl, adminSession)).orders[0]?.games[0]?.gameKeys.map((key) => key.status).sort();
    assert.deepEqual(await readUntil(statuses, ['active', 'refunded', 'replaced']), ['active', 'refunded', 'replaced']);

    browser = await launchBrowser();
    ({ adminContext, shopperContext, page, shopperPage } = await openAdminAndShopperPages(browser, api.baseUrl, 'dark'));
    financeContext = await browser.newContext({ baseURL: api.baseUrl, colorScheme: 'light', viewport: { width: 1280, height: 900 } });
    await recordLayoutShifts(financeContext);
    financePage = await financeContext.newPage();
    financePage.setDefaultTimeout(15_000);
  });

  after(async () => closeAll(financeContext, shopperContext, adminContext, browser, api, smtp));

  const history = () => adminGet<TimelineJson>(api.baseUrl, adminSession, `order/details/${order.orderId}/history`);
  const timeline = (): Locator => page.getByRole('list', { name: /^Timeline of order / });
  /** The timeline as shown: each entry's summary, actor and reason. */
  const timelineShown = async () =>
    Promise.all(
      (await timeline().getByTestId('timeline-entry').all()).map(async (entry) => ({
        summary: (await entry.getByTestId('timeline-summary').innerText()).trim(),
        actor: (await entry.getByTestId('timeline-actor').innerText()).trim(),
        reason: (await entry.getByTestId('timeline-reason').count()) ? (await entry.getByTestId('timeline-reason').innerText()).trim() : null,
      })),
    );
  const timelineExpected = (answer: TimelineJson) =>
    answer.events.map((event) => ({
      summary: event.summary,
      actor: event.actor.email ? `${event.actor.email} (${event.actor.role})` : event.actor.role === 'system' ? 'System' : event.actor.role,
      reason: event.reason === null ? null : `Reason: ${event.reason}`,
    }));

  it("shows the admin the order's timeline on Purchases: placed, paid, delivered, refunded and replaced with the reasons and the admin's e-mail", async () => {
    await signIn(page, admin.email, admin.password, '/admin');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const entries = (await page.getByTestId('admin-sidebar').getByRole('link').allInnerTexts()).map((entry) => entry.trim());
    assert.deepEqual(entries, ['Dashboard', 'Add a Game', 'Store Games', 'Purchases', 'Finance', 'Promo Codes', 'Customer Support', 'Users', 'Help', 'Settings', 'Logout']);
    await page.getByTestId('admin-sidebar').getByRole('link', { name: 'Purchases', exact: true }).click();
    await waitForPath(page, '/admin/purchases');
    const card = page.getByTestId('purchase-order').filter({ hasText: shopper.email });
    await card.getByRole('button', { name: /Order #/ }).click();
    // The details grow open (MUI Collapse) for a few hundred ms; a click on a button inside them
    // while they grow was lost on a busy machine (the button said aria-expanded=false for 15 s).
    await card.locator('.MuiCollapse-entered').first().waitFor();
    const toggle = card.getByRole('button', { name: 'Show timeline' });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    await toggle.click();
    await timeline().waitFor();

    const answer = await history();
    const types = answer.events.map((event) => event.type);
    for (const type of ['OrderPlaced', 'WalletDebited', 'KeysDelivered', 'KeyRefunded', 'WalletRefunded', 'KeyReplaced']) assert.ok(types.includes(type), `${type} in ${types.join(', ')}`);
    const refunded = answer.events.find((event) => event.type === 'KeyRefunded')!;
    assert.equal(refunded.reason, REFUND_REASON);
    assert.equal(refunded.actor.email, admin.email);
    assert.deepEqual(await readUntil(timelineShown, timelineExpected(answer)), timelineExpected(answer), 'every event, in log order');

    // The refund's line: its reason and the admin who gave it; the markup in the reason stays text.
    const refundEntry = timeline().locator('[data-type="KeyRefunded"]');
    await expectText(refundEntry.getByTestId('timeline-reason'), `Reason: ${REFUND_REASON}`);
    await expectText(refundEntry.getByTestId('timeline-actor'), `${admin.email} (admin)`);
    assert.equal(await timeline().locator('b').count(), 0, 'no markup from user text');
    await expectText(timeline().locator('[data-type="KeyReplaced"]').getByTestId('timeline-reason'), `Reason: ${REPLACE_REASON}`);
    await expectAccessibleInBothSchemes(page, 'an order timeline on Purchases');

    // A refund from the page: the open timeline is read again and ends with it.
    const countBefore = answer.events.length;
    await card.getByRole('button', { name: /^Refund key / }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund Key' });
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await waitForToast(page, 'success', 'Refund processed successfully');
    assert.ok(await readUntil(async () => (await history()).events.length > countBefore, true), 'the refund is on the order history');
    const refreshed = timelineExpected(await history());
    assert.deepEqual(await readUntil(timelineShown, refreshed), refreshed, 'the timeline shows the new refund');
  });

  it('signs the finance account in onto /admin/finance: Finance is its only entry', async () => {
    await signIn(financePage, finance.email, finance.password, '/admin/finance');
    await financePage.getByRole('heading', { level: 1, name: 'Finance' }).waitFor();
    const entries = (await financePage.getByTestId('admin-sidebar').getByRole('link').allInnerTexts()).map((entry) => entry.trim());
    assert.deepEqual(entries, ['Finance', 'Logout']);
    assert.equal(await financePage.getByTestId('admin-sidebar').getByRole('link', { name: 'Finance' }).getAttribute('aria-current'), 'page');
  });

  it('runs the report for the month picked: the chart, the rows and the totals as the API has them, the log position', async () => {
    await financePage.getByRole('combobox', { name: 'Month' }).click();
    await financePage.getByRole('option', { name: MONTH.name, exact: true }).click();
    assert.equal(await financePage.getByLabel('From', { exact: true }).inputValue(), MONTH.from);
    assert.equal(await financePage.getByLabel('To', { exact: true }).inputValue(), MONTH.to);
    await financePage.getByRole('button', { name: 'Run report' }).click();
    await financePage.waitForURL((url) => url.searchParams.get('from') === MONTH.from && url.searchParams.get('to') === MONTH.to);
    const totals = financePage.getByTestId('finance-totals');
    await totals.waitFor();

    const report = await financeReportJson(api.baseUrl, financeSession, { from: MONTH.from, to: MONTH.to, groupBy: 'day' });
    for (const [field, kind] of FIGURES) await expectText(totals.getByTestId(`finance-${field}`), figureText(report.totals[field], kind));
    assert.equal(await financePage.getByTestId('finance-row').count(), report.rows.length, 'every day of the month');
    await expectText(financePage.getByTestId('finance-as-of'), `As of log position ${report.asOf.position} (events read ${report.eventsRead})`);
    assert.ok((report.totals.refunds ?? 0) > 0 && report.totals.keysReplaced === 1, 'the refunds and the replacement are in it');

    // The chart: recharts' svg with a bar of net revenue and one of refunds for each day, named and described.
    const chart = financePage.getByRole('figure', { name: 'Net revenue and refunds' });
    await chart.locator('svg.recharts-surface').first().waitFor();
    const summary = (await chart.getByTestId('finance-chart-summary').innerText()).trim();
    assert.ok(summary.includes(usd(report.totals.netRevenue ?? 0)) && summary.includes(usd(report.totals.refunds ?? 0)), summary);
    assert.equal(await chart.locator('.recharts-bar').count(), 2, 'net revenue and refunds');
  });

  it('downloads the CSV the API answers for the same report, byte for byte, under its file name', async () => {
    const download = financePage.waitForEvent('download');
    await financePage.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    const api_ = await financeReport(api.baseUrl, financeSession, { from: MONTH.from, to: MONTH.to, groupBy: 'day', format: 'csv' });
    assert.equal(api_.status, 200);
    assert.deepEqual(await readFile(await file.path()), api_.body, 'the same bytes');
    assert.equal(`attachment; filename="${file.suggestedFilename()}"`, api_.headers.get('content-disposition'));
  });

  it('reads the report as of a log position, by game, and shows a bad As of in the words of the server', async () => {
    const report = await financeReportJson(api.baseUrl, financeSession, { from: MONTH.from, to: MONTH.to, groupBy: 'game' });
    await financePage.getByRole('combobox', { name: 'Group by' }).click();
    await financePage.getByRole('option', { name: 'Game', exact: true }).click();
    await financePage.getByRole('textbox', { name: 'As of (optional)' }).fill(String(report.asOf.position));
    await financePage.getByRole('button', { name: 'Run report' }).click();
    await financePage.waitForURL((url) => url.searchParams.get('groupBy') === 'game' && url.searchParams.get('asOf') === String(report.asOf.position));
    await financePage.getByTestId('finance-totals').waitFor();
    await expectText(financePage.getByTestId('finance-chart-summary'), 'By game there is no time line to chart: the table below has each game’s figures.');
    // Read until the game rows replace the day rows (or their placeholders): one read could land in between.
    const labels = async () => (await financePage.getByTestId('finance-row').getByTestId('finance-label').allInnerTexts()).map((text) => text.trim());
    const expected = report.rows.map((row) => row.label);
    assert.deepEqual(await readUntil(labels, expected), expected);
    await expectText(financePage.getByTestId('finance-totals').getByTestId('finance-netRevenue'), usd(report.totals.netRevenue ?? 0));

    await financePage.getByRole('textbox', { name: 'As of (optional)' }).fill('yesterday');
    await financePage.getByRole('button', { name: 'Run report' }).click();
    await expectText(financePage.getByTestId('finance-error'), 'asOf must be an ISO time or a log position');
  });

  it('keeps its room while the report loads (no layout shift), and passes axe in light and dark', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await financePage.route(isReportCall, async (route) => {
      await answered;
      await route.continue();
    });
    try {
      await financePage.goto(`/admin/finance?from=${MONTH.from}&to=${MONTH.to}&groupBy=day`);
      await financePage.getByTestId('finance-table').waitFor();
      await financePage.waitForTimeout(300);
      release();
      await financePage.getByTestId('finance-totals').waitFor();
      await financePage.locator('svg.recharts-surface').first().waitFor();
    } finally {
      await financePage.unroute(isReportCall);
    }
    const score = await layoutShiftScore(financePage);
    assert.ok(score < 0.01, `layout shift while the report loaded: ${score}`);
    await expectAccessibleInBothSchemes(financePage, 'the finance report');
  });

  it('sends the finance account from every other admin page, and the storefront, to /admin/finance', async () => {
    for (const path of ['/admin/view-games', '/admin/add-a-game', '/admin', '/admin/purchases', '/admin/customer-support', '/']) {
      await financePage.goto(path);
      await waitForPath(financePage, '/admin/finance');
      await financePage.getByRole('heading', { level: 1, name: 'Finance' }).waitFor();
    }
  });

  it("shows the shopper the wallet statement: the funds, the payment and the refunds' credits, newest first", async () => {
    const statement = await adminGet<WalletHistoryJson>(api.baseUrl, shopperSession, `users/${shopperSession.userId}/wallet/history`);
    assert.deepEqual(statement.entries.map((entry) => entry.type), ['WalletCredited', 'WalletDebited', 'WalletRefunded', 'WalletRefunded']);
    await signIn(shopperPage, shopper.email, shopper.password);
    await shopperPage.goto('/account-settings');
    const rows = shopperPage.getByTestId('wallet-statement').getByTestId('wallet-entry');
    await rows.first().waitFor();
    const shown = await Promise.all(
      (await rows.all()).map(async (row) => [(await row.getByTestId('wallet-entry-amount').innerText()).trim(), (await row.getByTestId('wallet-entry-balance').innerText()).trim()]),
    );
    const expected = [...statement.entries].reverse().map((entry) => [`${entry.direction === 'credit' ? '+' : '−'}${usd(entry.amount)}`, usd(entry.balanceAfter)]);
    assert.deepEqual(shown, expected);
    const refund = rows.filter({ hasText: REFUND_REASON });
    await expectText(refund.getByTestId('wallet-entry-title'), `Refund for order ${order.orderId.slice(-6).toUpperCase()}`);
    assert.equal(await shopperPage.getByTestId('wallet-statement').locator('b').count(), 0, 'the reason stays text');
    await expectAccessibleInBothSchemes(shopperPage, 'the wallet statement');
  });
});
