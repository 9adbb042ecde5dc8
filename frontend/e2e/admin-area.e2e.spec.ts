import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expectAccessibleInBothSchemes } from './support/accessibility.js';
import { adminGet, listedGame, searchGameDatabase, type MonthFigure, type PromoListed, type WeeklySales } from './support/admin-api.js';
import { launchBrowser, openAdminAndShopperPages } from './support/browser.js';
import { closeAll } from './support/close-all.js';
import { apiLogin, inventoryOf, type ApiSession } from './support/ordering-api.js';
import { layoutShiftScore } from './support/layout-shift.js';
import { cents, usd } from './support/money.js';
import { waitForPath, waitForToast } from './support/page-helpers.js';
import { readUntil } from './support/poll.js';
import { createShopper, revealOwnKey } from './support/shopper-account.js';
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture.js';
import { startApi, type RunningApi } from './support/start-api.js';
import { expectText, signIn } from './support/storefront-page.js';

const admin = { email: 'admin@keyledger.local', password: 'admin-area-2026' };
const shopper = { username: 'key_collector', email: 'key.collector@example.test', password: 'collector-pass-2026' };

// The spec's figures, written out here so the test does not read them from the app.
const GAME_ID = 1877;
const PRICE = '59.99';
const KEY_COUNT = 20;
const DISCOUNT = 25;
const SIDEBAR = { open: 250, collapsed: 70, drawer: 280 };
/** The store's projections, as GET /health names them. */
const READ_MODELS = ['catalogue', 'inventory', 'order-history', 'promo-codes', 'refund-requests', 'sales', 'tickets'];
const WEEK_DAYS: Record<string, string> = { Mon: 'Monday', Tue: 'Tuesday', Wed: 'Wednesday', Thu: 'Thursday', Fri: 'Friday', Sat: 'Saturday', Sun: 'Sunday' };

/** The dashboard's calls: its figures, its chart and its recent games. */
const isDashboardFigure = (url: URL): boolean => /^\/api\/v1\/(order\/|users\/count|store\/gameCount|store\/games\/get-all)/.test(url.pathname);
/** null: the month before had none, so the figure is new (not +100%). */
const changeLine = (percent: number | null): string => (percent === null ? 'New this month' : `${percent < 0 ? '-' : '+'}${Math.abs(percent)}% from last month`);
/** This test run's keys: unique in the store, one per line of the CSV. */
const KEYS = Array.from({ length: KEY_COUNT }, (_, n) => `KL-E2E-${String(n + 1).padStart(2, '0')}-${randomBytes(4).toString('hex').toUpperCase()}`);

describe('the admin area: a game listed, sold, discounted, featured, exported and removed; the frame; promo codes', () => {
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
  let gameSlugPath: string;
  /** The key the shopper bought, in clear. */
  let soldKey: string;

  before(async () => {
    const mail = await startSmtpCapture();
    smtp = mail.smtp;
    api = await startApi(mail.url, { adminPassword: admin.password, seedDemo: false });
    adminSession = await apiLogin(api.baseUrl, admin.email, admin.password);
    shopperSession = await createShopper(api.baseUrl, smtp, adminSession, shopper, 100);
    const found = (await searchGameDatabase(api.baseUrl, 'cyber')).find((game) => game.id === GAME_ID);
    assert.ok(found, `the game database has game ${GAME_ID}`);
    gameName = found.name;

    browser = await launchBrowser();
    ({ adminContext, shopperContext, page, shopperPage } = await openAdminAndShopperPages(browser, api.baseUrl, 'dark'));
  });

  after(async () => closeAll(shopperContext, adminContext, browser, api, smtp));

  const sidebar = () => page.getByTestId('admin-sidebar');
  const goTo = async (entry: string, path: string) => {
    await sidebar().getByRole('link', { name: entry, exact: true }).click();
    await waitForPath(page, path);
  };
  const statValue = (card: string): Locator => page.getByTestId(card).getByTestId('stat-value');

  /** Opens the edit dialog of the listed game from Store Games. */
  const openEditDialog = async (): Promise<Locator> => {
    await goTo('Store Games', '/admin/view-games');
    await page.getByRole('button', { name: `Edit ${gameName}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Game' });
    await dialog.waitFor();
    return dialog;
  };

  const closeDialog = async (dialog: Locator) => {
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  };

  /** At 375 px: no sidebar; the menu button slides out the 280 px drawer, which closes on a choice. */
  const expectMobileDrawer = async () => {
    await sidebar().waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByTestId('admin-drawer');
    await drawer.waitFor();
    assert.equal(await readUntil(async () => (await drawer.boundingBox())?.width, SIDEBAR.drawer), SIDEBAR.drawer);
    await expectText(drawer.getByTestId('admin-email'), admin.email);
    await expectAccessibleInBothSchemes(page, 'the mobile drawer');
    await drawer.getByRole('link', { name: 'Promo Codes', exact: true }).click();
    await waitForPath(page, '/admin/promo-codes');
    await drawer.waitFor({ state: 'hidden' });
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 375, 'nothing wider than the screen');
  };

  it('signs the admin in through the login page, onto the dashboard: the user, no games yet', async () => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await waitForPath(page, '/admin');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    assert.equal(await page.getByRole('banner').count(), 0, 'no storefront top bar');

    const entries = await sidebar().getByRole('link').allInnerTexts();
    assert.deepEqual(
      entries.map((entry) => entry.trim()),
      ['Dashboard', 'Add a Game', 'Store Games', 'Purchases', 'Finance', 'Promo Codes', 'Customer Support', 'Users', 'Help', 'Settings', 'Logout'],
    );
    assert.equal(await sidebar().getByRole('link', { name: 'Dashboard', exact: true }).getAttribute('aria-current'), 'page');
    const { data } = await adminGet<{ data: { user: { username: string } } }>(api.baseUrl, adminSession, `users/${adminSession.userId}`);
    await expectText(page.getByTestId('admin-username'), data.user.username || 'Admin');
    await expectText(page.getByTestId('admin-email'), admin.email);
    assert.equal(await sidebar().getByRole('link', { name: 'Logout' }).getAttribute('href'), '/logout');

    // Decision 7: no sample games; no fake change figure.
    await page.getByTestId('recent-activity-empty').getByText('No games in the store yet').waitFor();
    await expectText(statValue('stat-total-games'), '0');
    await expectText(statValue('stat-total-sales'), '0');
    assert.equal(await page.getByText('+12.5% from last month').count(), 0);
    for (const action of ['Add New Game', 'Manage Games', 'View Help']) await page.getByRole('link', { name: action, exact: true }).first().waitFor();
    await expectAccessibleInBothSchemes(page, 'the empty dashboard');
  });

  it('adds the game from the game database with a CSV of 20 keys: priced to the cent', async () => {
    await goTo('Add a Game', '/admin/add-a-game');
    const search = page.getByRole('searchbox', { name: 'Search for games' });
    assert.equal(await search.getAttribute('placeholder'), 'Search for games...');
    await search.fill('cyber');
    await search.press('Enter');
    await page.getByRole('heading', { name: 'Search result for "cyber"' }).waitFor();
    const cards = page.getByTestId('database-game');
    await cards.first().waitFor();
    const ratings = (await page.getByTestId('database-game-rating').allInnerTexts()).map((text) => Number(text.split(' ')[0]));
    assert.deepEqual(ratings, [...ratings].sort((a, b) => b - a), 'best rated first');
    await expectAccessibleInBothSchemes(page, 'the game database results');

    await page.getByRole('button', { name: `Add to Store: ${gameName}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Game to Store' });
    await dialog.waitFor();
    const addButton = dialog.getByRole('button', { name: 'Add to Store', exact: true });
    assert.equal(await addButton.isDisabled(), true, 'a price and keys are needed first');
    await dialog.getByRole('textbox', { name: 'Price' }).fill(PRICE);
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose CSV file' }).click();
    await (await chooser).setFiles({ name: 'keys.csv', mimeType: 'text/csv', buffer: Buffer.from(`${KEYS.join('\n')}\n\n`) });
    await expectText(dialog.getByTestId('csv-keys-status'), `keys.csv: ${KEY_COUNT} keys`);
    await expectAccessibleInBothSchemes(page, 'the Add Game to Store dialog');
    await addButton.click();
    await waitForToast(page, 'success', 'Game added to the store');
    await dialog.waitFor({ state: 'hidden' });

    const listed = await readUntil(async () => (await listedGame(api.baseUrl, GAME_ID))?.copies, KEY_COUNT);
    assert.equal(listed, KEY_COUNT);
    assert.equal((await listedGame(api.baseUrl, GAME_ID))?.price, 59.99, '$59.99 stays $59.99');

    // Opened again, the store lookup finds it: copies and price, more keys, removal, download.
    await page.getByRole('button', { name: `Add to Store: ${gameName}`, exact: true }).click();
    const listedDialog = page.getByRole('dialog', { name: 'Edit Game' });
    await listedDialog.waitFor();
    await expectText(listedDialog.getByTestId('listed-copies'), String(KEY_COUNT));
    await expectText(listedDialog.getByTestId('listed-price'), usd(59.99));
    for (const name of ['Add Keys', 'Remove From Store', 'Download Keys (.csv)']) await listedDialog.getByRole('button', { name, exact: true }).waitFor();
    await listedDialog.getByRole('button', { name: 'Close', exact: true }).click();
    await listedDialog.waitFor({ state: 'hidden' });
  });

  it('lets a shopper find it with 20 copies and buy one with the wallet', async () => {
    await signIn(shopperPage, shopper.email, shopper.password);
    await shopperPage.goto('/explore');
    await shopperPage.getByRole('searchbox', { name: 'Search games' }).fill(gameName);
    // The search settles first: a click before it would be undone by the search's own navigation.
    await expectText(shopperPage.getByTestId('search-result-line'), `Found 1 results for "${gameName}"`);
    const card = shopperPage.getByTestId('game-card').filter({ has: shopperPage.getByTestId('game-card-name').getByText(gameName, { exact: true }) });
    await card.getByRole('link').first().click();
    await shopperPage.getByRole('heading', { level: 1, name: gameName, exact: true }).waitFor();
    gameSlugPath = new URL(shopperPage.url()).pathname;
    assert.equal((await listedGame(api.baseUrl, GAME_ID))?.copies, KEY_COUNT);
    await expectText(shopperPage.getByTestId('hero-price').getByTestId('current-price'), usd(59.99));

    await shopperPage.getByRole('button', { name: 'Add to Cart' }).click();
    await waitForPath(shopperPage, '/cart');
    await shopperPage.getByRole('link', { name: 'Checkout' }).click();
    await waitForPath(shopperPage, '/checkout');
    const field = (label: string) => shopperPage.getByRole('textbox', { name: label });
    await field('First Name').fill('Kay');
    await field('Last Name').fill('Collector');
    await field('Address').fill('1 Vault Street');
    await field('City').fill('Springfield');
    await field('ZIP Code').fill('62701');
    await shopperPage.getByRole('radio', { name: `Wallet (${usd(100)})` }).check();
    await shopperPage.getByRole('button', { name: 'Complete Purchase' }).click();
    await shopperPage.getByRole('heading', { name: 'Order Complete!' }).waitFor();

    assert.equal(await readUntil(async () => (await listedGame(api.baseUrl, GAME_ID))?.copies, KEY_COUNT - 1), KEY_COUNT - 1);
    const [order] = await inventoryOf(api.baseUrl, shopperSession);
    const boughtKey = order?.games[0]?.gameKeys[0];
    assert.ok(boughtKey, 'the shopper owns one key');
    soldKey = await revealOwnKey(api.baseUrl, shopperSession, boughtKey.id);
    assert.ok(KEYS.includes(soldKey), 'the key sold is one of the uploaded keys');
  });

  it('searches the store games: the query shown as text, a blank search back to the list', async () => {
    await goTo('Store Games', '/admin/view-games');
    const search = page.getByRole('searchbox', { name: 'Search store games' });
    const resultLine = page.getByTestId('store-games-result-line');
    await search.fill('<b>nothing</b>');
    await search.press('Enter');
    await expectText(resultLine, 'Found 0 results for "<b>nothing</b>"');
    await page.getByTestId('store-games-empty').getByText('No games found').waitFor();

    const part = gameName.slice(0, 4).toLowerCase();
    await search.fill(part);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expectText(resultLine, `Found 1 results for "${part}"`);
    await expectText(page.getByTestId('store-game-name'), gameName);
    await expectText(page.getByTestId('store-game-copies'), `${KEY_COUNT - 1} copies`);

    await search.fill('   ');
    await search.press('Enter');
    await expectText(resultLine, '');
    assert.equal(new URL(page.url()).search, '', 'back to the paged list');
    await expectText(page.getByTestId('store-game-name'), gameName);
    await page.getByRole('button', { name: 'List view' }).click();
    assert.equal(await page.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed'), 'true');
    await expectAccessibleInBothSchemes(page, 'the store games list');
  });

  it('sets a discount (the shopper sees the sale price) and features the game (the home page shows it)', async () => {
    const dialog = await openEditDialog();
    await expectText(dialog.getByTestId('edit-game-name'), gameName);
    await expectText(dialog.getByTestId('current-discount'), '0%');
    await expectText(dialog.getByTestId('edit-key-count'), String(KEY_COUNT - 1));
    await dialog.getByRole('textbox', { name: 'Discount (%)' }).fill(String(DISCOUNT));
    await dialog.getByRole('button', { name: 'Set', exact: true }).click();
    await waitForToast(page, 'success', 'Discount Set Successfully!');
    await expectText(dialog.getByTestId('current-discount'), `${DISCOUNT}%`);

    await dialog.getByRole('button', { name: 'Set Featured' }).click();
    await waitForToast(page, 'success', `${gameName} is now the featured game`);
    const featured = dialog.getByRole('button', { name: 'Already Featured' });
    await featured.waitFor();
    assert.equal(await featured.isDisabled(), true);
    await expectAccessibleInBothSchemes(page, 'the Edit Game dialog, Details');
    await closeDialog(dialog);

    const salePrice = Math.round((cents(59.99) * (100 - DISCOUNT)) / 100) / 100;
    await shopperPage.goto(gameSlugPath);
    await expectText(shopperPage.getByTestId('hero-price').getByTestId('current-price'), usd(salePrice));
    await expectText(shopperPage.getByTestId('hero-price').getByTestId('list-price'), usd(59.99));
    await shopperPage.goto('/');
    await expectText(shopperPage.getByTestId('home-featured').getByTestId('featured-game-name'), gameName);
  });

  it('lists the keys masked, shows one on request, and downloads exactly the 19 unsold keys', async () => {
    const dialog = await openEditDialog();
    await dialog.getByRole('tab', { name: 'Game Keys' }).click();
    await expectText(dialog.getByTestId('key-counts'), `${KEY_COUNT - 1} unsold · 1 sold · 0 revoked`);
    const masked = dialog.getByTestId('game-key-masked');
    assert.equal(await masked.count(), KEY_COUNT);
    for (const text of await masked.allInnerTexts()) assert.ok(!KEYS.includes(text.trim()), `${text} is masked`);
    assert.equal(await dialog.getByTestId('game-key-text').count(), 0, 'no key text before Show');
    await dialog.getByTestId('game-key-row').first().getByRole('button', { name: /^Show key/ }).click();
    const shown = (await dialog.getByTestId('game-key-text').innerText()).trim();
    assert.ok(KEYS.includes(shown), `${shown} is one of the uploaded keys`);
    await expectAccessibleInBothSchemes(page, 'the Edit Game dialog, Game Keys');

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    assert.match(file.suggestedFilename(), /\.csv$/);
    const lines = (await readFile(await file.path(), 'utf8')).split(/\r?\n/).filter((line) => line.trim() !== '');
    assert.deepEqual([...lines].sort(), KEYS.filter((key) => key !== soldKey).sort());
    await closeDialog(dialog);
  });

  it('shows the purchase on the dashboard: the cards and the weekly chart, as the API counts them', async () => {
    const now = new Date();
    const month = `month=${now.getMonth() + 1}&year=${now.getFullYear()}`;
    // The dashboard's figures come from a projection: wait until it has the sale.
    await readUntil(async () => (await adminGet<MonthFigure>(api.baseUrl, adminSession, `order/getCount?${month}`)).count, 1);
    const sales = await adminGet<MonthFigure>(api.baseUrl, adminSession, `order/getCount?${month}`);
    const revenue = await adminGet<MonthFigure>(api.baseUrl, adminSession, `order/revenue?${month}`);
    const users = await adminGet<{ count: number; change: number | null }>(api.baseUrl, adminSession, 'users/count');
    const week = await adminGet<WeeklySales>(api.baseUrl, adminSession, 'order/getWeeklySale');
    const [order] = await inventoryOf(api.baseUrl, shopperSession);
    assert.equal(sales.count, 1);
    assert.equal(revenue.totalRevenue, order?.totalAmount, 'the revenue is what the order took');
    assert.equal(week.data.reduce((sum, day) => sum + day.count, 0), 1);

    // Held back a moment, the figures arrive after the page is drawn: nothing may move when they do.
    await page.route(isDashboardFigure, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.goto('/admin');
    await expectText(statValue('stat-total-games'), '1');
    await expectText(statValue('stat-total-sales'), '1');
    await expectText(page.getByTestId('stat-total-sales').getByTestId('stat-change'), changeLine(sales.percentageChange));
    await expectText(statValue('stat-revenue'), usd(revenue.totalRevenue ?? NaN));
    await expectText(page.getByTestId('stat-revenue').getByTestId('stat-change'), changeLine(revenue.percentageChange));
    await expectText(statValue('stat-active-users'), String(users.count));
    await expectText(page.getByTestId('stat-active-users').getByTestId('stat-change'), changeLine(users.change));

    const summary = week.data.map(({ day, count }) => `${WEEK_DAYS[day]}: ${count} ${count === 1 ? 'order' : 'orders'}`).join(', ');
    await expectText(page.getByTestId('weekly-sales-summary'), summary);
    const chart = page.getByRole('figure', { name: 'Weekly Sales' });
    await chart.waitFor();
    assert.deepEqual(await chart.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value').allTextContents(), ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    // One bar stands up: the day of the sale (read until recharts' grow animation has given it a height; a busy machine draws it late).
    const barsWithHeight = () => chart.locator('.recharts-bar-rectangles path').evaluateAll((paths) => paths.filter((path) => path.getBoundingClientRect().height > 0).length);
    assert.equal(await readUntil(barsWithHeight, 1, 5_000), 1);

    await expectText(page.getByTestId('recent-game-name'), gameName);
    await page.unroute(isDashboardFigure);
    assert.ok((await layoutShiftScore(page)) < 0.01, `layout shift while the dashboard loaded: ${await layoutShiftScore(page)}`);
    await expectAccessibleInBothSchemes(page, 'the dashboard with a sale');
  });

  it("removes the game from the store: the shopper's game page says Game Not Found", async () => {
    const dialog = await openEditDialog();
    await dialog.getByRole('button', { name: 'Remove From Store' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove From Store' });
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await waitForToast(page, 'success', `${gameName} was removed from the store`);
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('store-games-empty').getByText('No games found').waitFor();
    assert.equal(await listedGame(api.baseUrl, GAME_ID), null);

    await shopperPage.goto(gameSlugPath);
    await shopperPage.getByRole('heading', { name: 'Game Not Found' }).waitFor();
  });

  it('remembers a collapsed sidebar over a reload; at 375 px the sidebar is a drawer', async () => {
    const width = async () => (await sidebar().boundingBox())?.width;
    assert.equal(await width(), SIDEBAR.open);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    assert.equal(await readUntil(width, SIDEBAR.collapsed), SIDEBAR.collapsed);
    await page.reload();
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    assert.equal(await readUntil(width, SIDEBAR.collapsed), SIDEBAR.collapsed);
    // Collapsed, the entries keep their names (for screen readers and in tooltips).
    await sidebar().getByRole('link', { name: 'Promo Codes', exact: true }).waitFor();
    await expectAccessibleInBothSchemes(page, 'the collapsed sidebar');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    assert.equal(await readUntil(width, SIDEBAR.open), SIDEBAR.open);

    await page.setViewportSize({ width: 375, height: 800 });
    try {
      await expectMobileDrawer();
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('the first Tab on an admin page reaches "Skip to main content"; Enter moves focus into <main>, the URL unchanged', async () => {
    await page.goto('/admin/promo-codes');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    const focusedName = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.trim() ?? '');
    assert.equal(await focusedName(), 'Skip to main content');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'admin-main');
    assert.equal(new URL(page.url()).pathname + new URL(page.url()).hash, '/admin/promo-codes', 'no #fragment for the router to see');
  });

  it('sends a customer who types /admin to the home page', async () => {
    await shopperPage.goto('/admin');
    await waitForPath(shopperPage, '/');
    assert.equal(await shopperPage.getByTestId('admin-sidebar').count(), 0);
  });

  it('creates, filters and deletes promo codes', async () => {
    await goTo('Promo Codes', '/admin/promo-codes');
    await page.getByTestId('promo-empty').getByText('No promo codes yet.').waitFor();
    const rows = page.getByTestId('promo-row');
    const codesShown = async () => (await rows.getByTestId('promo-code').allInnerTexts()).map((code) => code.trim()).sort();
    const expiry = `${new Date().getFullYear() + 2}-12-31`;

    const addPromo = async (promo: { code: string; value: string; maxUses?: string; active?: boolean }) => {
      await page.getByRole('button', { name: 'Add Promo Code' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Promo Code' });
      await dialog.waitFor();
      await dialog.getByRole('textbox', { name: 'Code' }).fill(promo.code);
      await dialog.getByRole('textbox', { name: 'Discount Value (%)' }).fill(promo.value);
      if (promo.maxUses) await dialog.getByRole('textbox', { name: 'Max Uses' }).fill(promo.maxUses);
      await dialog.getByLabel('Expiry Date').fill(expiry);
      await dialog.getByRole('textbox', { name: 'Description' }).fill(`${promo.value}% off, browser test`);
      if (promo.active === false) await dialog.getByRole('switch', { name: 'Active' }).uncheck();
      return dialog;
    };

    // Nothing filled: the spec's message, in the error style.
    await page.getByRole('button', { name: 'Add Promo Code' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Promo Code' });
    await dialog.getByRole('button', { name: 'Add Promo Code' }).click();
    await waitForToast(page, 'error', 'Missing Information, please fill all fields');
    await expectAccessibleInBothSchemes(page, 'the Add Promo Code dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    dialog = await addPromo({ code: 'spring25', value: '25', maxUses: '10' });
    assert.equal(await dialog.getByRole('textbox', { name: 'Code' }).inputValue(), 'SPRING25', 'uppercased as typed');
    await dialog.getByRole('button', { name: 'Add Promo Code' }).click();
    await waitForToast(page, 'success', 'Promo code added successfully');
    await dialog.waitFor({ state: 'hidden' });
    dialog = await addPromo({ code: 'paused10', value: '10', active: false });
    await dialog.getByRole('button', { name: 'Add Promo Code' }).click();
    await dialog.waitFor({ state: 'hidden' });
    assert.deepEqual(await readUntil(codesShown, ['PAUSED10', 'SPRING25']), ['PAUSED10', 'SPRING25']);

    const spring = rows.filter({ hasText: 'SPRING25' });
    await expectText(spring.getByTestId('promo-discount'), '25%');
    await expectText(spring.getByTestId('promo-usage'), '0/10');
    await expectText(spring.getByTestId('promo-status'), 'Active');
    await expectText(rows.filter({ hasText: 'PAUSED10' }).getByTestId('promo-status'), 'Inactive');
    await spring.getByRole('group').hover();
    await page.getByRole('tooltip').getByText('0% used').waitFor();
    await expectAccessibleInBothSchemes(page, 'the promo codes');

    // The same code again: the server's reason, drawn as an error.
    dialog = await addPromo({ code: 'SPRING25', value: '5' });
    await dialog.getByRole('button', { name: 'Add Promo Code' }).click();
    await page.locator('[data-sonner-toast][data-type="error"]').last().waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const filter = (name: string) => page.getByRole('group', { name: 'Show' }).getByRole('button', { name, exact: true }).click();
    await filter('Inactive');
    assert.deepEqual(await readUntil(codesShown, ['PAUSED10']), ['PAUSED10']);
    await filter('Active');
    assert.deepEqual(await readUntil(codesShown, ['SPRING25']), ['SPRING25']);
    await filter('Expired');
    await page.getByTestId('promo-empty').waitFor();
    await filter('All Codes');
    await page.getByRole('searchbox', { name: 'Search promo codes' }).fill('spring');
    assert.deepEqual(await readUntil(codesShown, ['SPRING25']), ['SPRING25']);
    await page.getByRole('searchbox', { name: 'Search promo codes' }).fill('');

    await page.getByRole('button', { name: 'Delete SPRING25' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Promo Code' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await waitForToast(page, 'success', 'Promo code deleted successfully');
    assert.deepEqual(await readUntil(codesShown, ['PAUSED10']), ['PAUSED10']);
    const { promos } = await adminGet<{ promos: PromoListed[] }>(api.baseUrl, adminSession, 'promo');
    assert.deepEqual(promos.map((promo) => promo.code), ['PAUSED10']);
  });

  it("shows every read model's position and lag from /health on the settings page, with a Refresh", async () => {
    // The store is idle now: /health has every runner caught up.
    const readHealth = async () => (await (await fetch(`${api.baseUrl}/api/v1/health`)).json()) as { projections: Array<{ name: string; position: number; lag: number; eventsApplied: number }> };
    const lags = async () => (await readHealth()).projections.map((projection) => projection.lag);
    assert.deepEqual(await readUntil(lags, Array(READ_MODELS.length).fill(0)), Array(READ_MODELS.length).fill(0));
    const health = await readHealth();

    // Held back a moment, the answer arrives after the page is drawn: nothing may move when it does.
    const isHealth = (url: URL) => url.pathname === '/api/v1/health';
    await page.route(isHealth, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.goto('/admin/settings');
    const section = page.getByRole('region', { name: 'Read models', exact: true });
    const table = section.getByRole('table', { name: 'Read models', exact: true });
    await table.waitFor();
    const rows = table.getByTestId('read-model-row');
    await rows.first().waitFor();
    const names = (await rows.getByTestId('read-model-name').allInnerTexts()).map((name) => name.trim());
    assert.deepEqual([...names].sort(), READ_MODELS);
    for (const projection of health.projections) {
      const row = rows.filter({ has: page.getByRole('rowheader', { name: projection.name, exact: true }) });
      const cells = (await row.getByRole('cell').allInnerTexts()).map((cell) => cell.trim());
      assert.deepEqual(cells, [projection.position.toLocaleString('en-US'), '0', projection.eventsApplied.toLocaleString('en-US'), 'Running'], projection.name);
    }
    assert.ok((await layoutShiftScore(page)) < 0.01, `layout shift while the read models loaded: ${await layoutShiftScore(page)}`);
    await page.unroute(isHealth);

    const refreshed = page.waitForRequest((request) => isHealth(new URL(request.url())));
    await section.getByRole('button', { name: 'Refresh' }).click();
    await refreshed;
    assert.match(await section.getByTestId('read-models-checked').innerText(), /^Checked at \d{1,2}:\d{2}:\d{2}\s[AP]M$/);
    await expectAccessibleInBothSchemes(page, 'the read models on the settings page');
  });

  it('passes the accessibility check on the help, purchases, support and users pages', async () => {
    await goTo('Help', '/admin/help');
    await page.getByRole('heading', { level: 1, name: 'Help Center' }).waitFor();
    const topics = (await page.getByTestId('help-topic').getByRole('heading').allInnerTexts()).map((topic) => topic.trim());
    assert.deepEqual(topics, ['Dashboard Navigation', 'Adding Games', 'Managing Games', 'Managing Game Keys', 'Viewing Purchases']);
    await page.getByRole('button', { name: 'View FAQ' }).waitFor();
    await page.getByRole('link', { name: 'Contact Support' }).waitFor();
    await expectAccessibleInBothSchemes(page, 'the help center');
    for (const [entry, path] of [
      ['Purchases', '/admin/purchases'],
      ['Customer Support', '/admin/customer-support'],
    ] as const) {
      await goTo(entry, path);
      await page.getByRole('heading', { level: 1, name: entry }).waitFor();
      await expectAccessibleInBothSchemes(page, `the ${entry} page`);
    }
    await page.goto('/admin/users');
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await expectAccessibleInBothSchemes(page, 'the users page');
  });
});
