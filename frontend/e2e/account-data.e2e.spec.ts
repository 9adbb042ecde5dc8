import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expectAccessibleInBothSchemes } from './support/accessibility.js';
import { launchBrowser, openLightPage } from './support/browser.js';
import { closeAll } from './support/close-all.js';
import { apiCall } from './support/ordering-api.js';
import { closeMenu, openAccountMenu, waitForPath, waitForToast } from './support/page-helpers.js';
import { readUntil } from './support/poll.js';
import { serverRefusal } from './support/server-refusal.js';
import { tokenVerifyStatus } from './support/session-check.js';
import { listGamesAndWait } from './support/listed-games.js';
import { buyGamesWithWallet, type PlacedOrder } from './support/purchases-api.js';
import { revealOwnKey } from './support/shopper-account.js';
import { gameDetail } from './support/store-data.js';
import { startStoreWithShopper, type StoreWithShopper } from './support/store-with-shopper.js';
import { expectText, signIn } from './support/storefront-page.js';
import { openTicketAbout } from './support/ticket-api.js';

const admin = { email: 'admin@keyledger.local', password: 'account-data-admin-2026' };
const shopper = { username: 'data_taker', email: 'data.taker@example.test', password: 'data-taker-2026' };
const BOUGHT = { id: 1877, price: '30.00' };
const WISHED = { id: 1009, price: '12.50' };
const TICKET = { subject: 'Where is my second key?', message: 'The order shows one key only.' };
const keysFor = (gameId: number) => Array.from({ length: 3 }, (_, n) => `KL-DATA-${gameId}-${n}-${randomBytes(4).toString('hex').toUpperCase()}`);

/** The export as the browser saves it (services/api/src/privacy/http/account-data.contract.ts), the fields read here. */
interface AccountData {
  profile: { id: string; email: string };
  orders: Array<{ orderId: string; games: Array<{ gameId: number; gameKeys: Array<{ id: string; masked: string; key: string | null }> }> }>;
  wishlist: Array<{ gameId: number; title: string }>;
  tickets: Array<{ subject: string; message: string }>;
}

describe('account settings, Your Data: the shopper downloads everything the store holds about them as a JSON file, then deletes the account', () => {
  /** The API, its mail catcher and the two sessions, closed together at the end. */
  let store: StoreWithShopper | undefined;
  let shopperId: string;
  let order: PlacedOrder;
  let revealedKey: string;
  let wishedTitle: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    store = await startStoreWithShopper(admin, shopper, 100);
    const { api, adminSession, shopperSession } = store;
    shopperId = shopperSession.userId;
    await listGamesAndWait(api.baseUrl, adminSession, [BOUGHT, WISHED].map((game) => ({ ...game, keys: keysFor(game.id) })));
    order = await buyGamesWithWallet(api.baseUrl, shopperSession, [{ gameId: BOUGHT.id, quantity: 2 }]);
    // A key shown in clear once: its text must still not be in the file.
    revealedKey = await revealOwnKey(api.baseUrl, shopperSession, order.games[0]!.gameKeys[0]!.id);
    await apiCall(api.baseUrl, 'POST', 'wishlist/add', { token: shopperSession.token, body: { userId: shopperSession.userId, gameId: WISHED.id } });
    wishedTitle = (await gameDetail(api.baseUrl, WISHED.id)).name;
    await openTicketAbout(api.baseUrl, shopperSession, order.orderId, TICKET.subject, TICKET.message);
    // The read models catch up a moment after the commands: wait until the export has all of it.
    const complete = async () => {
      const data = await apiCall<AccountData>(api.baseUrl, 'GET', `users/${shopperSession.userId}/export`, { token: shopperSession.token });
      return [data.orders.length, data.wishlist.length, data.tickets.length];
    };
    assert.deepEqual(await readUntil(complete, [1, 1, 1]), [1, 1, 1], 'the export has the order, the wishlist entry and the ticket');

    browser = await launchBrowser();
    ({ context, page } = await openLightPage(browser, api.baseUrl));
    await signIn(page, shopper.email, shopper.password);
  });

  after(async () => closeAll(context, browser, store?.api, store?.smtp));

  const downloadButton = () => page.getByRole('button', { name: 'Download my data', exact: true });

  /** Tab until `target` has the focus (at most `presses` times); fails if it never does. */
  const tabTo = async (target: Locator, presses = 6) => {
    for (let n = 0; n < presses; n += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    assert.ok(await target.evaluate((element) => element === document.activeElement), `${target.toString()} is reached with Tab`);
  };

  /** Holds back the export's answer until the returned function is called (a slow network, the server's real answer). */
  const holdExport = async (): Promise<() => void> => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/api/v1/users/*/export', async (route) => {
      await released;
      await route.continue();
    });
    return release;
  };

  it('opens the section from the settings navigation by keyboard, with its explanation, and passes axe in light and dark', async () => {
    await page.goto('/account-settings');
    const sections = page.getByRole('navigation', { name: 'Account settings', exact: true });
    const yourData = sections.getByRole('button', { name: 'Your Data', exact: true });
    await yourData.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/account-settings' && url.searchParams.get('section') === 'your-data');
    await page.getByRole('heading', { name: 'Your Data', level: 2 }).waitFor();
    // The button is described by the section's explanation, for a screen reader landing on it.
    assert.match((await downloadButton().getAttribute('aria-describedby')) ?? '', /\S/);
    const description = await page.locator(`#${await downloadButton().getAttribute('aria-describedby')}`).innerText();
    assert.match(description, /everything the store holds about your account/);
    await expectAccessibleInBothSchemes(page, '/account-settings?section=your-data');
  });

  it('Enter on Download my data: disabled with progress while it runs, in place, then the file under the server’s name with the account’s data and no key text', async () => {
    await waitForPath(page, '/account-settings');
    const release = await holdExport();
    try {
      await tabTo(downloadButton());
      const before = await downloadButton().boundingBox();
      const download = page.waitForEvent('download');
      await page.keyboard.press('Enter');

      await readUntil(() => downloadButton().isDisabled(), true);
      assert.equal(await downloadButton().isDisabled(), true, 'disabled while the file is fetched');
      await page.getByRole('status').filter({ hasText: 'Preparing your file' }).waitFor({ state: 'attached' });
      await page.getByRole('progressbar').first().waitFor();
      assert.deepEqual(await downloadButton().boundingBox(), before, 'the button keeps its place and size');

      release();
      const file = await download;
      assert.equal(file.suggestedFilename(), `keyledger-account-${shopperId}.json`);
      const text = await readFile(await file.path(), 'utf8');
      const data = JSON.parse(text) as AccountData;
      assert.equal(data.profile.id, shopperId);
      assert.equal(data.profile.email, shopper.email);
      assert.deepEqual(data.orders.map((placed) => placed.orderId), [order.orderId]);
      const keys = data.orders[0]!.games.flatMap((game) => game.gameKeys);
      assert.equal(keys.length, 2);
      assert.ok(keys.every((key) => key.key === null && key.masked.length > 0), JSON.stringify(keys));
      assert.ok(!text.includes(revealedKey), 'no key text, not even the revealed one');
      assert.deepEqual(data.wishlist, [{ gameId: WISHED.id, title: wishedTitle }]);
      assert.deepEqual(data.tickets.map((ticket) => [ticket.subject, ticket.message]), [[TICKET.subject, TICKET.message]]);
    } finally {
      release();
      await context.unroute('**/api/v1/users/*/export');
    }
    await readUntil(() => downloadButton().isEnabled(), true);
    assert.equal(await downloadButton().isEnabled(), true, 'enabled again once the file is saved');
  });

  it('offline, says clearly that the download failed, and lets the shopper try again', async () => {
    await context.setOffline(true);
    try {
      await downloadButton().focus();
      await page.keyboard.press('Enter');
      await waitForToast(page, 'error', 'An error occurred while downloading your data. Please try again.');
    } finally {
      await context.setOffline(false);
    }
    await readUntil(() => downloadButton().isEnabled(), true);
    const download = page.waitForEvent('download');
    await downloadButton().press('Enter');
    assert.equal((await download).suggestedFilename(), `keyledger-account-${shopperId}.json`);
  });

  const deleteButton = () => page.getByRole('button', { name: 'Delete my account', exact: true });
  const deleteDialog = () => page.getByRole('dialog', { name: 'Delete my account' });
  const focused = (target: Locator) => target.evaluate((element) => element === document.activeElement);
  /** Whether the server still takes the shopper's token. */
  const sessionAlive = async () => (await tokenVerifyStatus(store!.api.baseUrl, store!.shopperSession.token)) === 200;

  it('Delete my account opens by keyboard a dialog that says what goes, what stays and that keys become unreachable; passes axe in light and dark; Cancel gives the focus back', async () => {
    await page.goto('/account-settings?section=your-data');
    await downloadButton().focus();
    await tabTo(deleteButton(), 2);
    await page.keyboard.press('Enter');
    const dialog = deleteDialog();
    await dialog.waitFor();
    assert.equal(await focused(dialog.getByRole('textbox', { name: 'Password' })), true, 'the password field has the focus');
    const warning = await page.locator(`#${await dialog.getAttribute('aria-describedby')}`).innerText();
    assert.match(warning, /cannot be undone/);
    assert.match(warning, /profile, your e-mail address, the text of your support tickets and the mail/);
    assert.match(warning, /orders, refunds and wallet movements/);
    assert.match(warning, /keys in your inventory become unreachable/);
    await expectAccessibleInBothSchemes(page, 'the Delete my account dialog');

    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await focused(deleteButton()), true, 'the focus is back on the button that opened the dialog');
    assert.equal(await sessionAlive(), true);
  });

  it("refuses a blank password before sending and a wrong one in the server's words, in the dialog: nothing changes", async () => {
    const expected = await serverRefusal(store!.api.baseUrl, 'POST', 'auth/delete-account', { token: store!.shopperSession.token, body: { password: 'not-my-password' } });
    assert.equal(expected.status, 400);
    const sent: string[] = [];
    const watch = (request: { url(): string }) => {
      if (request.url().endsWith('/auth/delete-account')) sent.push(request.url());
    };
    page.on('request', watch);
    try {
      await deleteButton().click();
      const dialog = deleteDialog();
      await dialog.getByRole('button', { name: 'Delete my account', exact: true }).click();
      await dialog.getByText('Password is required', { exact: true }).waitFor();
      assert.deepEqual(sent, [], 'nothing was sent without a password');

      await dialog.getByRole('textbox', { name: 'Password' }).fill('not-my-password');
      await dialog.getByRole('textbox', { name: 'Password' }).press('Enter');
      const refused = dialog.getByTestId('delete-account-refused');
      await expectText(refused, expected.message);
      assert.equal(await refused.getAttribute('role'), 'alert');
      assert.equal(sent.length, 1);
      assert.equal(await readUntil(() => focused(dialog.getByRole('textbox', { name: 'Password' })), true), true, 'back in the password field to type it again');
      assert.equal(await dialog.getByRole('button', { name: 'Delete my account', exact: true }).isEnabled(), true);
      await expectAccessibleInBothSchemes(page, 'the Delete my account dialog refused');
    } finally {
      page.off('request', watch);
    }
    assert.equal(new URL(page.url()).pathname, '/account-settings');
    assert.equal(await sessionAlive(), true, 'the account and its session are as they were');
    await apiCall(store!.api.baseUrl, 'GET', `users/${shopperId}/export`, { token: store!.shopperSession.token });
  });

  it('the right password: disabled while it runs, then signed out on the home page with the notice; the old session and the old sign-in are refused', async () => {
    const unknown = await serverRefusal(store!.api.baseUrl, 'POST', 'auth/login', { body: { email: 'nobody.here@example.test', password: shopper.password } });
    const dialog = deleteDialog();
    await dialog.getByRole('textbox', { name: 'Password' }).fill(shopper.password);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/api/v1/auth/delete-account', async (route) => {
      await released;
      await route.continue();
    });
    try {
      await dialog.getByRole('button', { name: 'Delete my account', exact: true }).click();
      assert.equal(await readUntil(() => dialog.getByRole('button', { name: 'Delete my account', exact: true }).isDisabled(), true), true, 'disabled while it runs: not sent twice');
      assert.equal(await dialog.getByRole('button', { name: 'Cancel', exact: true }).isDisabled(), true);
      release();
      await waitForPath(page, '/');
      await waitForToast(page, 'success', 'Your account was deleted');
    } finally {
      release();
      await context.unroute('**/api/v1/auth/delete-account');
    }
    assert.ok((await openAccountMenu(page)).includes('Login'), 'the header offers Login: signed out');
    await closeMenu(page);
    assert.deepEqual(await page.evaluate(() => [localStorage.getItem('keyledger.token'), localStorage.getItem('keyledger.user')]), [null, null]);
    assert.equal(await sessionAlive(), false, 'the old session is dead');

    const again = await serverRefusal(store!.api.baseUrl, 'POST', 'auth/login', { body: { email: shopper.email, password: shopper.password } });
    assert.deepEqual([again.status, again.message], [unknown.status, unknown.message], 'refused as any wrong e-mail or password is');
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await waitForToast(page, 'error', unknown.message);
    assert.equal(new URL(page.url()).pathname, '/login');
  });
});
