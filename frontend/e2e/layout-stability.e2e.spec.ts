import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { closeAll } from './support/close-all.js';
import { describeShifts, largestShiftWindow, recordLayoutShifts, type ShiftWindow } from './support/layout-shift.js';
import { apiCall, apiLogin, type ApiSession } from './support/ordering-api.js';
import { buyGamesWithWallet } from './support/purchases-api.js';
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture.js';
import { startApi, type RunningApi } from './support/start-api.js';
import type { ListedGame } from './support/store-data.js';
import { delayApiAnswers } from './support/slow-api.js';
import { signIn } from './support/storefront-page.js';

/** The target: the largest session window of layout shifts (Chromium's CLS) on every shopper page. */
const MAX_CLS = 0.05;
/**
 * Each width in one scheme, the two widths covering both schemes: the scheme changes colours, not
 * sizes, so loading every page in both doubled the run (about 4 minutes) and found nothing more.
 */
const VIEWPORTS = [
  { width: 390, height: 844, colorScheme: 'light' },
  { width: 1366, height: 768, colorScheme: 'dark' },
] as const;
/**
 * Shifts count only inside the window: the home page is also loaded in windows as tall as the
 * page, so its sections below the first screen (featured game, popular, recently added, genres)
 * must hold their room too, as they must for a shopper who scrolls while they load.
 */
const WHOLE_HOME_VIEWPORTS = [
  { width: 390, height: 5600, colorScheme: 'dark' },
  { width: 1366, height: 3900, colorScheme: 'light' },
] as const;
type Scheme = 'light' | 'dark';
/** Shifts that come after the page looks finished still count: watch a little longer. */
const QUIET_AFTER_READY_MS = 1_500;
const DEMO_SHOPPER = { email: 'shopper@keyledger.local', password: 'shopper-demo-2026' };

interface Viewport {
  width: number;
  height: number;
}

interface ViewportInScheme extends Viewport {
  colorScheme: Scheme;
}

interface ShopperPage {
  name: string;
  path: () => string;
  /** What shows once the page has its data, so a page that never loaded cannot pass. */
  ready: (page: Page) => Locator;
}

/**
 * Three loads at a time: a load mostly waits (slow answers, network idle, the quiet time after),
 * and each has its own browser context, so they do not see each other's shifts.
 */
const LOADS_AT_ONCE = 3;

describe('pages that do not jump: CLS at most 0.05 on a cold load with slow API answers, at 390 and 1366 px, each in one scheme of the two', { concurrency: LOADS_AT_ONCE }, () => {
  let smtp: SmtpCapture;
  let api: RunningApi;
  let browser: Browser;
  let shopper: ApiSession;
  let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;
  let gamePath = '';
  const figures: string[] = [];

  const HOME: ShopperPage = { name: 'home', path: () => '/', ready: (page) => page.getByTestId('genre-results').getByTestId('game-card').first() };
  const PAGES: ShopperPage[] = [
    HOME,
    { name: 'explore', path: () => '/explore', ready: (page) => page.getByTestId('explore-results').getByTestId('game-card').first() },
    { name: 'game page', path: () => gamePath, ready: (page) => page.getByTestId('game-page') },
    { name: 'cart', path: () => '/cart', ready: (page) => page.getByTestId('cart-line').first() },
    { name: 'wishlist', path: () => '/wishlist', ready: (page) => page.getByTestId('wishlist-card').first() },
    { name: 'inventory', path: () => '/inventory', ready: (page) => page.getByTestId('inventory-game').first() },
    { name: 'profile', path: () => '/profile', ready: (page) => page.getByTestId('stat-games-owned').getByTestId('stat-value').filter({ hasText: /^\d+$/ }) },
    { name: 'settings', path: () => '/account-settings', ready: (page) => page.getByTestId('wallet-statement') },
    { name: 'checkout', path: () => '/checkout', ready: (page) => page.getByTestId('card-form') },
  ];

  before(async () => {
    const mail = await startSmtpCapture();
    smtp = mail.smtp;
    api = await startApi(mail.url, { seedDemo: true });
    shopper = await apiLogin(api.baseUrl, DEMO_SHOPPER.email, DEMO_SHOPPER.password);

    // Something on every list: two games bought, two wished for, two in the cart.
    const popular = await apiCall<{ games: ListedGame[] }>(api.baseUrl, 'GET', 'store/games/get-all?sortBy=hypes&limit=6');
    const [bought1, bought2, wished1, wished2, carted1, carted2] = popular.games;
    assert.ok(carted2, 'the demo catalogue lists six games');
    gamePath = `/games/${bought1!.id}/${bought1!.slug}`;
    await buyGamesWithWallet(api.baseUrl, shopper, [
      { gameId: bought1!.id, quantity: 1 },
      { gameId: bought2!.id, quantity: 1 },
    ]);
    for (const game of [wished1!, wished2!]) {
      await apiCall(api.baseUrl, 'POST', 'wishlist/add', { token: shopper.token, body: { userId: shopper.userId, gameId: game.id } });
    }

    browser = await launchBrowser();
    signedIn = await signedInStorage(browser, api.baseUrl, [carted1!, carted2!]);
  });

  after(async () => {
    if (figures.length > 0) console.log(`Largest shift window per page:\n${figures.join('\n')}`);
    await closeAll(browser, api, smtp);
  });

  /** A page in a new context (an empty cache, as a first visit has), signed in, its shifts recorded and its API answers slow. */
  const onSlowPage = async (viewport: Viewport, colorScheme: Scheme, use: (page: Page) => Promise<void>) => {
    const context = await browser.newContext({ baseURL: api.baseUrl, viewport, colorScheme, storageState: signedIn });
    try {
      await recordLayoutShifts(context);
      await delayApiAnswers(context);
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      await use(page);
    } finally {
      await context.close();
    }
  };

  /** Notes the figure for the summary and holds it to the target. */
  const expectAtMostTarget = (what: string, viewport: Viewport, colorScheme: Scheme, largest: ShiftWindow) => {
    figures.push(`${what.padEnd(10)} ${viewport.width}×${viewport.height} ${colorScheme.padEnd(5)} ${largest.score.toFixed(3)}`);
    assert.ok(largest.score <= MAX_CLS, `CLS ${largest.score.toFixed(3)} > ${MAX_CLS}: ${describeShifts(largest)}`);
  };

  /** A cold load of the page: its largest shift window from the start until it has its data and has been quiet a while. */
  const expectSteadyLoad = (shopperPage: ShopperPage, viewport: Viewport, colorScheme: Scheme) =>
    onSlowPage(viewport, colorScheme, async (page) => {
      await page.goto(shopperPage.path());
      await shopperPage.ready(page).waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(QUIET_AFTER_READY_MS);
      expectAtMostTarget(shopperPage.name, viewport, colorScheme, await largestShiftWindow(page));
    });

  const withScheme = ({ width, height, colorScheme }: ViewportInScheme) => ({ viewport: { width, height }, colorScheme });

  for (const shopperPage of PAGES) {
    for (const { viewport, colorScheme } of VIEWPORTS.map(withScheme)) {
      it(`${shopperPage.name} at ${viewport.width} px, ${colorScheme}`, () => expectSteadyLoad(shopperPage, viewport, colorScheme));
    }
  }

  for (const { viewport } of VIEWPORTS.map(withScheme)) {
    it(`explore: typing a search swaps the featured banner for the result line without a jump, at ${viewport.width} px`, () =>
      onSlowPage(viewport, 'dark', async (page) => {
        await page.goto('/explore');
        await page.getByTestId('explore-results').getByTestId('game-card').first().waitFor();
        await page.waitForLoadState('networkidle');
        const typedAt = await page.evaluate(() => performance.now());
        // Typed as a person types: the search goes out 500 ms after the last key, past the time a shift counts as caused by input.
        await page.getByRole('searchbox', { name: 'Search games' }).pressSequentially('the', { delay: 80 });
        await page.getByTestId('search-result-line').waitFor();
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(QUIET_AFTER_READY_MS);
        expectAtMostTarget('search', viewport, 'dark', await largestShiftWindow(page, typedAt));
      }));
  }

  for (const { viewport, colorScheme } of WHOLE_HOME_VIEWPORTS.map(withScheme)) {
    it(`home, every section in view, at ${viewport.width} px, ${colorScheme}`, () => expectSteadyLoad(HOME, viewport, colorScheme));
  }
});

/** The demo shopper signed in through the login form, with two games in the stored cart: a context's storage to start from. */
async function signedInStorage(browser: Browser, baseUrl: string, cartGames: ListedGame[]) {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await signIn(page, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    // The stored cart as the app writes it; the games as the API lists them (the app keeps a subset of their fields).
    const cart = { items: cartGames.map((game) => ({ game, quantity: 1 })), promoCode: null, promoDiscount: 0 };
    await page.evaluate((stored) => localStorage.setItem('keyledger.cart', stored), JSON.stringify(cart));
    return await context.storageState();
  } finally {
    await context.close();
  }
}
