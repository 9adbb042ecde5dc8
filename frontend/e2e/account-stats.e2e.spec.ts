import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessibleInBothSchemes } from './support/accessibility.js';
import { accountStats, type AccountStatsJson } from './support/account-stats-api.js';
import { listedGame } from './support/admin-api.js';
import { launchBrowser } from './support/browser.js';
import { closeAll } from './support/close-all.js';
import { cents, usd } from './support/money.js';
import { inventoryOf, walletBalance, type ApiSession } from './support/ordering-api.js';
import { openAccountMenu, waitForPath, waitForToast } from './support/page-helpers.js';
import { readUntil } from './support/poll.js';
import { buyGamesWithWallet, listGame, refundOverApi } from './support/purchases-api.js';
import type { SmtpCapture } from './support/smtp-capture.js';
import type { RunningApi } from './support/start-api.js';
import { gameDetail } from './support/store-data.js';
import { startStoreWithShopper } from './support/store-with-shopper.js';
import { expectText, signIn } from './support/storefront-page.js';

const admin = { email: 'admin@keyledger.local', password: 'account-stats-admin-2026' };
const shopper = { username: 'figure_reader', email: 'figure.reader@example.test', password: 'figure-reader-2026' };
const WALLET_DOLLARS = 300;
/** Three games of the game database, listed with a few keys each. */
const GAMES = [
  { id: 1877, price: '30.00' },
  { id: 1009, price: '12.50' },
  { id: 1022, price: '7.25' },
] as const;
const [FIRST, SECOND, THIRD] = GAMES;
const keysFor = (gameId: number) => Array.from({ length: 3 }, (_, n) => `KL-STATS-${gameId}-${n}-${randomBytes(4).toString('hex').toUpperCase()}`);

describe('account figures: /profile and /account-settings show what the API counts, after orders, a wishlist entry and refunds', () => {
  let smtp: SmtpCapture;
  let api: RunningApi;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let adminSession: ApiSession;
  let shopperSession: ApiSession;

  before(async () => {
    ({ smtp, api, adminSession, shopperSession } = await startStoreWithShopper(admin, shopper, WALLET_DOLLARS));
    for (const game of GAMES) {
      await listGame(api.baseUrl, adminSession, game.id, game.price, keysFor(game.id));
      assert.equal(await readUntil(async () => (await listedGame(api.baseUrl, game.id))?.copies, 3), 3, `game ${game.id} is listed`);
    }
    // The first order, of two games, and an admin's refund of one of its keys.
    const order = await buyGamesWithWallet(api.baseUrl, shopperSession, [
      { gameId: FIRST.id, quantity: 1 },
      { gameId: SECOND.id, quantity: 1 },
    ]);
    const refunded = order.games.find((game) => game.gameId === SECOND.id)!.gameKeys[0]!;
    await refundOverApi(api.baseUrl, adminSession, { orderId: order.orderId, gameId: SECOND.id, keyId: refunded.id });

    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: api.baseUrl, colorScheme: 'light', viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });

  after(async () => closeAll(context, browser, api, smtp));

  const statValue = (tile: string) => page.getByTestId(tile).getByTestId('stat-value');
  /** Every purchase was paid from the wallet, so what the shopper spent net of refunds is what the wallet is down. */
  const spentFromWallet = async (): Promise<number> => (cents(WALLET_DOLLARS) - cents(await walletBalance(api.baseUrl, shopperSession))) / 100;
  /** The server's figures once they are the expected ones (a refund reaches the read model a moment after its answer). */
  const serverFigures = async (expected: Omit<AccountStatsJson, 'userId' | 'totalSpending'>): Promise<AccountStatsJson> => {
    const want = { userId: shopperSession.userId, ...expected, totalSpending: await spentFromWallet() };
    const figures = await readUntil(() => accountStats(api.baseUrl, shopperSession), want);
    assert.deepEqual(figures, want);
    return figures;
  };
  const expectProfileFigures = async (figures: AccountStatsJson) => {
    await expectText(statValue('stat-games-owned'), String(figures.gamesOwned));
    await expectText(statValue('stat-wishlist-items'), String(figures.wishlistItems));
  };
  const expectSettingsFigures = async (figures: AccountStatsJson) => {
    await expectProfileFigures(figures);
    await expectText(statValue('stat-total-spending'), usd(figures.totalSpending));
  };

  it('/profile shows the games still owned after a refund and an empty wishlist, as the API counts them', async () => {
    const figures = await serverFigures({ gamesOwned: 1, wishlistItems: 0 });
    await signIn(page, shopper.email, shopper.password);
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Account Stats' }).waitFor();
    await expectProfileFigures(figures);
    await expectText(statValue('stat-reviews'), '0');
    await expectAccessibleInBothSchemes(page, '/profile with figures');
  });

  /** Opens a page from the header's account menu, as a shopper does (no reload: the app keeps what it has read). */
  const openFromAccountMenu = async (entry: string, path: string) => {
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: entry }).click();
    await waitForPath(page, path);
  };

  it('a wishlist entry and then a purchase made in the app show on /account-settings at once, with the exact sum spent', async () => {
    const third = await gameDetail(api.baseUrl, THIRD.id);
    await page.goto(`/games/${THIRD.id}`);
    await page.getByRole('button', { name: 'Wishlist', exact: true }).click();
    await waitForToast(page, 'success', 'Added to wishlist!');
    await waitForPath(page, '/wishlist');

    await openFromAccountMenu('Account settings', '/account-settings');
    await page.getByRole('heading', { name: 'Account Statistics' }).waitFor();
    await expectSettingsFigures(await serverFigures({ gamesOwned: 1, wishlistItems: 1 }));

    // To the game through the wishlist, into the cart, paid from the wallet.
    await openFromAccountMenu('Wishlist', '/wishlist');
    await page.getByTestId('wishlist-card').getByRole('link', { name: third.name, exact: true }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await waitForPath(page, '/cart');
    await page.getByRole('link', { name: 'Checkout' }).click();
    await waitForPath(page, '/checkout');
    for (const [label, value] of [['First Name', 'Ada'], ['Last Name', 'Lovelace'], ['Address', '1 Analytical Way'], ['City', 'Springfield'], ['ZIP Code', '62701']] as const) {
      await page.getByRole('textbox', { name: label }).fill(value);
    }
    await page.getByRole('radio', { name: /^Wallet \(/ }).check();
    await page.getByRole('button', { name: 'Complete Purchase' }).click();
    await page.getByRole('heading', { name: 'Order Complete!' }).waitFor();

    await openFromAccountMenu('Account settings', '/account-settings');
    await expectSettingsFigures(await serverFigures({ gamesOwned: 2, wishlistItems: 1 }));
    await expectAccessibleInBothSchemes(page, '/account-settings with figures');
  });

  it("after an admin's refund, the next visit of the Profile section and of /profile shows the new figures", async () => {
    // The purchase made in the app, once the inventory (a read model of its own) has it.
    const latestGame = async () => (await inventoryOf(api.baseUrl, shopperSession))[0]?.games[0]?.gameId;
    assert.equal(await readUntil(latestGame, THIRD.id), THIRD.id);
    const [latest] = await inventoryOf(api.baseUrl, shopperSession);
    await refundOverApi(api.baseUrl, adminSession, { orderId: latest!.orderId, gameId: THIRD.id, keyId: latest!.games[0]!.gameKeys[0]!.id });
    const figures = await serverFigures({ gamesOwned: 1, wishlistItems: 1 });

    const sections = page.getByRole('navigation', { name: 'Account settings', exact: true });
    await sections.getByRole('button', { name: 'Security', exact: true }).click();
    await sections.getByRole('button', { name: 'Profile', exact: true }).click();
    await expectSettingsFigures(figures);

    await page.goto('/profile');
    await expectProfileFigures(figures);
  });
});
