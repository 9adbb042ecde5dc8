import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expectAccessibleInBothSchemes } from './support/accessibility.js';
import { listedGame, searchGameDatabase } from './support/admin-api.js';
import { launchBrowser, openAdminAndShopperPages } from './support/browser.js';
import { closeAll } from './support/close-all.js';
import { apiLogin, inventoryOf, type ApiSession } from './support/ordering-api.js';
import { waitForToast } from './support/page-helpers.js';
import { readUntil } from './support/poll.js';
import { adminOrders, buyWithWallet, listGame, type PlacedOrder } from './support/purchases-api.js';
import { createShopper } from './support/shopper-account.js';
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture.js';
import { startApi, type RunningApi } from './support/start-api.js';
import { expectText, signIn } from './support/storefront-page.js';

const admin = { email: 'admin@keyledger.local', password: 'support-admin-2026' };
const shopper = { username: 'ticket_writer', email: 'ticket.writer@example.test', password: 'ticket-writer-2026' };

const GAME_ID = 1877;
const PRICE = '9.99';
/** One key bought, one left for its replacement. */
const KEYS = Array.from({ length: 2 }, (_, n) => `KL-SUP-${n + 1}-${randomBytes(4).toString('hex').toUpperCase()}`);
const XSS = '<img src=x onerror=alert(1)>';
const XSS_MESSAGE = '<script>alert("message")</script> and <b>bold</b>';
// The spec's texts, word for word.
const TEXTS = {
  signedOut: 'Login to Continue',
  closeConfirm: "Are you sure you want to close this ticket? This action cannot be undone. Once closed, you won't be able to add new replies.",
  closedNote: 'This ticket has been resolved and closed.',
  replied: 'Reply sent successfully',
};

describe('support tickets: a shopper asks about an order, the admin answers and replaces a key, the shopper closes the ticket', () => {
  let smtp: SmtpCapture;
  let api: RunningApi;
  let browser: Browser;
  let adminContext: BrowserContext;
  let shopperContext: BrowserContext;
  let page: Page;
  let shopperPage: Page;
  let adminSession: ApiSession;
  let shopperSession: ApiSession;
  let order: PlacedOrder;
  let subject: string;
  let gameName: string;
  /** Anything that opens an alert, confirm or prompt box: markup run as code would. */
  const dialogs: string[] = [];

  before(async () => {
    const mail = await startSmtpCapture();
    smtp = mail.smtp;
    api = await startApi(mail.url, { adminPassword: admin.password, seedDemo: false });
    adminSession = await apiLogin(api.baseUrl, admin.email, admin.password);
    shopperSession = await createShopper(api.baseUrl, smtp, adminSession, shopper, 50);
    const found = (await searchGameDatabase(api.baseUrl, 'cyber')).find((game) => game.id === GAME_ID);
    assert.ok(found, `the game database has game ${GAME_ID}`);
    gameName = found.name;
    await listGame(api.baseUrl, adminSession, GAME_ID, PRICE, KEYS);
    assert.equal(await readUntil(async () => (await listedGame(api.baseUrl, GAME_ID))?.copies, KEYS.length), KEYS.length);
    order = await buyWithWallet(api.baseUrl, shopperSession, GAME_ID, 1);
    subject = `Key for order ${order.orderId.slice(0, 8)} does not work`;

    browser = await launchBrowser();
    ({ adminContext, shopperContext, page, shopperPage } = await openAdminAndShopperPages(browser, api.baseUrl, 'dark'));
    for (const watched of [page, shopperPage]) {
      watched.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
    }
  });

  after(async () => closeAll(shopperContext, adminContext, browser, api, smtp));

  const shopperTicket = (text: string): Locator => shopperPage.getByTestId('ticket-item').filter({ has: shopperPage.getByTestId('ticket-subject').getByText(text, { exact: true }) });
  const detail = (on: Page): Locator => on.getByTestId('ticket-detail');

  /** Opens the New Ticket dialog, fills it and submits it; resolves once the ticket is shown. */
  const openTicket = async (ticketSubject: string, message: string, orderReference?: string) => {
    await shopperPage.getByRole('button', { name: 'New Ticket', exact: true }).click();
    const dialog = shopperPage.getByRole('dialog', { name: 'New Ticket' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: 'Subject' }).fill(ticketSubject);
    await dialog.getByRole('textbox', { name: 'Message' }).fill(message);
    if (orderReference) {
      await dialog.getByRole('combobox', { name: 'Order (optional)' }).click();
      await shopperPage.getByRole('option', { name: new RegExp(`^Order ${orderReference} `) }).click();
      await shopperPage.getByRole('listbox').waitFor({ state: 'hidden' });
    }
    await dialog.getByRole('button', { name: 'Submit Ticket', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectText(detail(shopperPage).getByTestId('ticket-detail-subject'), ticketSubject);
  };

  it('asks a signed-out visitor of /support to log in', async () => {
    await shopperPage.goto('/support');
    await shopperPage.getByRole('heading', { name: TEXTS.signedOut }).waitFor();
    await shopperPage.getByRole('link', { name: 'Log In' }).waitFor();
    await expectAccessibleInBothSchemes(shopperPage, 'support signed out');
  });

  it("shows a signed-out visitor of the support desk the spec's 'Admin Customer Support' prompt; other admin pages still send to /login", async () => {
    await shopperPage.goto('/admin/customer-support');
    await shopperPage.getByRole('heading', { level: 1, name: 'Admin Customer Support' }).waitFor();
    await shopperPage.getByRole('link', { name: 'Log In' }).waitFor();
    assert.equal(new URL(shopperPage.url()).pathname, '/admin/customer-support');
    // Nothing of the desk itself is shown or asked for.
    assert.equal(await shopperPage.getByTestId('ticket-item').count(), 0);
    await expectAccessibleInBothSchemes(shopperPage, 'support desk signed out');

    await shopperPage.goto('/admin/purchases');
    await shopperPage.waitForURL((url) => url.pathname === '/login');
  });

  it('opens tickets through /support: blanks refused, markup kept as text, the ticket about the order listed', async () => {
    await signIn(shopperPage, shopper.email, shopper.password);
    // A signed-in shopper is no admin: the desk sends them home.
    await shopperPage.goto('/admin/customer-support');
    await shopperPage.waitForURL((url) => url.pathname === '/');
    await shopperPage.goto('/support');
    await shopperPage.getByRole('heading', { level: 1, name: 'Customer Support' }).waitFor();
    await shopperPage.getByTestId('tickets-empty').waitFor();

    // Blank subject and message: refused before anything is sent.
    await shopperPage.getByRole('button', { name: 'New Ticket', exact: true }).click();
    const dialog = shopperPage.getByRole('dialog', { name: 'New Ticket' });
    await dialog.getByRole('textbox', { name: 'Subject' }).fill('   ');
    await dialog.getByRole('button', { name: 'Submit Ticket', exact: true }).click();
    await dialog.getByText('Subject is required', { exact: true }).waitFor();
    await dialog.getByText('Message is required', { exact: true }).waitFor();
    await expectAccessibleInBothSchemes(shopperPage, 'the new ticket dialog');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    await openTicket(XSS, XSS_MESSAGE);
    await expectText(detail(shopperPage).getByTestId('ticket-original').getByTestId('ticket-message-text'), XSS_MESSAGE);
    await shopperTicket(XSS).waitFor();
    assert.equal(await shopperPage.locator('img[src="x"]').count(), 0, 'no image made of the subject');
    assert.equal(await shopperPage.locator('[data-testid="ticket-detail"] script, [data-testid="ticket-detail"] b').count(), 0, 'no element made of the message');

    await openTicket(subject, 'My key says it was already used. Can you help?', order.transactionId.slice(-6).toUpperCase());
    await expectText(detail(shopperPage).getByTestId('ticket-status'), 'Open');
    await expectText(detail(shopperPage).getByTestId('ticket-order'), `About order ${order.transactionId.slice(-6).toUpperCase()}`);
    await expectText(detail(shopperPage).getByTestId('ticket-original').getByTestId('ticket-message-author'), 'You');
    assert.equal(await shopperPage.getByTestId('ticket-item').count(), 2);

    // The tabs: both open, none in progress.
    await shopperPage.getByRole('tab', { name: 'In Progress' }).click();
    await shopperPage.getByTestId('tickets-empty').waitFor();
    await shopperPage.getByRole('tab', { name: 'Open' }).click();
    await shopperTicket(subject).waitFor();
    await shopperPage.getByRole('tab', { name: 'All' }).click();
    await shopperTicket(subject).waitFor();
    await expectAccessibleInBothSchemes(shopperPage, 'support with two tickets');
    assert.deepEqual(dialogs, [], 'no alert ran');
  });

  const deskTicket = (text: string): Locator => page.getByTestId('ticket-item').filter({ has: page.getByTestId('ticket-subject').getByText(text, { exact: true }) });

  it("finds the shopper's tickets on the desk by e-mail, sets one In Progress and answers it", async () => {
    await signIn(page, admin.email, admin.password, '/admin');
    await page.getByTestId('admin-sidebar').getByRole('link', { name: 'Customer Support', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin/customer-support');
    await page.getByRole('heading', { level: 1, name: 'Customer Support' }).waitFor();
    await page.getByRole('textbox', { name: 'Search tickets' }).fill(shopper.email.toUpperCase());
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await deskTicket(subject).waitFor();
    await deskTicket(XSS).waitFor();
    assert.equal(await page.getByTestId('ticket-item').count(), 2);
    assert.equal(await page.locator('img[src="x"]').count(), 0, 'the subject is text on the desk too');
    await page.getByRole('textbox', { name: 'Search tickets' }).fill('nobody.at.all@example.test');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByTestId('tickets-empty').waitFor();
    await page.getByRole('textbox', { name: 'Search tickets' }).fill(shopper.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await deskTicket(subject).click();
    const pane = detail(page);
    await expectText(pane.getByTestId('ticket-detail-subject'), subject);
    await expectText(pane.getByTestId('ticket-order'), `About order ${order.transactionId.slice(-6).toUpperCase()}`);

    const toggle = pane.getByRole('button', { name: 'Customer Details' });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    await toggle.click();
    await expectText(pane.getByTestId('customer-email'), shopper.email);
    await expectAccessibleInBothSchemes(page, 'the support desk with a ticket open');

    await pane.getByRole('combobox', { name: 'Change status' }).click();
    await page.getByRole('option', { name: 'Set to In Progress', exact: true }).click();
    await waitForToast(page, 'success', 'Ticket status updated to In Progress');
    await expectText(pane.getByTestId('ticket-status'), 'In Progress');

    await pane.getByRole('textbox', { name: 'Your reply' }).fill('Sorry about that. We are looking into your order now.');
    await pane.getByRole('button', { name: 'Send Reply', exact: true }).click();
    await waitForToast(page, 'success', TEXTS.replied);
    await expectText(pane.getByTestId('ticket-reply').last().getByTestId('ticket-message-author'), 'Merchant');
    assert.equal(await pane.getByRole('textbox', { name: 'Your reply' }).inputValue(), '', 'the box is cleared once sent');

    // The status filter: the ticket is in progress now, the other one open.
    await page.getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: 'In Progress', exact: true }).click();
    await deskTicket(subject).waitFor();
    assert.equal(await readUntil(() => page.getByTestId('ticket-item').count(), 1), 1);
  });

  it('shows the shopper the Merchant reply and the status, and mails both', async () => {
    const replyMail = await smtp.nextFor(shopper.email, /^New reply to your ticket/, 10_000);
    assert.equal(replyMail.subject, `New reply to your ticket "${subject}"`);
    const statusMail = await smtp.nextFor(shopper.email, /^Your ticket /, 10_000);
    assert.equal(statusMail.subject, `Your ticket "${subject}" is now In Progress`);

    await shopperPage.getByRole('button', { name: 'Refresh', exact: true }).click();
    await shopperTicket(subject).click();
    const pane = detail(shopperPage);
    await expectText(pane.getByTestId('ticket-status'), 'In Progress');
    await expectText(pane.getByTestId('ticket-reply').last().getByTestId('ticket-message-author'), 'Merchant');
    await expectText(pane.getByTestId('ticket-reply').last().getByTestId('ticket-message-text'), 'Sorry about that. We are looking into your order now.');

    await pane.getByRole('textbox', { name: 'Your reply' }).fill('Thanks, order ' + order.orderId);
    await pane.getByRole('button', { name: 'Send Reply', exact: true }).click();
    await waitForToast(shopperPage, 'success', TEXTS.replied);
    await expectText(pane.getByTestId('ticket-reply').last().getByTestId('ticket-message-author'), 'You');
    await expectAccessibleInBothSchemes(shopperPage, 'support with a merchant reply');
  });


  it('looks the order up in Order Management and replaces its key after a confirmation; the order is read again, the choice cleared', async () => {
    const manage = page.getByRole('region', { name: 'Order Management' });
    // The ticket names the order: Order Management is open with it.
    const toggle = manage.getByRole('button', { name: 'Hide', exact: true });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    await expectText(manage.getByTestId('found-order').getByTestId('found-order-email'), shopper.email);
    assert.equal(await manage.getByRole('textbox', { name: 'Order ID' }).inputValue(), order.orderId);
    const orderId = manage.getByRole('textbox', { name: 'Order ID' });
    const find = manage.getByRole('button', { name: 'Find Order', exact: true });
    await orderId.fill('  ');
    await find.click();
    await manage.getByText('Order ID is required', { exact: true }).waitFor();
    await orderId.fill('00000000-0000-4000-8000-000000000000');
    await find.click();
    await waitForToast(page, 'error', 'Failed to find order');

    await orderId.fill('ZZ-9Q_');
    await find.click();
    await waitForToast(page, 'error', 'Failed to find order');

    // By the number the shopper knows (success screen, inventory, mails), as they may say it.
    const number = order.transactionId.slice(-6).toUpperCase();
    await orderId.fill(` #${number.toLowerCase()} `);
    await find.click();
    const found = manage.getByTestId('found-order');
    await expectText(found.getByTestId('found-order-number'), number);
    await expectText(found.getByTestId('found-order-email'), shopper.email);
    await expectText(found.getByTestId('found-order-total'), `$${order.totalAmount.toFixed(2)}`);
    await expectText(found.getByTestId('found-order-refunded'), '$0.00');
    await expectText(found.getByTestId('found-order-left'), `$${order.totalAmount.toFixed(2)}`);
    assert.equal(await manage.getByTestId('order-choices').count(), 0, 'one order has this number: no choice to make');

    // Numbers are short: another order (another shopper's card payment) ending the same way. Both are offered.
    const twinId = randomUUID();
    const twinEmail = 'twin.buyer@example.test';
    const twin = await createShopper(api.baseUrl, smtp, adminSession, { username: 'twin_buyer', email: twinEmail, password: 'twin-buyer-2026' }, 1);
    const written = await api.appendNewStream(`order-${twinId}`, [
      {
        type: 'OrderPlaced',
        data: { orderId: twinId, userId: twin.userId, lines: [], subtotalCents: 5_00, taxCents: 0, promoCode: null, promoDiscountCents: 0, totalCents: 5_00, paymentMethod: 'card', transactionId: `pay_twin_${order.transactionId.slice(-6)}` },
      },
    ]);
    await readUntil(async () => (await adminOrders(api.baseUrl, adminSession, { number })).total, 2);
    assert.ok(written > 0);
    await orderId.fill(number);
    await find.click();
    const choices = manage.getByTestId('order-choices');
    await expectText(choices.getByRole('heading'), `2 orders have the number ${number}: choose one`);
    assert.equal(await manage.getByTestId('found-order').count(), 0, 'no order shown until one is chosen');
    await expectAccessibleInBothSchemes(page, 'order management offering two orders of one number');
    // By keyboard (the failure toasts of the look-ups above sit over the list's corner at this size).
    await choices.getByTestId('order-choice').filter({ hasText: twinEmail }).focus();
    await page.keyboard.press('Enter');
    await expectText(found.getByTestId('found-order-email'), twinEmail);
    await expectText(found.getByTestId('found-order-total'), '$5.00');
    await orderId.fill(number);
    await find.click();
    await choices.getByTestId('order-choice').filter({ hasText: shopper.email }).focus();
    await page.keyboard.press('Enter');
    await expectText(found.getByTestId('found-order-email'), shopper.email);
    await expectText(found.getByTestId('order-status'), 'Completed');
    const item = found.getByTestId('order-item').filter({ hasText: gameName });
    await expectText(item.getByTestId('order-item-price'), `$${PRICE}`);
    await item.getByText('1 key').waitFor();
    await item.click();
    const oldKey = order.games[0]!.gameKeys[0]!.masked;
    const keyRow = found.getByTestId('order-management-key').filter({ hasText: oldKey });
    await expectText(keyRow.getByTestId('order-key-status'), 'Active');
    await keyRow.click();
    // The order's timeline, from the log: the order placed and the ticket about it (its subject as text).
    await found.getByRole('button', { name: 'Show timeline', exact: true }).click();
    const timeline = found.getByRole('list', { name: /^Timeline of order / });
    await timeline.locator('[data-type="OrderPlaced"]').waitFor();
    await timeline.locator('[data-type="TicketOpened"]').first().waitFor();
    assert.equal(await timeline.locator('[data-type="KeyReplaced"]').count(), 0);
    await expectAccessibleInBothSchemes(page, 'order management with a key chosen');

    await found.getByRole('button', { name: 'Replace Key', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Replace Key' });
    await dialog.waitFor();
    assert.equal(await dialog.getByTestId('used-key-warning').count(), 0, 'a replacement warns of nothing');
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    assert.equal(await reason.inputValue(), 'Replaced by customer support');
    await reason.fill('Key was region locked');
    await dialog.getByRole('button', { name: 'Replace', exact: true }).click();
    await waitForToast(page, 'success', 'Game key replaced successfully');
    await dialog.waitFor({ state: 'hidden' });
    // The choice is cleared and the order read again: the old key replaced, a new active one.
    assert.equal(await found.getByRole('button', { name: 'Replace Key', exact: true }).count(), 0);
    await item.getByText('2 keys').waitFor();
    await item.click();
    await expectText(keyRow.getByTestId('order-key-status'), 'Replaced');
    const active = found.getByTestId('order-management-key').filter({ hasNotText: oldKey });
    await expectText(active.getByTestId('order-key-status'), 'Active');
    // The open timeline is read again: the replacement, by the admin.
    await expectText(timeline.locator('[data-type="KeyReplaced"]').getByTestId('timeline-actor'), `${admin.email} (admin)`);
    await expectText(timeline.locator('[data-type="KeyReplaced"]').getByTestId('timeline-reason'), 'Reason: Key was region locked');
  });

  it("shows the shopper the new key in the inventory", async () => {
    const standing = async () => (await inventoryOf(api.baseUrl, shopperSession))[0]?.games[0]?.gameKeys.map((key) => key.status).sort();
    assert.deepEqual(await readUntil(standing, ['active', 'replaced']), ['active', 'replaced']);
    const newKey = (await inventoryOf(api.baseUrl, shopperSession))[0]!.games[0]!.gameKeys.find((key) => key.status === 'active')!.masked;
    await shopperPage.goto('/inventory');
    const tile = shopperPage.getByTestId('inventory-game');
    await tile.getByRole('button', { name: `Open ${gameName}`, exact: true }).click();
    const dialog = shopperPage.getByRole('dialog', { name: gameName });
    await expectText(dialog.getByTestId('game-key-masked'), newKey);
    await shopperPage.keyboard.press('Escape');
    await shopperPage.goto('/support');
    await shopperTicket(subject).click();
  });

  it('lets the shopper close the ticket after the confirmation: no reply box, the closed note', async () => {
    const pane = detail(shopperPage);
    await pane.getByRole('button', { name: 'Close Ticket', exact: true }).click();
    const confirm = shopperPage.getByRole('dialog', { name: 'Close Ticket' });
    await confirm.waitFor();
    await expectText(confirm.locator('.MuiDialogContentText-root'), TEXTS.closeConfirm);
    await confirm.getByRole('button', { name: 'Close Ticket', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await pane.getByText(TEXTS.closedNote, { exact: true }).waitFor();
    await expectText(pane.getByTestId('ticket-status'), 'Closed');
    assert.equal(await pane.getByRole('textbox', { name: 'Your reply' }).count(), 0, 'no reply box');
    assert.equal(await pane.getByRole('button', { name: 'Close Ticket', exact: true }).count(), 0);
    await shopperPage.getByRole('tab', { name: 'Closed' }).click();
    await shopperTicket(subject).waitFor();
    await expectAccessibleInBothSchemes(shopperPage, 'support with a closed ticket');

    // On the desk too: no status selector, no reply box.
    await page.reload();
    await page.getByRole('textbox', { name: 'Search tickets' }).fill(shopper.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await deskTicket(subject).click();
    await detail(page).getByText(TEXTS.closedNote, { exact: true }).waitFor();
    assert.equal(await detail(page).getByRole('combobox', { name: 'Change status' }).count(), 0);
    assert.equal(await detail(page).getByRole('textbox', { name: 'Your reply' }).count(), 0);
    assert.deepEqual(dialogs, [], 'no alert ran');
  });

  it('says what failed: the tickets not loaded or a new ticket not taken on /support, the tickets not loaded on the desk', async () => {
    const failing = (url: URL) => url.pathname.startsWith('/api/v1/ticket/');
    await shopperPage.route(failing, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal error"}' }));
    await page.route(failing, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal error"}' }));
    try {
      await shopperPage.goto('/support');
      await shopperPage.getByRole('alert').getByText('Failed to load tickets. Please try again later.', { exact: true }).waitFor();
      await shopperPage.getByRole('button', { name: 'New Ticket', exact: true }).click();
      const dialog = shopperPage.getByRole('dialog', { name: 'New Ticket' });
      await dialog.getByRole('textbox', { name: 'Subject' }).fill('Still there?');
      await dialog.getByRole('textbox', { name: 'Message' }).fill('Hello');
      await dialog.getByRole('button', { name: 'Submit Ticket', exact: true }).click();
      await dialog.getByRole('alert').getByText(/^Failed to create ticket\. Please try again later\./).waitFor();
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();

      await page.goto('/admin/customer-support');
      await waitForToast(page, 'error', 'Failed to load tickets');
    } finally {
      await shopperPage.unroute(failing);
      await page.unroute(failing);
    }
  });
});
