import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expectAccessibleInBothSchemes } from './support/accessibility.js';
import { launchBrowser, openLightPage } from './support/browser.js';
import { closeAll } from './support/close-all.js';
import { apiCall, type ApiSession } from './support/ordering-api.js';
import { waitForPath, waitForToast } from './support/page-helpers.js';
import { buyWithWallet, listGame } from './support/purchases-api.js';
import { serverRefusal } from './support/server-refusal.js';
import { createShopper } from './support/shopper-account.js';
import { tokenVerifyStatus } from './support/session-check.js';
import { changeRole, searchAccounts } from './support/staff-accounts.js';
import { startStoreWithShopper, type StoreWithShopper } from './support/store-with-shopper.js';
import { expectText, signIn } from './support/storefront-page.js';
import { openTicketAbout } from './support/ticket-api.js';

const admin = { email: 'admin@keyledger.local', password: 'erase-customer-admin-2026' };
const customer = { username: 'forget_me', email: 'forget.me@example.test', password: 'forget-me-2026' };
/** A customer made staff while the admin's dialog is open: the server's refusal shows in the dialog. */
const promoted = { username: 'soon_staff', email: 'soon.staff@example.test', password: 'soon-staff-2026' };
const GAME_ID = 1877;
const KEYS = Array.from({ length: 2 }, (_, n) => `KL-ERASE-${n + 1}-${randomBytes(4).toString('hex').toUpperCase()}`);
const REASON = 'The customer asked by e-mail to be forgotten';

/** GET users/{id} as the admin reads it, the fields the erasure changes. */
interface ReadAccount {
  email: string;
  username: string;
  erasedAt: string | null;
}

/** "Mar 14, 2026", as the page writes a date (frontend/src/shared/format/date.ts). */
const pageDate = (iso: string) => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(iso));

describe("the admin erases a customer on request from the customer's page (issue 36)", () => {
  /** The API, its mail catcher and the two sessions, closed together at the end. */
  let store: StoreWithShopper | undefined;
  let api: StoreWithShopper['api'];
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let adminSession: ApiSession;
  let customerSession: ApiSession;
  let promotedSession: ApiSession;

  before(async () => {
    store = await startStoreWithShopper(admin, customer, 20);
    ({ api, adminSession, shopperSession: customerSession } = store);
    promotedSession = await createShopper(api.baseUrl, store.smtp, adminSession, promoted, 1);
    await listGame(api.baseUrl, adminSession, GAME_ID, '9.99', KEYS);
    const order = await buyWithWallet(api.baseUrl, customerSession, GAME_ID, 1);
    await openTicketAbout(api.baseUrl, customerSession, order.orderId, 'Please delete my data', 'I am leaving the store.');

    browser = await launchBrowser();
    ({ context, page } = await openLightPage(browser, api.baseUrl));
    await signIn(page, admin.email, admin.password, '/admin');
  });

  after(async () => closeAll(context, browser, store?.api, store?.smtp));

  const eraseButton = () => page.getByRole('button', { name: 'Erase customer', exact: true });
  const eraseDialog = () => page.getByRole('dialog', { name: 'Erase customer' });
  const focused = (target: Locator) => target.evaluate((element) => element === document.activeElement);
  const readAccount = (userId: string) => apiCall<{ data: { user: ReadAccount } }>(api.baseUrl, 'GET', `users/${userId}`, { token: adminSession.token }).then((answer) => answer.data.user);

  it('opens the dialog from the customer’s page: what goes and what stays, a reason required in the role change’s words, axe in light and dark', async () => {
    await page.goto(`/admin/users/${customerSession.userId}`);
    await page.getByRole('heading', { level: 1, name: customer.email }).waitFor();
    assert.equal(await page.getByTestId('account-erased').count(), 0, 'a live account has no erased note');
    await eraseButton().click();
    const dialog = eraseDialog();
    await dialog.waitFor();
    assert.equal(await focused(dialog.getByRole('textbox', { name: 'Reason' })), true, 'the reason has the focus');
    const note = await page.locator(`#${await dialog.getAttribute('aria-describedby')}`).innerText();
    assert.match(note, new RegExp(`^${customer.email.replace(/\./g, '\\.')}'s personal data is erased`));
    assert.match(note, /orders, refunds and wallet movements stay/);
    assert.match(note, /cannot be undone/);

    // Nothing is sent without a reason, or with one too short.
    await dialog.getByRole('button', { name: 'Erase customer', exact: true }).click();
    await dialog.getByText('A reason is required', { exact: true }).waitFor();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('no');
    await dialog.getByRole('button', { name: 'Erase customer', exact: true }).click();
    await dialog.getByText('A reason of at least 3 characters is required', { exact: true }).waitFor();
    assert.equal((await readAccount(customerSession.userId)).erasedAt, null, 'nothing was erased');
    await expectAccessibleInBothSchemes(page, 'the Erase customer dialog with its problem shown');

    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await focused(eraseButton()), true, 'the focus is back on the button that opened the dialog');
  });

  it('erases with a reason by keyboard: the page says since when, the button is gone; the customer can neither use the old session nor sign in', async () => {
    const unknownLogin = await serverRefusal(api.baseUrl, 'POST', 'auth/login', { body: { email: 'nobody.here@example.test', password: customer.password } });
    await eraseButton().click();
    const dialog = eraseDialog();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(REASON);
    // Past Cancel to the dialog's own button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    assert.equal(await focused(dialog.getByRole('button', { name: 'Erase customer', exact: true })), true);
    await page.keyboard.press('Enter');
    await waitForToast(page, 'success', 'The customer was erased');
    await dialog.waitFor({ state: 'hidden' });

    const erased = await readAccount(customerSession.userId);
    assert.ok(erased.erasedAt, 'the server has the erasure');
    const noteOnPage = page.getByTestId('account-erased');
    await expectText(noteOnPage.getByTestId('account-erased-on'), `Erased on ${pageDate(erased.erasedAt)}`);
    assert.equal(await focused(noteOnPage), true, 'the focus is on the erased note, the button being gone');
    assert.equal(await eraseButton().count(), 0);
    assert.equal(erased.username, 'Erased customer');
    assert.equal(erased.email, `erased-${customerSession.userId}@erased.invalid`);
    await page.getByRole('heading', { level: 1, name: erased.email }).waitFor();
    await expectAccessibleInBothSchemes(page, 'an erased customer’s page');

    assert.equal(await tokenVerifyStatus(api.baseUrl, customerSession.token), 401, "the customer's session ended");
    const login = await serverRefusal(api.baseUrl, 'POST', 'auth/login', { body: { email: customer.email, password: customer.password } });
    assert.deepEqual([login.status, login.message], [unknownLogin.status, unknownLogin.message], 'refused as any wrong e-mail or password is');

    // Loaded afresh, the page shows the erasure and offers nothing to erase.
    await page.reload();
    await expectText(page.getByTestId('account-erased-on'), `Erased on ${pageDate(erased.erasedAt)}`);
    await page.getByRole('heading', { level: 1, name: erased.email }).waitFor();
    assert.equal(await eraseButton().count(), 0);
  });

  it('the users list marks the erased account with a chip; a live one has none', async () => {
    await page.goto('/admin/users');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('e');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = (email: string) => page.getByTestId('account-row').filter({ has: page.getByTestId('account-email').getByText(email, { exact: true }) });
    const erasedRow = row(`erased-${customerSession.userId}@erased.invalid`);
    await expectText(erasedRow.getByTestId('account-erased-chip'), 'Erased');
    await expectText(erasedRow.getByTestId('account-role'), 'Customer');
    assert.equal(await row(promoted.email).getByTestId('account-erased-chip').count(), 0);
    const listed = (await searchAccounts(api.baseUrl, adminSession, 'erased.invalid')).map((account) => account.id);
    assert.deepEqual(listed, [customerSession.userId]);
    await expectAccessibleInBothSchemes(page, 'the users list with an erased account');
  });

  it("shows the server's refusal in the dialog when the customer became staff meanwhile, and offers no erasure on staff or one's own account", async () => {
    await page.goto(`/admin/users/${promotedSession.userId}`);
    await eraseButton().click();
    const dialog = eraseDialog();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(REASON);
    await changeRole(api.baseUrl, adminSession, promotedSession.userId, 'support', 'Joins the support team');
    const expected = await serverRefusal(api.baseUrl, 'POST', `users/${promotedSession.userId}/erase`, { token: adminSession.token, body: { reason: REASON } });
    assert.equal(expected.status, 409);
    await dialog.getByRole('button', { name: 'Erase customer', exact: true }).click();
    const refused = dialog.getByTestId('change-refused');
    await expectText(refused.getByTestId('change-refused-reason'), expected.message);
    assert.equal(await refused.getAttribute('role'), 'alert');
    assert.equal((await readAccount(promotedSession.userId)).erasedAt, null);
    await expectAccessibleInBothSchemes(page, 'the Erase customer dialog refused');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Read again, the account is staff: no erasure offered.
    await page.reload();
    await expectText(page.getByTestId('account-role'), 'Support');
    assert.equal(await eraseButton().count(), 0);

    await page.goto(`/admin/users/${adminSession.userId}`);
    await waitForPath(page, `/admin/users/${adminSession.userId}`);
    await page.getByTestId('own-account-note').waitFor();
    assert.equal(await eraseButton().count(), 0);
    const own = await serverRefusal(api.baseUrl, 'POST', `users/${adminSession.userId}/erase`, { token: adminSession.token, body: { reason: REASON } });
    assert.equal(own.status, 403);
  });
});
