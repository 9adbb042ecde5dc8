import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { closeAll } from './support/close-all.js';
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture.js';
import { startApi, type RunningApi } from './support/start-api.js';

/** What each loaded <img> of a scope shows: its URL and the width of the box it fills. */
const loadedImages = (scope: Locator) =>
  scope.locator('img').evaluateAll((images) =>
    (images as HTMLImageElement[])
      .filter((img) => img.complete && img.naturalWidth > 0)
      .map((img) => ({ url: new URL(img.currentSrc).pathname, box: Math.round(img.getBoundingClientRect().width) })),
  );

describe('game images sized to their boxes', () => {
  /** Every image URL the page asked for, in order. */
  const requested: string[] = [];
  /** What the test opens, filled in as it opens, so a failed start still closes the rest. */
  const opened: { smtp?: SmtpCapture; api?: RunningApi; browser?: Browser; context?: BrowserContext } = {};
  let page: Page;

  before(async () => {
    const mail = await startSmtpCapture();
    opened.smtp = mail.smtp;
    opened.api = await startApi(mail.url, { seedDemo: true });
    opened.browser = await launchBrowser();
    // One device pixel per CSS pixel, as the boxes below are reckoned.
    opened.context = await opened.browser.newContext({ baseURL: opened.api.baseUrl, viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1 });
    page = await opened.context.newPage();
    page.setDefaultTimeout(15_000);
    page.on('request', (request) => {
      if (request.resourceType() === 'image') requested.push(new URL(request.url()).pathname);
    });
  });

  after(async () => closeAll(opened.context, opened.browser, opened.api, opened.smtp));

  it("home: the cards' covers come in the card size (t_cover_big), never the full 600×800 cover", async () => {
    await page.goto('/');
    const topRated = page.getByTestId('home-top-rated');
    await topRated.getByTestId('game-card').first().waitFor();
    // The first cards are on the first screen: wait until their covers have loaded.
    await page.waitForFunction(() => {
      const section = document.querySelector('[data-testid="home-top-rated"]');
      const covers = [...(section?.querySelectorAll('img') ?? [])] as HTMLImageElement[];
      return covers.length > 0 && covers.slice(0, 3).every((img) => img.complete && img.naturalWidth > 0);
    });

    const covers = await loadedImages(topRated);
    assert.ok(covers.length >= 3, `at least three covers loaded (${covers.length})`);
    for (const cover of covers) {
      assert.match(cover.url, /^\/images\/t_cover_big\/kl_c_\d+\.jpg$/, `a ${cover.box} px card box asked for ${cover.url}`);
      assert.ok(cover.box <= 264, `the 264 px picture fills its ${cover.box} px box`);
    }
    const fullCovers = requested.filter((url) => /^\/images\/t_1080p\/kl_c_/.test(url));
    assert.deepEqual(fullCovers, [], 'no full-size cover was requested for a card');
  });

  it('game page: the gallery thumbnails come in the thumbnail size (t_logo_med), the main screenshot larger', async () => {
    await page.goto('/games/1877/cyber-punk');
    const gallery = page.getByRole('region', { name: 'Gallery' });
    await gallery.getByRole('button', { name: 'Show screenshot 4' }).waitFor();
    await page.waitForFunction(() => {
      const images = [...document.querySelectorAll('section[aria-label="Gallery"] img')] as HTMLImageElement[];
      return images.length === 5 && images.every((img) => img.complete && img.naturalWidth > 0);
    });
    // The first thumbnail shows the main screenshot's picture, which the browser may reuse from its cache.
    for (const index of [2, 3, 4]) {
      const [thumbnail] = await loadedImages(gallery.getByRole('button', { name: `Show screenshot ${index}` }));
      assert.match(thumbnail?.url ?? '', new RegExp(`^/images/t_logo_med/kl_s_1877_${index}\\.jpg$`));
      assert.ok(thumbnail!.box <= 284, `the 284 px picture fills its ${thumbnail!.box} px box`);
    }
    const [main] = await loadedImages(page.getByTestId('gallery-main'));
    assert.match(main?.url ?? '', /^\/images\/t_screenshot_(med|big)\/kl_s_1877_1\.jpg$/, `a ${main?.box} px main box`);
  });
});
