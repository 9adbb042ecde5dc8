import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expectAccessibleInBothSchemes } from './support/accessibility.js';
import { adminGet } from './support/admin-api.js';
import { launchBrowser, openAdminAndShopperPages } from './support/browser.js';
import { closeAll } from './support/close-all.js';
import { apiCall, apiLogin, type ApiSession } from './support/ordering-api.js';
import { waitForToast } from './support/page-helpers.js';
import { readUntil } from './support/poll.js';
import { createShopper } from './support/shopper-account.js';
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture.js';
import { startApi, type RunningApi } from './support/start-api.js';
import { expectText, signIn } from './support/storefront-page.js';

const admin = { email: 'admin@keyledger.local', password: 'support-controls-2026' };
const shopper = { username: 'tab_reader', email: 'tab.reader@example.test', password: 'tab-reader-2026' };
const SHOPPER_TICKET = 'My download page is blank';
const DESK_TICKET = 'Wrong region on my key';

interface TicketListed {
  _id: string;
  subject: string;
  status: string;
}

describe('support controls: the desk asks before closing and names statuses as the spec does; /support shows only the chosen tab’s tickets', () => {
  let smtp: SmtpCapture;
  let api: RunningApi;
  let browser: Browser;
  let adminContext: BrowserContext;
  let shopperContext: BrowserContext;
  let page: Page;
  let shopperPage: Page;
  let adminSession: ApiSession;
  let shopperSession: ApiSession;
  let deskTicketId: string;

  const openTicketOverApi = async (subject: string) =>
    (
      await apiCall<{ ticket: TicketListed }>(api.baseUrl, 'POST', 'ticket/create', {
        token: shopperSession.token,
        body: { subject, message: `${subject}. Can you help?` },
        headers: { 'Idempotency-Key': randomUUID() },
      })
    ).ticket;

  before(async () => {
    const mail = await startSmtpCapture();
    smtp = mail.smtp;
    api = await startApi(mail.url, { adminPassword: admin.password, seedDemo: false });
    adminSession = await apiLogin(api.baseUrl, admin.email, admin.password);
    shopperSession = await createShopper(api.baseUrl, smtp, adminSession, shopper, 10);
    await openTicketOverApi(SHOPPER_TICKET);
    deskTicketId = (await openTicketOverApi(DESK_TICKET))._id;
    browser = await launchBrowser();
    ({ adminContext, shopperContext, page, shopperPage } = await openAdminAndShopperPages(browser, api.baseUrl, 'dark'));
  });

  after(async () => closeAll(shopperContext, adminContext, browser, api, smtp));

  const ticketItem = (on: Page, subject: string): Locator => on.getByTestId('ticket-item').filter({ has: on.getByTestId('ticket-subject').getByText(subject, { exact: true }) });
  const detail = (on: Page): Locator => on.getByTestId('ticket-detail');
  const statusOnServer = async () => {
    const { tickets } = await adminGet<{ tickets: TicketListed[] }>(api.baseUrl, adminSession, `ticket/all?search=${encodeURIComponent(DESK_TICKET)}`);
    return tickets.find((ticket) => ticket._id === deskTicketId)?.status;
  };

  it('shows on /support only a ticket the chosen tab lists: none beside "No tickets here yet."', async () => {
    await signIn(shopperPage, shopper.email, shopper.password);
    await shopperPage.goto('/support');
    await ticketItem(shopperPage, SHOPPER_TICKET).click();
    await expectText(detail(shopperPage).getByTestId('ticket-detail-subject'), SHOPPER_TICKET);

    // Both tickets are open: the In Progress tab has none, and shows none beside its empty text.
    await shopperPage.getByRole('tab', { name: 'In Progress' }).click();
    await shopperPage.getByTestId('tickets-empty').getByText('No tickets here yet.').waitFor();
    assert.equal(await readUntil(() => detail(shopperPage).count(), 0), 0, 'no ticket of another tab is shown');
    await shopperPage.getByText('Select a ticket to see its messages.').waitFor();
    await expectAccessibleInBothSchemes(shopperPage, 'an empty support tab');

    // Closed from the Open tab, the ticket leaves that tab's list, and the pane with it.
    await shopperPage.getByRole('tab', { name: 'Open' }).click();
    await ticketItem(shopperPage, SHOPPER_TICKET).click();
    await detail(shopperPage).getByRole('button', { name: 'Close Ticket', exact: true }).click();
    const confirm = shopperPage.getByRole('dialog', { name: 'Close Ticket' });
    await confirm.getByRole('button', { name: 'Close Ticket', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await ticketItem(shopperPage, SHOPPER_TICKET).waitFor({ state: 'detached' });
    assert.equal(await readUntil(() => detail(shopperPage).count(), 0), 0, 'the closed ticket is not shown beside the Open tab');

    // The Closed tab lists it, and shows it when chosen.
    await shopperPage.getByRole('tab', { name: 'Closed' }).click();
    await ticketItem(shopperPage, SHOPPER_TICKET).click();
    await detail(shopperPage).getByText('This ticket has been resolved and closed.', { exact: true }).waitFor();
  });

  it("asks the admin before closing a ticket, and names the new status in the spec's words", async () => {
    await signIn(page, admin.email, admin.password, '/admin');
    await page.goto('/admin/customer-support');
    await ticketItem(page, DESK_TICKET).click();
    const pane = detail(page);
    await expectText(pane.getByTestId('ticket-detail-subject'), DESK_TICKET);

    const choose = async (option: string) => {
      await pane.getByRole('combobox', { name: 'Change status' }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    await choose('Set to In Progress');
    await waitForToast(page, 'success', 'Ticket status updated to In Progress');
    await expectText(pane.getByTestId('ticket-status'), 'In Progress');

    // Close Ticket asks first; Cancel leaves the ticket as it was.
    await choose('Close Ticket');
    const confirm = page.getByRole('dialog', { name: 'Close Ticket' });
    await confirm.getByText('This cannot be undone', { exact: false }).waitFor();
    await expectAccessibleInBothSchemes(page, 'the close confirmation on the desk');
    await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    assert.equal(await statusOnServer(), 'in-progress', 'nothing was closed on Cancel');
    await expectText(pane.getByTestId('ticket-status'), 'In Progress');

    await choose('Close Ticket');
    await confirm.getByRole('button', { name: 'Close Ticket', exact: true }).click();
    await waitForToast(page, 'success', 'Ticket status updated to Closed');
    await expectText(pane.getByTestId('ticket-status'), 'Closed');
    assert.equal(await readUntil(statusOnServer, 'closed'), 'closed');
    assert.equal(await pane.getByRole('combobox', { name: 'Change status' }).count(), 0, 'a closed ticket offers no status change');
  });
});
