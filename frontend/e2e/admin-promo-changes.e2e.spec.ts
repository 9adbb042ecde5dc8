import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expectAccessibleInBothSchemes } from './support/accessibility.js';
import { adminGet, listedGame, type PromoListed } from './support/admin-api.js';
import { launchBrowser, openAdminAndShopperPages } from './support/browser.js';
import { closeAll } from './support/close-all.js';
import { layoutShiftScore } from './support/layout-shift.js';
import { apiCall, createPromo, type ApiSession } from './support/ordering-api.js';
import { waitForToast } from './support/page-helpers.js';
import { readUntil } from './support/poll.js';
import { listGame } from './support/purchases-api.js';
import type { RunningApi } from './support/start-api.js';
import type { SmtpCapture } from './support/smtp-capture.js';
import { startStoreWithShopper } from './support/store-with-shopper.js';
import { expectText, signIn } from './support/storefront-page.js';

const admin = { email: 'admin@keyledger.local', password: 'promo-changes-2026' };
const shopper = { username: 'promo_shopper', email: 'promo.shopper@example.test', password: 'promo-shopper-2026' };
const GAME_ID = 1877;
const KEYS = Array.from({ length: 3 }, (_, n) => `KL-ACCESS-${n + 1}-${randomBytes(4).toString('hex').toUpperCase()}`);
const day = (fromNow: number) => new Date(Date.now() + fromNow * 86_400_000).toISOString().slice(0, 10);

describe('promo codes an admin can change, and who saw which keys', () => {
  let smtp: SmtpCapture;
  let api: RunningApi;
  let browser: Browser;
  let adminContext: BrowserContext;
  let shopperContext: BrowserContext;
  let page: Page;
  let adminSession: ApiSession;

  before(async () => {
    ({ smtp, api, adminSession } = await startStoreWithShopper(admin, shopper, 10));
    await listGame(api.baseUrl, adminSession, GAME_ID, '59.99', KEYS);
    assert.equal(await readUntil(async () => (await listedGame(api.baseUrl, GAME_ID))?.copies, KEYS.length), KEYS.length);
    await createPromo(api.baseUrl, adminSession, { code: 'SUMMER', discountType: 'percentage', discountValue: 15, expiryDate: day(10) });
    await apiCall(api.baseUrl, 'POST', 'promo/create', { token: adminSession.token, body: { code: 'LIMITED', discountValue: 5, maxUses: 3, expiryDate: day(10) } });
    browser = await launchBrowser();
    ({ adminContext, shopperContext, page } = await openAdminAndShopperPages(browser, api.baseUrl, 'light'));
    await signIn(page, admin.email, admin.password, '/admin');
  });

  after(async () => closeAll(shopperContext, adminContext, browser, api, smtp));

  const promo = async (code: string): Promise<PromoListed & { isActive: boolean; expiryDate: string }> =>
    (await adminGet<{ promos: Array<PromoListed & { isActive: boolean; expiryDate: string }> }>(api.baseUrl, adminSession, 'promo')).promos.find((p) => p.code === code)!;
  const row = (code: string): Locator => page.getByTestId('promo-row').filter({ has: page.getByTestId('promo-code').getByText(code, { exact: true }) });

  it('deactivates (after asking), reactivates, extends the expiry and adds uses; each refusal says its rule under the field', async () => {
    await page.goto('/admin/promo-codes');
    await expectText(row('SUMMER').getByTestId('promo-status'), 'Active');

    await page.getByRole('button', { name: 'Deactivate SUMMER' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate Promo Code' });
    await confirm.getByText('Checkout refuses it until it is reactivated.', { exact: false }).waitFor();
    await expectAccessibleInBothSchemes(page, 'the deactivate confirmation');
    await confirm.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await waitForToast(page, 'success', 'Promo code SUMMER deactivated');
    await expectText(row('SUMMER').getByTestId('promo-status'), 'Inactive');
    assert.equal((await promo('SUMMER')).isActive, false);

    await page.getByRole('button', { name: 'Reactivate SUMMER' }).click();
    await waitForToast(page, 'success', 'Promo code SUMMER reactivated');
    await expectText(row('SUMMER').getByTestId('promo-status'), 'Active');

    // Extend expiry: a date not after the current one is refused under the field, nothing sent.
    await page.getByRole('button', { name: 'Extend expiry SUMMER' }).click();
    const extend = page.getByRole('dialog', { name: 'Extend Expiry' });
    const date = extend.getByLabel('New Expiry Date');
    await date.fill(day(5));
    await extend.getByRole('button', { name: 'Extend Expiry' }).click();
    await extend.getByText(`The new expiry date must be after the current one (${day(10)})`).waitFor();
    assert.equal(await date.getAttribute('aria-invalid'), 'true');
    await expectAccessibleInBothSchemes(page, 'the extend expiry dialog with a refusal');
    await date.fill(day(40));
    await extend.getByRole('button', { name: 'Extend Expiry' }).click();
    await waitForToast(page, 'success', 'Promo code SUMMER extended');
    await extend.waitFor({ state: 'hidden' });
    assert.equal((await promo('SUMMER')).expiryDate, `${day(40)}T23:59:59.999Z`);

    // Add uses: only for a code with a limit; a bad number is refused under the field.
    assert.equal(await page.getByRole('button', { name: 'Add uses SUMMER' }).count(), 0, 'no limit: nothing to add to');
    await page.getByRole('button', { name: 'Add uses LIMITED' }).click();
    const uses = page.getByRole('dialog', { name: 'Add Uses' });
    const field = uses.getByRole('textbox', { name: 'Uses to Add' });
    await field.fill('0');
    await uses.getByRole('button', { name: 'Add Uses' }).click();
    await uses.getByText('Uses to add must be a whole number of at least 1').waitFor();
    await field.fill('7');
    await uses.getByText('New limit: 10').waitFor();
    await expectAccessibleInBothSchemes(page, 'the add uses dialog');
    await uses.getByRole('button', { name: 'Add Uses' }).click();
    await waitForToast(page, 'success', 'Max uses of promo code LIMITED changed');
    await expectText(row('LIMITED').getByTestId('promo-usage'), '0/10');
    assert.equal((await promo('LIMITED')).maxUses, 10);
    await expectAccessibleInBothSchemes(page, 'the promo codes with their controls');
  });

  it('says under each field of Add Promo Code what is wrong, in the server’s words', async () => {
    await page.goto('/admin/promo-codes');
    await page.getByRole('button', { name: 'Add Promo Code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Promo Code' });
    await dialog.getByRole('textbox', { name: 'Code' }).fill('BIG');
    await dialog.getByRole('textbox', { name: 'Discount Value (%)' }).fill('150');
    await dialog.getByRole('textbox', { name: 'Max Uses' }).fill('0');
    await dialog.getByLabel('Expiry Date').fill(day(3));
    await dialog.getByRole('button', { name: 'Add Promo Code' }).click();
    await dialog.getByText('A percentage of at most 100: a whole number from 1 to 100').waitFor();
    await dialog.getByText('Max uses must be a whole number of at least 1').waitFor();
    await expectAccessibleInBothSchemes(page, 'the Add Promo Code dialog with field messages');

    // A fixed discount over the cap: the field names the rule (the server's words; the server refuses it the same way).
    await dialog.getByRole('textbox', { name: 'Max Uses' }).fill('');
    await dialog.getByRole('combobox', { name: 'Discount Type' }).click();
    await page.getByRole('option', { name: 'Fixed amount ($)' }).click();
    await dialog.getByRole('textbox', { name: 'Discount Value ($)' }).fill('100000.01');
    await dialog.getByRole('button', { name: 'Add Promo Code' }).click();
    await dialog.getByText('A fixed discount of at most $100,000.00: a positive dollar amount with at most two decimals').waitFor();
    const refused = await fetch(new URL('/api/v1/promo/create', api.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminSession.token}` },
      body: JSON.stringify({ code: 'BIG', discountType: 'fixed', discountValue: '100000.01', expiryDate: day(3) }),
    });
    // The API's own schema refuses what no discount type takes, naming both rules (its document states the bounds).
    assert.equal(((await refused.json()) as { message: string }).message, 'The discount must be a whole percent from 1 to 100, or a fixed amount of at most $100,000.00 with at most two decimals');
    await dialog.getByRole('textbox', { name: 'Discount Value ($)' }).fill('12.50');
    await dialog.getByRole('button', { name: 'Add Promo Code' }).click();
    await waitForToast(page, 'success', 'Promo code added successfully');
    await row('BIG').waitFor();
  });

  it('a failed load of the list is an error with Retry, never “No promo codes yet.”', async () => {
    const isList = (url: URL) => url.pathname === '/api/v1/promo';
    await page.route(isList, (route) => route.fulfill({ status: 503, contentType: 'application/problem+json', body: JSON.stringify({ status: 503, message: 'Unavailable' }) }));
    await page.goto('/admin/promo-codes');
    const failed = page.getByTestId('promo-error');
    await failed.getByText('The promo codes could not be loaded.').waitFor();
    assert.equal(await page.getByText('No promo codes yet.').count(), 0);
    await expectAccessibleInBothSchemes(page, 'the promo codes that failed to load');
    await page.unroute(isList);
    await failed.getByRole('button', { name: 'Retry' }).click();
    await row('SUMMER').waitFor();
    await failed.waitFor({ state: 'detached' });
  });

  it('at 375 px shows each code as a card: every field and control within reach, nothing scrolled sideways', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    try {
      await page.goto('/admin/promo-codes');
      const card = row('LIMITED');
      await card.getByRole('button', { name: 'Add uses LIMITED' }).waitFor();
      for (const part of [card.getByTestId('promo-discount'), card.getByTestId('promo-usage'), card.getByTestId('promo-status'), card.getByRole('button', { name: 'Delete LIMITED' })]) {
        const box = (await part.boundingBox())!;
        assert.ok(box.x >= 0 && box.x + box.width <= 375, `within the screen: ${JSON.stringify(box)}`);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`);
      await expectAccessibleInBothSchemes(page, 'the promo cards at 375 px');
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('the Game Keys tab shows who revealed which key and who downloaded the keys, newest first, never a key’s text', async () => {
    await page.goto('/admin/view-games');
    const name = (await adminGet<{ gameData: { name: string } }>(api.baseUrl, adminSession, `store/games/get?id=${GAME_ID}`)).gameData.name;
    await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Game' });
    await dialog.getByRole('tab', { name: 'Game Keys' }).click();
    const access = dialog.getByTestId('key-access');
    await access.getByText("No one has revealed or downloaded this game's keys yet.").waitFor();

    const firstKey = dialog.getByTestId('game-key-row').first();
    const masked = (await firstKey.getByTestId('game-key-masked').innerText()).trim();
    await firstKey.getByRole('button', { name: `Show key ${masked}` }).click();
    await firstKey.getByTestId('game-key-text').waitFor();
    const entries = access.getByTestId('key-access-entry');
    await expectText(entries.first().locator('p'), `${admin.email} revealed key ${masked}`);

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download CSV' }).click();
    await download;
    await expectText(entries.first().locator('p'), `${admin.email} downloaded ${KEYS.length} unsold keys`);
    assert.equal(await entries.count(), 2);
    await expectText(entries.nth(1).locator('p'), `${admin.email} revealed key ${masked}`);
    const text = await access.innerText();
    for (const key of KEYS) assert.ok(!text.includes(key), 'no key text in the history');
    assert.ok((await layoutShiftScore(page)) < 0.1, `layout shift: ${await layoutShiftScore(page)}`);
    await expectAccessibleInBothSchemes(page, 'the Game Keys tab with its key access');
  });
});
