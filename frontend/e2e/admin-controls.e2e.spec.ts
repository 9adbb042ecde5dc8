import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core';
import { expectAccessibleInBothSchemes } from './support/accessibility.js';
import { adminGet, listedGame, searchGameDatabase } from './support/admin-api.js';
import { launchBrowser, openAdminAndShopperPages } from './support/browser.js';
import { catalogueApi } from './support/catalogue-api.js';
import { closeAll } from './support/close-all.js';
import { apiCall, apiLogin, type ApiSession } from './support/ordering-api.js';
import { waitForPath, waitForToast } from './support/page-helpers.js';
import { readUntil } from './support/poll.js';
import { listGame } from './support/purchases-api.js';
import { serverRefusal } from './support/server-refusal.js';
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture.js';
import { startApi, type RunningApi } from './support/start-api.js';
import { expectText, signIn } from './support/storefront-page.js';

const admin = { email: 'admin@keyledger.local', password: 'admin-controls-2026' };
const GAME_ID = 1877;
const PRICE = '59.99';
const keys = (count: number, tag: string) => Array.from({ length: count }, (_, n) => `KL-CTL-${tag}-${n + 1}-${randomBytes(4).toString('hex').toUpperCase()}`);
/** The first upload: a header line naming the column, then these keys. */
const FIRST_KEYS = keys(5, 'A');

/** The toasts of a type, their titles and descriptions as one text each. */
const toastTexts = async (page: Page, type: 'success' | 'error') => (await page.locator(`[data-sonner-toast][data-type="${type}"]`).allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
/** Waits until the toasts shown so far have gone (4 s each), so the next ones read alone. */
const noToastsLeft = async (page: Page) => assert.equal(await readUntil(() => page.locator('[data-sonner-toast]').count(), 0), 0);

describe('admin controls that do not lie: settings, the catalogue edit, refusals and successes, key uploads', () => {
  let smtp: SmtpCapture;
  let api: RunningApi;
  let browser: Browser;
  let adminContext: BrowserContext;
  let shopperContext: BrowserContext;
  let page: Page;
  let adminSession: ApiSession;
  let gameName: string;

  before(async () => {
    const mail = await startSmtpCapture();
    smtp = mail.smtp;
    api = await startApi(mail.url, { adminPassword: admin.password, seedDemo: false });
    adminSession = await apiLogin(api.baseUrl, admin.email, admin.password);
    const found = (await searchGameDatabase(api.baseUrl, 'cyber')).find((game) => game.id === GAME_ID);
    assert.ok(found, `the game database has game ${GAME_ID}`);
    gameName = found.name;
    browser = await launchBrowser();
    ({ adminContext, shopperContext, page } = await openAdminAndShopperPages(browser, api.baseUrl, 'light'));
    await signIn(page, admin.email, admin.password, '/admin');
  });

  after(async () => closeAll(shopperContext, adminContext, browser, api, smtp));

  const twoFactorOnServer = async () => (await adminGet<{ data: { user: { twoFactorEnabled: boolean } } }>(api.baseUrl, adminSession, `users/${adminSession.userId}`)).data.user.twoFactorEnabled;

  /** Chooses a file in the dialog's CSV picker (its button named `button`). */
  const chooseCsv = async (dialog: Locator, button: string, name: string, text: string) => {
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: button, exact: true }).click();
    await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  };

  it("offers no setting the store does not honour; the 2FA switch is the admin's own, on the server", async () => {
    await page.goto('/admin/settings');
    for (const tab of ['General', 'Notifications', 'Security', 'API']) await page.getByRole('tab', { name: tab, exact: true }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Save Changes' }).count(), 0, 'nothing kept in the browser to save');
    assert.equal(await page.getByRole('textbox', { name: 'Store Name' }).count(), 0);

    await page.getByRole('tab', { name: 'Security', exact: true }).click();
    const panel = page.getByRole('tabpanel', { name: 'Security' });
    await panel.getByRole('heading', { name: 'Security Settings' }).waitFor();
    assert.equal(await panel.getByRole('switch', { name: 'IP Restriction' }).count(), 0);
    assert.equal(await panel.getByRole('spinbutton').count(), 0, 'no session timeout or password expiry field');
    const notOffered = panel.getByTestId('settings-not-available');
    for (const item of ['IP restriction', 'Session timeout', 'Password expiry']) await notOffered.getByText(item).waitFor();

    const twoFactor = panel.getByRole('switch', { name: 'Two-Factor Authentication' });
    assert.equal(await twoFactor.isChecked(), false);
    assert.equal(await twoFactorOnServer(), false);
    // The switch flips once the server has answered.
    await twoFactor.click();
    await waitForToast(page, 'success', 'Two-factor authentication enabled successfully');
    assert.equal(await twoFactor.isChecked(), true);
    assert.equal(await twoFactorOnServer(), true, 'the switch turned the admin account’s two-factor sign-in on');
    await expectAccessibleInBothSchemes(page, 'the Security settings');
    // The switch shows the server's state after a reload too.
    await page.reload();
    await page.getByRole('tab', { name: 'Security', exact: true }).click();
    assert.equal(await page.getByRole('switch', { name: 'Two-Factor Authentication' }).isChecked(), true);
    await page.getByRole('switch', { name: 'Two-Factor Authentication' }).click();
    await waitForToast(page, 'success', 'Two-factor authentication disabled successfully');
    assert.equal(await page.getByRole('switch', { name: 'Two-Factor Authentication' }).isChecked(), false);
    assert.equal(await twoFactorOnServer(), false);

    await page.getByRole('tab', { name: 'API', exact: true }).click();
    const apiPanel = page.getByRole('tabpanel', { name: 'API' });
    await apiPanel.getByRole('heading', { name: 'API Settings' }).waitFor();
    assert.equal(await apiPanel.getByRole('textbox').count(), 0, 'no API key or webhook URL field');
    assert.equal(await apiPanel.getByRole('button', { name: 'Regenerate' }).count(), 0);
    assert.equal(await apiPanel.getByRole('switch').count(), 0, 'no API or rate limiting switch');
    await apiPanel.getByTestId('settings-not-available').getByText('Webhooks').waitFor();
    await expectAccessibleInBothSchemes(page, 'the API settings');

    await page.getByRole('tab', { name: 'Notifications', exact: true }).click();
    assert.equal(await page.getByRole('tabpanel', { name: 'Notifications' }).getByRole('switch').count(), 0, 'no alert switches the store would not honour');
  });

  it('counts a CSV without its header line, refuses a file without keys, shows the upload running, then says what it added', async () => {
    await page.goto('/admin/add-a-game');
    const search = page.getByRole('searchbox', { name: 'Search for games' });
    await search.fill('cyber');
    await search.press('Enter');
    await page.getByRole('button', { name: `Add to Store: ${gameName}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Game to Store' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: 'Price' }).fill(PRICE);
    const status = dialog.getByTestId('csv-keys-status');
    const addButton = dialog.getByRole('button', { name: 'Add to Store', exact: true });

    // Files without keys: empty, a header line only, blank lines only.
    for (const [name, text] of [['empty.csv', ''], ['header-only.csv', 'key\n'], ['blank.csv', '\n  \n\n']] as const) {
      await chooseCsv(dialog, 'Choose CSV file', name, text);
      await expectText(status, 'The file has no keys');
      assert.equal(await addButton.isDisabled(), true, `${name} cannot be added`);
    }
    // The header rule (the server's): the first line's first column, trimmed and unquoted, in any case.
    await chooseCsv(dialog, 'Choose CSV file', 'quoted.csv', ' "Activation Key" ,platform\nAAAAA-11111,pc\r\nBBBBB-22222,pc\n');
    await expectText(status, 'quoted.csv: 2 keys (header line skipped)');
    await chooseCsv(dialog, 'Choose CSV file', 'no-header.csv', 'keyboard-0001\nSERIAL-0002\n');
    await expectText(status, 'no-header.csv: 2 keys');
    await chooseCsv(dialog, 'Choose CSV file', 'keys.csv', `Game Key\n${FIRST_KEYS.join('\n')}\n\n`);
    await expectText(status, `keys.csv: ${FIRST_KEYS.length} keys (header line skipped)`);
    await expectAccessibleInBothSchemes(page, 'the Add Game to Store dialog with a header line skipped');

    // The upload is held on its way until the page has shown that it runs.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const isAddGame = (url: URL) => url.pathname === '/api/v1/store/add-game';
    await page.route(isAddGame, async (route: Route) => {
      await held;
      await route.continue();
    });
    const answered = page.waitForResponse((response) => isAddGame(new URL(response.url())));
    try {
      await addButton.click();
      await expectText(status, `Uploading ${FIRST_KEYS.length} keys…`);
      await dialog.getByRole('progressbar', { name: `Uploading ${FIRST_KEYS.length} keys…` }).waitFor();
    } finally {
      release();
    }
    const answer = (await (await answered).json()) as { keysAdded: number; headerSkipped: boolean };
    await page.unroute(isAddGame);
    await dialog.waitFor({ state: 'hidden' });
    // The server skipped the header line too: it stored the keys, not the column's name.
    assert.deepEqual([answer.keysAdded, answer.headerSkipped], [FIRST_KEYS.length, true]);
    // The success says what happened, with the counts the server answered.
    const added = `${answer.keysAdded} keys added; header line skipped`;
    await waitForToast(page, 'success', 'Game added to the store');
    assert.ok((await toastTexts(page, 'success')).some((text) => text.includes('Game added to the store') && text.includes(added)), `the toast says "${added}"`);
    assert.equal(await readUntil(async () => (await listedGame(api.baseUrl, GAME_ID))?.copies, answer.keysAdded), answer.keysAdded);
  });

  /** The game listed (the upload test lists it through the page; over the API if that test did not get so far). */
  const ensureListed = async () => {
    if ((await listedGame(api.baseUrl, GAME_ID)) === null) await listGame(api.baseUrl, adminSession, GAME_ID, PRICE, FIRST_KEYS);
    await readUntil(async () => (await listedGame(api.baseUrl, GAME_ID)) !== null, true);
  };

  /** Opens the Edit Game dialog from Store Games. */
  const openEditDialog = async (): Promise<Locator> => {
    await page.goto('/admin/view-games');
    await page.getByRole('button', { name: `Edit ${gameName}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Game' });
    await dialog.waitFor();
    return dialog;
  };

  it("shows a refusal in the server's words without 'Try again'; only a failure a retry may fix says to try again", async () => {
    await ensureListed();
    await noToastsLeft(page);
    const duplicate = FIRST_KEYS[0]!;
    // What the server says about a key already in the store (it writes nothing).
    const refusal = await serverRefusal(api.baseUrl, 'POST', 'store/games/update', { token: adminSession.token, body: { gameId: GAME_ID, keysCsv: `${duplicate}\n` } });
    assert.ok(refusal.status >= 400 && refusal.status < 500 && refusal.status !== 429, `a refusal: ${refusal.status}`);
    const copiesBefore = (await listedGame(api.baseUrl, GAME_ID))?.copies;

    const dialog = await openEditDialog();
    await dialog.getByRole('tab', { name: 'Game Keys' }).click();
    await chooseCsv(dialog, 'Upload CSV', 'again.csv', `${duplicate}\n${keys(1, 'B')[0]}\n`);
    await expectText(dialog.getByTestId('csv-keys-status'), 'again.csv: 2 keys');
    await dialog.getByRole('button', { name: 'Add Keys', exact: true }).click();
    await waitForToast(page, 'error', refusal.message);
    const refused = await toastTexts(page, 'error');
    assert.ok(refused.every((text) => !/try again/i.test(text)), `no "try again" in ${JSON.stringify(refused)}`);
    assert.equal((await listedGame(api.baseUrl, GAME_ID))?.copies, copiesBefore, 'nothing was added');

    // The server failing (a 503): worth another go, and the toast says so.
    await noToastsLeft(page);
    const isUpdate = (url: URL) => url.pathname === '/api/v1/store/games/update';
    await page.route(isUpdate, (route) => route.fulfill({ status: 503, contentType: 'application/problem+json', body: '{"message":"Service Unavailable"}' }));
    try {
      await dialog.getByRole('textbox', { name: 'Add a key' }).fill(keys(1, 'C')[0]!);
      await dialog.getByRole('button', { name: 'Add Key', exact: true }).click();
      await waitForToast(page, 'error', 'Try again');
    } finally {
      await page.unroute(isUpdate);
    }

    // A typed key added: the toast says how many.
    await noToastsLeft(page);
    await dialog.getByRole('button', { name: 'Add Key', exact: true }).click();
    await waitForToast(page, 'success', '1 key added');
    assert.equal(await readUntil(async () => (await listedGame(api.baseUrl, GAME_ID))?.copies, (copiesBefore ?? 0) + 1), (copiesBefore ?? 0) + 1);
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('refuses a cleared price instead of saving $59.99; asks before a 100 % discount and before unlisting the featured game', async () => {
    await ensureListed();
    // A price other than the dialog's default first, so a silent fallback to 59.99 would show.
    await apiCall(api.baseUrl, 'POST', 'store/games/update', { token: adminSession.token, body: { gameId: GAME_ID, price: '42.50' } });
    assert.equal(await readUntil(async () => (await listedGame(api.baseUrl, GAME_ID))?.price, 42.5), 42.5);
    const again = await openEditDialog();
    const price = again.getByRole('textbox', { name: 'Price' });
    assert.equal(await price.inputValue(), '42.50');
    await price.fill('');
    await again.getByText('Enter a price: a game cannot be sold without one', { exact: true }).waitFor();
    const save = again.getByRole('button', { name: 'Save Changes', exact: true });
    assert.equal(await save.isDisabled(), true, 'a cleared price cannot be saved');
    assert.equal((await listedGame(api.baseUrl, GAME_ID))?.price, 42.5);
    // A price typed again is saved, and the toast says which.
    await price.fill('44.00');
    await save.click();
    await waitForToast(page, 'success', 'Price saved: $44.00');
    await again.waitFor({ state: 'hidden' });
    assert.equal(await readUntil(async () => (await listedGame(api.baseUrl, GAME_ID))?.price, 44), 44);

    const dialog = await openEditDialog();
    // 100 %: the game would be free; Cancel leaves the discount as it was.
    await dialog.getByRole('textbox', { name: 'Discount (%)' }).fill('100');
    await dialog.getByRole('button', { name: 'Set', exact: true }).click();
    const free = page.getByRole('dialog', { name: 'Make it free?' });
    await free.waitFor();
    await free.getByText(`A 100% discount makes ${gameName} free`).waitFor();
    await expectAccessibleInBothSchemes(page, 'the 100% discount confirmation');
    await free.getByRole('button', { name: 'Cancel', exact: true }).click();
    await free.waitFor({ state: 'hidden' });
    assert.equal((await listedGame(api.baseUrl, GAME_ID))?.discount, 0);
    await dialog.getByRole('button', { name: 'Set', exact: true }).click();
    await free.getByRole('button', { name: 'Make it free', exact: true }).click();
    await waitForToast(page, 'success', 'Discount Set Successfully!');
    assert.equal(await readUntil(async () => (await listedGame(api.baseUrl, GAME_ID))?.discount, 100), 100);

    await dialog.getByRole('button', { name: 'Set Featured' }).click();
    await waitForToast(page, 'success', `${gameName} is now the featured game`);
    await dialog.getByRole('button', { name: 'Already Featured' }).waitFor();
    await dialog.getByRole('button', { name: 'Remove From Store' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove From Store' });
    await confirm.getByText('the store will then have no featured game', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await waitForToast(page, 'success', `${gameName} was removed from the store`);
    assert.equal(await readUntil(async () => listedGame(api.baseUrl, GAME_ID), null), null);
    assert.equal(await readUntil(() => catalogueApi(api.baseUrl).featured(), null), null, 'no featured game, as the confirmation said');
    await waitForPath(page, '/admin/view-games');
  });
});
