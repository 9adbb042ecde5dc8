import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Dialog, Locator, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { closeAll } from './support/close-all.js';
import { catalogueApi, namesOf, type CatalogueApi, type GamePage } from './support/catalogue-api.js';
import { watchForElement } from './support/dom-watch.js';
import { waitForPath } from './support/page-helpers.js';
import { readUntil } from './support/poll.js';
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture.js';
import { startApi, type RunningApi } from './support/start-api.js';

// The spec's figures, written out here so the test does not read them from the app.
const EXPLORE_PAGE = { limit: 16, maxPrice: 200 } as const;
const HOME_SECTIONS = ['home-hero', 'home-top-rated', 'home-featured', 'home-popular', 'home-recent', 'home-genres'];
const AUTO_ADVANCE_MS = 5_000;
const GENRE_DELAY_MS = 500;

const cardNames = (scope: Locator): Promise<string[]> => scope.getByTestId('game-card-name').allInnerTexts();

describe('the storefront: home sections, the slideshow, filters, search and pages of the catalogue', () => {
  let smtp: SmtpCapture;
  let api: RunningApi;
  let store: CatalogueApi;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    const mail = await startSmtpCapture();
    smtp = mail.smtp;
    api = await startApi(mail.url, { seedDemo: true });
    store = catalogueApi(api.baseUrl);
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: api.baseUrl, colorScheme: 'dark', viewport: { width: 1280, height: 860 } });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });

  after(async () => closeAll(context, browser, api, smtp));

  const results = () => page.getByTestId('explore-results');
  const resultNames = () => cardNames(results());
  const expectResults = async (expected: GamePage) => {
    assert.ok(expected.games.length > 0, 'the API answered some games to compare with');
    assert.deepEqual(await readUntil(resultNames, namesOf(expected)), namesOf(expected));
  };
  const searchBox = () => page.getByRole('searchbox', { name: 'Search games' });
  const resultLine = () => page.getByTestId('search-result-line');
  const expectChip = async (scope: Page, expected: string) => {
    // One read that does not wait: checking count() and then innerText() could find the chip,
    // lose it to a re-render in between, and wait 15 s for a chip that was gone (seen on CI).
    const read = async () => (await scope.getByTestId('active-filter').allInnerTexts()).map((text) => text.trim()).join(' ');
    assert.equal(await readUntil(read, expected), expected);
  };

  it('home: the sections come in the spec\'s order and show the API\'s games', async () => {
    const [topRated, popular, recent, shooter, adventure, featured] = await Promise.all([
      store.list({ sortBy: 'rating', limit: 10 }),
      store.list({ sortBy: 'hypes', limit: 5 }),
      store.list({ sortBy: 'createdAt', limit: 3 }),
      store.list({ genre: 5, limit: 5 }),
      store.list({ genre: 31, limit: 5 }),
      store.featured(),
    ]);
    assert.equal(topRated.games.length, 10);
    assert.equal(popular.games.length, 5);
    assert.equal(recent.games.length, 3);
    assert.ok(featured, 'the demo catalogue has a featured game');

    await page.goto('/');
    const hero = page.getByTestId('home-hero');
    assert.equal(await hero.getByRole('link', { name: 'View Game' }).getAttribute('href'), '/games/1877/cyber-punk');

    const topRatedSection = page.getByTestId('home-top-rated');
    assert.deepEqual(await readUntil(() => cardNames(topRatedSection), namesOf(topRated)), namesOf(topRated));
    const popularSection = page.getByTestId('home-popular');
    assert.deepEqual(await readUntil(() => cardNames(popularSection), namesOf(popular)), namesOf(popular));

    assert.equal(await page.getByTestId('featured-game-name').innerText(), featured.name);
    const moreInfo = page.getByTestId('home-featured').getByRole('link', { name: 'More Info' });
    assert.equal(await moreInfo.getAttribute('href'), `/games/${featured.id}/${featured.slug}`);

    const slideTitles = page.getByTestId('recent-slideshow').getByTestId('recent-slide-title');
    assert.deepEqual(await readUntil(() => slideTitles.allTextContents(), namesOf(recent)), namesOf(recent));

    // Browse by Genre starts on Shooter; another genre shows a loading indicator for 500 ms, then its games.
    const genres = page.getByTestId('home-genres');
    const genreResults = genres.getByTestId('genre-results');
    assert.deepEqual(await readUntil(() => cardNames(genreResults), namesOf(shooter)), namesOf(shooter));
    assert.equal(await genres.getByRole('button', { name: 'Shooter', exact: true }).getAttribute('aria-pressed'), 'true');
    // Recorded in the page, so a busy machine cannot make the test miss the short loading state.
    await genreResults.evaluate((element) => {
      const log: Array<{ at: number; loading: boolean; cards: number }> = [];
      const record = () =>
        log.push({
          at: performance.now(),
          loading: element.querySelector('[role="status"][aria-label="Loading games"]') !== null,
          cards: element.querySelectorAll('[data-testid="game-card"]').length,
        });
      new MutationObserver(record).observe(element, { childList: true, subtree: true });
      Object.assign(window, { genreLog: log });
    });
    const clickedAt = await genres.getByRole('button', { name: 'Adventure', exact: true }).evaluate((button: HTMLElement) => {
      const at = performance.now();
      button.click();
      return at;
    });
    assert.equal(await genres.getByRole('button', { name: 'Adventure', exact: true }).getAttribute('aria-pressed'), 'true');
    assert.deepEqual(await readUntil(() => cardNames(genreResults), namesOf(adventure)), namesOf(adventure));
    const log = (await page.evaluate(() => (window as unknown as { genreLog: Array<{ at: number; loading: boolean; cards: number }> }).genreLog)).filter(
      (entry) => entry.at >= clickedAt,
    );
    assert.ok(log.some((entry) => entry.loading && entry.cards === 0), 'a loading indicator replaced the old games');
    const shownAfter = (log.find((entry) => entry.cards > 0)?.at ?? Infinity) - clickedAt;
    assert.ok(shownAfter >= GENRE_DELAY_MS - 20 && shownAfter < 10_000, `the genre's games showed ${Math.round(shownAfter)} ms after the click`);

    const order = await page.locator('main [data-testid^="home-"]').evaluateAll((sections) => sections.map((section) => section.getAttribute('data-testid')));
    assert.deepEqual(order, HOME_SECTIONS);
  });

  it('home: the Recently Added slideshow moves by its arrows, its keys and by itself, and wraps around', async () => {
    const recentPage = await store.list({ sortBy: 'createdAt', limit: 3 });
    const recent = namesOf(recentPage);
    assert.equal(recent.length, 3);
    await page.goto('/');
    const show = page.getByTestId('recent-slideshow');
    await show.scrollIntoViewIfNeeded();
    const titles = show.getByTestId('recent-slide-title');
    const dots = show.getByRole('button', { name: /^Go to slide \d$/ });
    // What a shopper sees: the visible slide titles (one once a change has faded) and the current dot.
    const shown = async () => {
      const visible: string[] = [];
      for (const title of await titles.all()) if (await title.isVisible()) visible.push((await title.innerText()).trim());
      const current = await dots.evaluateAll((buttons) => buttons.findIndex((b) => b.getAttribute('aria-current') === 'true'));
      return { visible, current };
    };
    const expectSlide = async (index: number, timeoutMs?: number) => {
      const expected = { visible: [recent[index]!], current: index };
      assert.deepEqual(await readUntil(shown, expected, timeoutMs), expected);
    };
    const next = show.getByRole('button', { name: 'Next slide' });
    const previous = show.getByRole('button', { name: 'Previous slide' });
    const afterLock = () => page.waitForTimeout(800);

    await show.hover(); // paused while hovered
    await dots.first().click(); // the first slide, even if a slow page load gave it time to move on
    await expectSlide(0);
    await afterLock();
    await next.click();
    await expectSlide(1);

    // Left alone (the pointer elsewhere, and focus too: the clicked arrow kept it, which holds the
    // slideshow still), it moves on after 5 s, not before.
    await page.mouse.move(5, 5);
    await next.evaluate((button: HTMLElement) => button.blur());
    const leftAt = Date.now();
    await page.waitForTimeout(AUTO_ADVANCE_MS - 1_500);
    await expectSlide(1, 0);
    await expectSlide(2, 6_000);
    const waited = Date.now() - leftAt;
    assert.ok(waited >= AUTO_ADVANCE_MS - 200 && waited < AUTO_ADVANCE_MS + 5_000, `advanced by itself after ${waited} ms`);

    // Wrap-around at both ends, and the arrow keys.
    await show.hover();
    await afterLock();
    await next.click();
    await expectSlide(0);
    await afterLock();
    await previous.click();
    await expectSlide(2);
    await afterLock();
    await page.keyboard.press('ArrowRight');
    await expectSlide(0);
    await afterLock();
    await page.keyboard.press('ArrowLeft');
    await expectSlide(2);

    // A second change 200 ms after the first is ignored (the 500 ms lock); clicked in the page, on time.
    await afterLock();
    await next.evaluate(
      (button: HTMLElement) =>
        new Promise<void>((resolve) => {
          button.click();
          setTimeout(() => {
            button.click();
            resolve();
          }, 200);
        }),
    );
    await expectSlide(0);
    await page.waitForTimeout(700);
    await expectSlide(0, 0);

    // A dot goes to its slide; View Game opens the shown game.
    await afterLock();
    await dots.nth(1).click();
    await expectSlide(1);
    const viewGame = show.getByRole('link', { name: 'View Game' }).filter({ visible: true });
    const second = recentPage.games[1]!;
    assert.equal(await viewGame.getAttribute('href'), `/games/${second.id}/${second.slug}`);
  });

  it('explore: a genre from the sidebar and a theme from the header menu filter the catalogue', async () => {
    const [all, shooter, horror, popular] = await Promise.all([
      store.list({ page: 1, ...EXPLORE_PAGE }),
      store.list({ genre: 5, page: 1, ...EXPLORE_PAGE }),
      store.list({ theme: 19, page: 1, ...EXPLORE_PAGE }),
      store.list({ sortBy: 'hypes', limit: 8 }),
    ]);
    await page.goto('/explore');
    await expectResults(all);
    await expectChip(page, '');
    await page.getByTestId('featured-banner').getByRole('link', { name: 'Buy now' }).waitFor();
    const sidebarPopular = page.getByTestId('catalog-sidebar').getByTestId('sidebar-popular').getByTestId('ranked-game-name');
    assert.deepEqual(await readUntil(() => sidebarPopular.allInnerTexts(), namesOf(popular)), namesOf(popular));

    await page.getByRole('list', { name: 'Genres filter' }).getByRole('link', { name: 'Shooter', exact: true }).click();
    await waitForPath(page, '/explore/genres/5/shooter');
    await expectChip(page, 'Genre: Shooter');
    assert.equal(await readUntil(() => page.getByRole('heading', { level: 1 }).innerText(), 'Shooter'), 'Shooter');
    await expectResults(shooter);
    assert.notDeepEqual(namesOf(shooter), namesOf(all), 'the genre changes the list');

    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Themes' }).hover();
    const themesMenu = page.getByRole('menu', { name: 'Themes' });
    await themesMenu.getByRole('menuitem', { name: 'Horror' }).click();
    await waitForPath(page, '/explore/themes/19/horror');
    await themesMenu.waitFor({ state: 'hidden' });
    await expectChip(page, 'Theme: Horror');
    await expectResults(horror);

    // Removing the chip (or choosing All) goes back to the whole catalogue at /explore.
    await page.getByTestId('active-filter').locator('svg').click(); // the chip's delete icon
    await waitForPath(page, '/explore');
    await expectChip(page, '');
    await expectResults(all);
  });

  it("explore: a search shows the server's total and its games, without the featured banner", async () => {
    const answer = await store.search({ q: 'the', page: 1, ...EXPLORE_PAGE });
    await page.goto('/explore');
    await expectResults(await store.list({ page: 1, ...EXPLORE_PAGE }));
    const spinnerShown = await watchForElement(page, '[role="status"][aria-label="Searching"]');
    await searchBox().fill('the');
    const expectedLine = `Found ${answer.total} results for "the"`;
    assert.equal(await readUntil(() => resultLine().innerText(), expectedLine), expectedLine);
    await expectResults(answer);
    assert.ok(await spinnerShown(), 'a spinner showed while the debounced search lagged behind the typing');
    assert.equal(new URL(page.url()).searchParams.get('q'), 'the');
    assert.equal(await page.getByTestId('featured-banner').count(), 0);
  });

  it('explore: page 2 shows the next games, says where it is, and starts at the top', async () => {
    const [first, second] = await Promise.all([store.list({ page: 1, ...EXPLORE_PAGE }), store.list({ page: 2, ...EXPLORE_PAGE })]);
    assert.ok(first.totalPages >= 6, `enough pages for gaps in the page numbers (${first.totalPages})`);
    await page.goto('/explore');
    await expectResults(first);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    const status = page.getByTestId('pagination-status');
    assert.equal(await status.innerText(), `Showing page 1 of ${first.totalPages} (${first.total} total results)`);
    const numbers = pagination.getByRole('button', { name: /^Page \d+$/ });
    assert.deepEqual(await numbers.allInnerTexts(), ['1', '2', '3', '4', String(first.totalPages)]);

    await pagination.getByRole('button', { name: 'Page 2', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expectResults(second);
    assert.equal(namesOf(first).filter((name) => namesOf(second).includes(name)).length, 0, 'page 2 holds other games');
    assert.equal(await status.innerText(), `Showing page 2 of ${second.totalPages} (${second.total} total results)`);
    assert.equal(await page.evaluate(() => window.scrollY), 0);

    await pagination.getByRole('button', { name: 'Previous page' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === null);
    await expectResults(first);
  });

  it('explore: a search for markup shows it as text and runs nothing', async () => {
    const markup = '<img src=x onerror=alert(1)>';
    const answer = await store.search({ q: markup, page: 1, ...EXPLORE_PAGE });
    const dialogs: string[] = [];
    const onDialog = (dialog: Dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    };
    page.on('dialog', onDialog);
    try {
      await page.goto('/explore');
      await expectResults(await store.list({ page: 1, ...EXPLORE_PAGE }));
      await searchBox().fill(markup);
      const expectedLine = `Found ${answer.total} results for "${markup}"`;
      assert.equal(await readUntil(() => resultLine().innerText(), expectedLine), expectedLine);
      if (answer.total === 0) {
        await page.getByText('No games found matching your criteria.').waitFor();
        await page.getByText('Try adjusting your filters or search query.').waitFor();
      }
      // The same text arriving through the URL is shown as text too.
      await page.goto(`/explore?q=${encodeURIComponent(markup)}`);
      assert.equal(await readUntil(() => resultLine().innerText(), expectedLine), expectedLine);
      await page.waitForTimeout(500);
      assert.equal(await page.locator('img[src="x"]').count(), 0, 'no <img src="x"> was injected');
      assert.deepEqual(dialogs, []);
    } finally {
      page.off('dialog', onDialog);
    }
  });

  it('explore on a phone-sized screen: Filters opens the sidebar in a drawer, which closes when the screen grows', async () => {
    const [all, horror] = await Promise.all([store.list({ page: 1, ...EXPLORE_PAGE }), store.list({ theme: 19, page: 1, ...EXPLORE_PAGE })]);
    const phone = await browser.newContext({ baseURL: api.baseUrl, colorScheme: 'dark', viewport: { width: 390, height: 844 }, hasTouch: true });
    try {
      const mobile = await phone.newPage();
      mobile.setDefaultTimeout(15_000);
      await mobile.goto('/explore');
      assert.deepEqual(await readUntil(() => cardNames(mobile.getByTestId('explore-results')), namesOf(all)), namesOf(all));
      assert.equal(await mobile.getByTestId('catalog-sidebar').count(), 0, 'no sidebar beside the games');
      // Narrow screens number 3 pages at most.
      const numbers = mobile.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: /^Page \d+$/ });
      assert.deepEqual(await numbers.allInnerTexts(), ['1', '2', String(all.totalPages)]);

      await mobile.getByRole('button', { name: 'Filters' }).click();
      const drawer = mobile.getByRole('dialog', { name: 'Filters' });
      await drawer.getByText('CATALOG', { exact: true }).waitFor();
      assert.equal(await readUntil(() => drawer.getByTestId('sidebar-popular').getByRole('link').count(), 4), 4);
      await drawer.getByRole('button', { name: 'Themes' }).click();
      // The theme list is still unfolding inside a drawer that is still sliding in; under load a click
      // landed once without navigating (CI, 2026-11-25). A second click on the same link is allowed.
      const horrorLink = drawer.getByRole('list', { name: 'Themes filter' }).getByRole('link', { name: 'Horror', exact: true });
      for (let attempt = 1; ; attempt += 1) {
        await horrorLink.click();
        const navigated = await waitForPath(mobile, '/explore/themes/19/horror', 7_500).then(() => true, () => false);
        if (navigated) break;
        assert.ok(attempt < 2, 'the Horror link did not navigate after two clicks');
      }
      await drawer.waitFor({ state: 'hidden' });
      await expectChip(mobile, 'Theme: Horror');
      assert.deepEqual(await readUntil(() => cardNames(mobile.getByTestId('explore-results')), namesOf(horror)), namesOf(horror));

      await mobile.getByRole('button', { name: 'Filters' }).click();
      await drawer.waitFor();
      await mobile.setViewportSize({ width: 1024, height: 844 });
      await drawer.waitFor({ state: 'hidden' });
      await mobile.getByTestId('catalog-sidebar').waitFor();
      assert.equal(await mobile.getByRole('button', { name: 'Filters' }).count(), 0);
    } finally {
      await phone.close();
    }
  });
});
