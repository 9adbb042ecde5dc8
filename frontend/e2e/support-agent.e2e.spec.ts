import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessibleInBothSchemes } from './support/accessibility.js';
import { launchBrowser, openLightPage } from './support/browser.js';
import { closeAll } from './support/close-all.js';
import { signInWithMailedCode } from './support/mailed-code.js';
import { apiLogin, inventoryOf, type ApiSession } from './support/ordering-api.js';
import { waitForPath, waitForToast } from './support/page-helpers.js';
import { readUntil } from './support/poll.js';
import { buyWithWallet, listGame, type PlacedOrder } from './support/purchases-api.js';
import { serverRefusal } from './support/server-refusal.js';
import { createShopper } from './support/shopper-account.js';
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture.js';
import { changeRole, turnOnTwoFactor } from './support/staff-accounts.js';
import { startApi, type RunningApi } from './support/start-api.js';
import { openTicketAbout } from './support/ticket-api.js';
import { expectText } from './support/storefront-page.js';

const admin = { email: 'admin@keyledger.local', password: 'support-day-admin-2026' };
const agent = { username: 'desk_agent', email: 'desk.agent@example.test', password: 'desk-agent-2026' };
const buyer = { username: 'key_buyer', email: 'key.buyer@example.test', password: 'key-buyer-2026' };

const DESK = '/admin/customer-support';
const GAME_ID = 1877;
const PRICE = '9.99';
/** One key bought, one left for its replacement. */
const KEYS = Array.from({ length: 2 }, (_, n) => `KL-AGT-${n + 1}-${randomBytes(4).toString('hex').toUpperCase()}`);
const SUBJECT = 'The key I bought does not activate';
const TWO_FACTOR_REQUIRED = { status: 403, type: 'urn:keyledger:problem:two-factor-required', message: 'Turn on two-factor sign-in to use staff pages' };
/** The admin area's pages a support agent has no permission for. */
const NOT_FOR_SUPPORT = ['Dashboard', 'Add a Game', 'Store Games', 'Finance', 'Promo Codes', 'Users', 'Settings'];

describe("the support agent's day: two-factor sign-in turned on first, a ticket answered, a key replaced, no refund", () => {
  let smtp: SmtpCapture;
  let api: RunningApi;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let adminSession: ApiSession;
  let buyerSession: ApiSession;
  let agentId: string;
  let order: PlacedOrder;

  /** The agent's token as the browser holds it. */
  const agentToken = async (): Promise<string> => {
    const token = await page.evaluate(() => localStorage.getItem('keyledger.token'));
    assert.ok(token, 'the agent is signed in');
    return token;
  };

  before(async () => {
    const mail = await startSmtpCapture();
    smtp = mail.smtp;
    api = await startApi(mail.url, { adminPassword: admin.password, seedDemo: false, staffTwoFactor: 'required' });
    // The admin is staff too: its calls are refused until its own two-factor sign-in is on.
    adminSession = await apiLogin(api.baseUrl, admin.email, admin.password);
    await turnOnTwoFactor(api.baseUrl, adminSession);
    buyerSession = await createShopper(api.baseUrl, smtp, adminSession, buyer, 40);
    // The product's way to a support account: a registered account, given the role by an admin.
    agentId = (await createShopper(api.baseUrl, smtp, adminSession, agent, 1)).userId;
    await changeRole(api.baseUrl, adminSession, agentId, 'support', 'Hired for the support desk');
    await listGame(api.baseUrl, adminSession, GAME_ID, PRICE, KEYS);
    order = await buyWithWallet(api.baseUrl, buyerSession, GAME_ID, 1);
    await openTicketAbout(api.baseUrl, buyerSession, order.orderId, SUBJECT, 'Steam says the key is invalid.');

    browser = await launchBrowser();
    ({ context, page } = await openLightPage(browser, api.baseUrl));
  });

  after(async () => closeAll(context, browser, api, smtp));

  it('signs in without two-factor sign-in and is taken through turning it on before any staff page or call', async () => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(agent.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(agent.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    // The support desk is the agent's first page; the set-up step stands in its place.
    await waitForPath(page, DESK);
    await page.getByRole('heading', { level: 1, name: 'Turn on two-factor sign-in' }).waitFor();
    assert.equal(await page.getByTestId('admin-sidebar').count(), 0, 'no staff page yet');
    assert.equal(await page.getByTestId('ticket-item').count(), 0);
    await expectAccessibleInBothSchemes(page, 'the staff two-factor set-up step');
    // The server says the same to the agent's own token.
    const refused = await serverRefusal(api.baseUrl, 'GET', 'ticket/all', { token: await agentToken() });
    assert.deepEqual(refused, TWO_FACTOR_REQUIRED);
    // Another admin page goes through the same step.
    await page.goto('/admin/purchases');
    await page.getByRole('heading', { level: 1, name: 'Turn on two-factor sign-in' }).waitFor();
    await page.goto(DESK);

    await page.getByRole('button', { name: 'Turn on two-factor sign-in', exact: true }).click();
    await waitForToast(page, 'success', 'Two-factor sign-in is on');
    // Then on to where the agent was going.
    await page.getByRole('heading', { level: 1, name: 'Customer Support' }).waitFor();
    assert.equal(new URL(page.url()).pathname, DESK);
  });

  it('is asked for the mailed code at the next sign-in, and sees only what support may do', async () => {
    await page.goto('/logout');
    // Signing out ends on a fresh load of the store: waited for, so the next navigation is not cut short.
    await page.waitForURL((url) => url.pathname === '/', { waitUntil: 'load' });
    await page.waitForFunction(() => localStorage.getItem('keyledger.token') === null);
    await signInWithMailedCode(page, smtp, agent, DESK);
    await page.getByRole('heading', { level: 1, name: 'Customer Support' }).waitFor();
    const entries = (await page.getByTestId('admin-sidebar').getByRole('link').allInnerTexts()).map((entry) => entry.trim());
    assert.ok(entries.includes('Customer Support'), `the desk is in the sidebar: ${entries.join(', ')}`);
    for (const hidden of NOT_FOR_SUPPORT) assert.ok(!entries.includes(hidden), `no ${hidden} entry: ${entries.join(', ')}`);
    // An admin page the agent may not open goes back to the desk.
    await page.goto('/admin/promo-codes');
    await waitForPath(page, DESK);
    await page.goto('/admin/users');
    await waitForPath(page, DESK);
  });

  it('answers the ticket', async () => {
    await page.getByRole('textbox', { name: 'Search tickets' }).fill(buyer.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const ticket = page.getByTestId('ticket-item').filter({ has: page.getByTestId('ticket-subject').getByText(SUBJECT, { exact: true }) });
    await ticket.click();
    const pane = page.getByTestId('ticket-detail');
    await expectText(pane.getByTestId('ticket-detail-subject'), SUBJECT);
    await pane.getByRole('textbox', { name: 'Your reply' }).fill('Sorry about that: a new key is on its way.');
    await pane.getByRole('button', { name: 'Send Reply', exact: true }).click();
    await waitForToast(page, 'success', 'Reply sent successfully');
    await expectText(pane.getByTestId('ticket-reply').last().getByTestId('ticket-message-author'), 'Merchant');
    const mail = await smtp.nextFor(buyer.email, /^New reply to your ticket/, 10_000);
    assert.equal(mail.subject, `New reply to your ticket "${SUBJECT}"`);
  });

  it("replaces the buyer's key from Order Management, with no Refund button to be seen", async () => {
    const manage = page.getByRole('region', { name: 'Order Management' });
    const found = manage.getByTestId('found-order');
    await expectText(found.getByTestId('found-order-email'), buyer.email);
    await found.getByTestId('order-item').first().click();
    const oldKey = order.games[0]!.gameKeys[0]!.masked;
    const keyRow = found.getByTestId('order-management-key').filter({ hasText: oldKey });
    await keyRow.click();
    await found.getByRole('button', { name: 'Replace Key', exact: true }).waitFor();
    assert.equal(await page.getByRole('button', { name: /refund/i }).count(), 0, 'no refund for support');
    await expectAccessibleInBothSchemes(page, "the support desk as the support agent's, a key chosen");

    await found.getByRole('button', { name: 'Replace Key', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Replace Key' });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Key did not activate');
    await dialog.getByRole('button', { name: 'Replace', exact: true }).click();
    await waitForToast(page, 'success', 'Game key replaced successfully');
    await dialog.waitFor({ state: 'hidden' });
    const standing = async () => (await inventoryOf(api.baseUrl, buyerSession))[0]?.games[0]?.gameKeys.map((key) => key.status).sort();
    assert.deepEqual(await readUntil(standing, ['active', 'replaced']), ['active', 'replaced']);
  });

  it('is refused a refund over the API with its own token (403), and nothing is refunded', async () => {
    const active = (await inventoryOf(api.baseUrl, buyerSession))[0]!.games[0]!.gameKeys.find((key) => key.status === 'active')!;
    const refused = await serverRefusal(api.baseUrl, 'POST', 'refund/process', {
      token: await agentToken(),
      body: { orderId: order.orderId, gameId: GAME_ID, keyToRefund: active.id },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    assert.equal(refused.status, 403);
    const keys = (await inventoryOf(api.baseUrl, buyerSession))[0]!.games[0]!.gameKeys.map((key) => key.status).sort();
    assert.deepEqual(keys, ['active', 'replaced'], 'the key is still active');
  });
});
