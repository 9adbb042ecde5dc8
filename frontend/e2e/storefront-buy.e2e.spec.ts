import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { closeAll } from './support/close-all.js';
import { waitForPath, waitForToast } from './support/page-helpers.js';
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture.js';
import { startApi, type RunningApi } from './support/start-api.js';
import { findDiscountedGame, type GameDetail } from './support/store-data.js';
import { chooseCurrency, expectText, signIn } from './support/storefront-page.js';

const demoShopper = { email: 'shopper@keyledger.local', password: 'shopper-demo-2026' };

// The spec's figures, written out here so the test does not read them from the app.
const RATES = { USD: { rate: 1, symbol: '$' }, EUR: { rate: 0.92, symbol: '€' } } as const;
type Code = keyof typeof RATES;
const TAX_PERCENT = 8;

/** A dollar amount in a currency: symbol, two decimals, thousands separated. */
const money = (dollars: number, code: Code): string =>
  `${RATES[code].symbol}${(dollars * RATES[code].rate).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Subtotal, 8% tax and total in dollars for `quantity` copies, computed in cents. */
function expectedTotals(unitPrice: number, quantity: number) {
  const subtotalCents = Math.round(unitPrice * 100) * quantity;
  const taxCents = Math.round((subtotalCents * TAX_PERCENT) / 100);
  return { subtotal: subtotalCents / 100, tax: taxCents / 100, total: (subtotalCents + taxCents) / 100 };
}

/** The feature tags the spec derives from a game's data, in the page's order. */
function expectedFeatures(game: GameDetail): string[] {
  const tags: Array<[string, boolean]> = [
    ['Single-player', game.game_modes.includes(1)],
    ['Multiplayer', game.game_modes.includes(2) || game.multiplayer_modes.length > 0],
    ['Story-rich', game.storyline.trim().length > 0],
    ['Thematic', game.themes.length > 0],
    ['High Rating', game.rating > 85],
    ['Open World', game.category === 0 || game.genres.some((genre) => genre.id === 31)],
    ['Steam Achievements', game.hasSteamAchievements],
    ['Steam Workshop', game.hasSteamWorkshop],
    ['Controller Support', game.controllerSupport],
  ];
  return tags.filter(([, applies]) => applies).map(([tag]) => tag);
}

const companies = (game: GameDetail, role: 'Developer' | 'Publisher'): string => {
  const names = [...new Set(game.involved_companies.filter((c) => c.role === role).map((c) => c.companyName))];
  return names.length > 0 ? names.join(', ') : 'Unknown';
};

const words = (text: string): string[] => text.trim().split(/\s+/).filter(Boolean);

describe('the storefront: a discounted game page, the cart in two currencies, the wishlist toggle', () => {
  let smtp: SmtpCapture;
  let api: RunningApi;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let game: GameDetail;
  let gameUrl: string;

  before(async () => {
    const mail = await startSmtpCapture();
    smtp = mail.smtp;
    api = await startApi(mail.url, { seedDemo: true });
    game = await findDiscountedGame(api.baseUrl);
    gameUrl = `/games/${game.id}/${game.slug}`;
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: api.baseUrl, colorScheme: 'dark', viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: api.baseUrl });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });

  after(async () => closeAll(context, browser, api, smtp));

  it('answers a game id that is not a number with Game Not Found', async () => {
    await page.goto('/games/not-a-number');
    await page.getByRole('heading', { name: 'Game Not Found' }).waitFor();
    await page.getByText("The game you're looking for doesn't exist.").waitFor();
    assert.equal(await page.getByRole('link', { name: 'Return to Home' }).getAttribute('href'), '/');
  });

  it('shows the discounted game: name, list and discounted price, the offer, the side panel facts', async () => {
    await page.goto(gameUrl);
    await page.getByRole('heading', { level: 1, name: game.name, exact: true }).waitFor();

    const hero = page.getByRole('region', { name: 'Game overview' });
    await hero.getByText('SALE!', { exact: true }).waitFor();
    const heroPrice = page.getByTestId('hero-price');
    await expectText(heroPrice.getByTestId('current-price'), money(game.discountedPrice, 'USD'));
    await expectText(heroPrice.getByTestId('list-price'), money(game.price, 'USD'));
    assert.match(await heroPrice.innerText(), new RegExp(`-${game.discount}%[\\s\\S]*Special Offer!`));
    await expectText(hero.getByTestId('game-rating'), (game.rating / 20).toFixed(1));
    const themeLinks = await hero.getByRole('list', { name: 'Themes' }).getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    assert.equal(themeLinks.length, Math.min(3, game.themes.length));
    themeLinks.forEach((href, n) => assert.ok(href.startsWith(`/explore/themes/${game.themes[n]}/`), href));

    const panel = page.getByRole('complementary', { name: 'Purchase' });
    const panelPrice = panel.getByTestId('panel-price');
    await expectText(panelPrice.getByTestId('current-price'), money(game.discountedPrice, 'USD'));
    assert.match(await panelPrice.innerText(), new RegExp(`${game.discount}% OFF[\\s\\S]*Limited Time Offer!`));
    const genres = await panel.getByRole('list', { name: 'Genres' }).getByRole('listitem').allInnerTexts();
    assert.deepEqual(genres.map((g) => g.trim()), game.genres.length > 0 ? game.genres.slice(0, 3).map((g) => g.name) : ['No Genre']);

    // Summary: 50 words, with Show more only when it is longer.
    const summaryWords = words(game.summary);
    const expectedSummary = summaryWords.length > 50 ? `${summaryWords.slice(0, 50).join(' ')}...` : summaryWords.join(' ');
    await expectText(panel.getByTestId('game-summary'), expectedSummary);
    assert.equal(await panel.getByRole('button', { name: 'Show more' }).count(), summaryWords.length > 50 ? 1 : 0);

    await expectText(panel.getByTestId('fact-developer'), companies(game, 'Developer'));
    await expectText(panel.getByTestId('fact-publisher'), companies(game, 'Publisher'));
    // At most two platforms, the same two on every render: the lowest ids.
    const platforms = [...game.platforms].sort((a, b) => a.id - b.id).slice(0, 2).map((p) => p.name).join(', ');
    await expectText(panel.getByTestId('fact-platforms'), platforms);
    await page.reload();
    await expectText(page.getByTestId('fact-platforms'), platforms);
    assert.equal(await page.getByRole('button', { name: 'Add to Cart' }).isEnabled(), true);
  });

  it('swaps the gallery image for a clicked thumbnail (at most 4)', async () => {
    const thumbnails = page.getByRole('button', { name: /^Show screenshot \d$/ });
    assert.equal(await thumbnails.count(), Math.min(4, game.screenshots.length));
    const mainImage = page.getByTestId('gallery-main').locator('img');
    assert.ok((await mainImage.getAttribute('src'))?.endsWith(`/${game.screenshots[0]?.image_id}.jpg`));
    await page.getByRole('button', { name: 'Show screenshot 2' }).click();
    await page.waitForFunction(
      (id) => document.querySelector('[data-testid="gallery-main"] img')?.getAttribute('src')?.endsWith(`/${id}.jpg`),
      game.screenshots[1]?.image_id,
    );
    assert.equal(await page.getByRole('button', { name: 'Show screenshot 2' }).getAttribute('aria-pressed'), 'true');
  });

  it('shares the page: its address goes to the clipboard', async () => {
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await waitForToast(page, 'success', 'Link copied to clipboard!');
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), page.url());
  });

  it('has the Overview, Features and Trailer tabs', async () => {
    const tabs = await page.getByRole('tab').allInnerTexts();
    assert.deepEqual(tabs.map((t) => t.trim()), ['Overview', 'Features', 'Trailer']);

    const overview = game.storyline.trim() ? game.storyline : game.summary;
    await expectText(page.getByRole('tabpanel').getByTestId('overview-text'), overview.trim());

    await page.getByRole('tab', { name: 'Features' }).click();
    const expected = expectedFeatures(game);
    if (expected.length === 0) {
      await page.getByRole('tabpanel').getByText('No specific features listed for this game.').waitFor();
    } else {
      const shown = await page.getByRole('tabpanel').getByRole('list', { name: 'Features' }).getByRole('listitem').allInnerTexts();
      assert.deepEqual(shown.map((t) => t.trim()), expected);
    }

    await page.getByRole('tab', { name: 'Trailer' }).click();
    const video = page.getByTestId('trailer-video');
    await video.waitFor();
    assert.equal(await video.getAttribute('src'), game.videos.find((v) => v.url)?.url);
    assert.equal(await video.evaluate((v: HTMLVideoElement) => v.paused), true, 'the trailer waits for Play');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.waitForFunction(() => {
      const v = document.querySelector('[data-testid="trailer-video"]') as HTMLVideoElement | null;
      return !!v && !v.paused && v.currentTime > 0.2;
    });
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await page.waitForFunction(() => (document.querySelector('[data-testid="trailer-video"]') as HTMLVideoElement | null)?.paused === true);
    await page.getByRole('button', { name: 'Play', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Mute', exact: true }).click();
    assert.equal(await video.evaluate((v: HTMLVideoElement) => v.muted), true);
    await page.getByRole('button', { name: 'Unmute', exact: true }).click();
    assert.equal(await video.evaluate((v: HTMLVideoElement) => v.muted), false);
    await page.getByRole('button', { name: 'Fullscreen', exact: true }).waitFor();
  });

  it('signed out, the wishlist toggle sends the shopper to /login', async () => {
    await page.goto(gameUrl);
    await page.getByRole('button', { name: 'Wishlist', exact: true }).click();
    await waitForPath(page, '/login');
  });

  it('Add to Cart opens /cart: subtotal, 8% tax and total in dollars', async () => {
    await page.goto(gameUrl);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await waitForPath(page, '/cart');

    const line = page.getByTestId('cart-line');
    await line.getByRole('link', { name: game.name, exact: true }).waitFor();
    assert.equal(await line.count(), 1);
    assert.equal(await line.getByRole('link', { name: game.name, exact: true }).getAttribute('href'), `/games/${game.id}`);
    assert.match(await line.getByTestId('cart-line-price').innerText(), new RegExp(`${escape(money(game.discountedPrice, 'USD'))}\\s*${escape(money(game.price, 'USD'))}`));

    const totals = expectedTotals(game.discountedPrice, 1);
    await expectText(page.getByTestId('cart-subtotal'), money(totals.subtotal, 'USD'));
    await expectText(page.getByTestId('cart-tax'), money(totals.tax, 'USD'));
    await expectText(page.getByTestId('cart-total'), money(totals.total, 'USD'));
    assert.equal(await page.getByTestId('cart-discount').count(), 0, 'no promo, no Promo Discount row');
    assert.equal(await page.getByRole('link', { name: 'Checkout' }).getAttribute('href'), '/checkout');

    // A guest cannot use a promo code.
    await page.getByRole('textbox', { name: 'Promo code' }).fill('SPRING10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await waitForToast(page, 'error', 'Login to use Promo Code!');
  });

  it('shows the cart in euros (×0.92), keeps it over a reload, and follows the quantity', async () => {
    await chooseCurrency(page, 'EUR');
    const one = expectedTotals(game.discountedPrice, 1);
    await expectText(page.getByTestId('cart-subtotal'), money(one.subtotal, 'EUR'));
    await expectText(page.getByTestId('cart-tax'), money(one.tax, 'EUR'));
    await expectText(page.getByTestId('cart-total'), money(one.total, 'EUR'));

    await page.reload();
    await page.getByTestId('cart-line').getByRole('link', { name: game.name, exact: true }).waitFor();
    await expectText(page.getByTestId('cart-total'), money(one.total, 'EUR'));

    const quantity = page.getByRole('spinbutton', { name: `Quantity of ${game.name}` });
    await quantity.fill('2');
    const two = expectedTotals(game.discountedPrice, 2);
    await expectText(page.getByTestId('cart-subtotal'), money(two.subtotal, 'EUR'));
    await expectText(page.getByTestId('cart-total'), money(two.total, 'EUR'));
    await page.getByRole('link', { name: 'Cart, 2 items' }).waitFor();
    // A fraction is ignored.
    await quantity.fill('1.5');
    await quantity.blur();
    assert.equal(await quantity.inputValue(), '2');
    await expectText(page.getByTestId('cart-subtotal'), money(two.subtotal, 'EUR'));

    await chooseCurrency(page, 'USD');
    await expectText(page.getByTestId('cart-total'), money(two.total, 'USD'));
  });

  it('signed in, the toggle adds the game (then /wishlist lists it) and removes it', async () => {
    await signIn(page, demoShopper.email, demoShopper.password);
    await page.goto(gameUrl);
    await page.getByRole('button', { name: 'Wishlist', exact: true }).click();
    await waitForToast(page, 'success', 'Added to wishlist!');
    await waitForPath(page, '/wishlist');
    const card = page.getByTestId('wishlist-card').filter({ has: page.getByRole('link', { name: game.name, exact: true }) });
    await card.waitFor();
    assert.match(await card.getByTestId('wishlist-price').innerText(), new RegExp(`^\\$${game.discountedPrice.toFixed(2)}`));
    assert.equal(await card.getByRole('link', { name: game.name, exact: true }).getAttribute('href'), gameUrl);

    await page.goto(gameUrl);
    const toggle = page.getByTestId('wishlist-toggle');
    await page.getByRole('button', { name: 'Wishlisted', exact: true }).waitFor();
    await toggle.click();
    await waitForToast(page, 'success', `${game.name} has been removed from your wishlist.`);
    await page.getByRole('button', { name: 'Wishlist', exact: true }).waitFor();

    await page.goto('/wishlist');
    await page.getByRole('heading', { name: 'My Wishlist' }).waitFor();
    await page.getByText('Your wishlist is empty').or(page.getByTestId('wishlist-card').first()).waitFor();
    assert.equal(await page.getByTestId('wishlist-card').filter({ hasText: game.name }).count(), 0);
  });
});

/** A literal for a RegExp. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
