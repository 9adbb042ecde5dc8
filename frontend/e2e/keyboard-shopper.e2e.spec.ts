import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openDemoStorePage, type DemoStorePage } from './support/demo-store-page.js';
import { readUntil } from './support/poll.js';

// The spec's figures, written out here so the test does not read them from the app.
const AUTO_ADVANCE_MS = 5_000;
const MOBILE_BREAKPOINT_PX = 768;

/** The focused element, described: its role or tag, its accessible-ish name, and whether it is in <main>. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      role: element?.getAttribute('role') ?? '',
      text: (element?.getAttribute('aria-label') ?? element?.innerText ?? '').trim(),
      inMain: !!element?.closest('main'),
    };
  });

describe('the storefront with a keyboard: skip link, header menus, the slideshow, the header on a phone', () => {
  let store: DemoStorePage | undefined;
  let page: Page;

  before(async () => {
    store = await openDemoStorePage({ colorScheme: 'dark', viewport: { width: 1366, height: 900 } });
    page = store.page;
  });

  after(async () => store?.close());

  const openHome = async () => {
    await page.goto('/');
    await page.getByTestId('recent-slideshow').getByTestId('recent-slide-title').first().waitFor({ state: 'attached' });
  };

  it('the first Tab reaches "Skip to main content", shown on focus; Enter moves focus into <main>', async () => {
    await openHome();
    await page.keyboard.press('Tab');
    assert.deepEqual(await focused(page), { tag: 'a', role: '', text: 'Skip to main content', inMain: false });
    const box = await page.getByRole('link', { name: 'Skip to main content' }).boundingBox();
    assert.ok(box && box.width > 40 && box.height > 16 && box.y >= 0, `the focused skip link is visible (${JSON.stringify(box)})`);

    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement?.tagName.toLowerCase()), 'main');
    assert.equal(new URL(page.url()).pathname, '/', 'the page stays where it is');
    // The next Tab goes on inside the page's content, past the header.
    await page.keyboard.press('Tab');
    assert.equal((await focused(page)).inMain, true, 'the next stop is in <main>');
  });

  it('header menus: Enter, Space and ArrowDown open them with focus on the first entry; Escape closes back to the button', async () => {
    await openHome();
    const header = page.getByRole('banner');
    for (const [label, key] of [
      ['Genres', 'Enter'],
      ['Themes', ' '],
      ['Genres', 'ArrowDown'],
    ] as const) {
      const button = header.getByRole('button', { name: label, exact: true });
      await button.focus();
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      const menu = page.getByRole('menu', { name: label });
      await menu.waitFor();
      const first = (await menu.getByRole('menuitem').first().innerText()).trim();
      assert.deepEqual(await readUntil(() => focused(page), { tag: 'a', role: 'menuitem', text: first, inMain: false }), { tag: 'a', role: 'menuitem', text: first, inMain: false }, `${key} on ${label}`);
      assert.equal(await button.getAttribute('aria-expanded'), 'true');

      // The arrow keys walk the list.
      await page.keyboard.press('ArrowDown');
      const second = (await menu.getByRole('menuitem').nth(1).innerText()).trim();
      assert.equal((await focused(page)).text, second);

      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      assert.equal((await focused(page)).text, label, 'focus is back on the button');
      assert.equal(await button.getAttribute('aria-expanded'), 'false');
    }

    // Enter on an entry opens its page.
    await header.getByRole('button', { name: 'Themes', exact: true }).focus();
    await page.keyboard.press('Enter');
    const themes = page.getByRole('menu', { name: 'Themes' });
    await themes.getByRole('menuitem', { name: 'Horror', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/explore/themes/19/horror');
    await themes.waitFor({ state: 'hidden' });
  });

  it('header menus: a click on a trigger that hover opened keeps the menu open after the pointer leaves', async () => {
    await openHome();
    const button = page.getByRole('banner').getByRole('button', { name: 'Genres', exact: true });
    const menu = page.getByRole('menu', { name: 'Genres' });
    await button.hover();
    await menu.waitFor();
    await button.click();
    await page.mouse.move(700, 700);
    await page.waitForTimeout(600); // well past the 200 ms close delay of a hovered menu
    assert.equal(await menu.isVisible(), true, 'still open after the pointer left');
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    // A click outside closes it; a second click on the button would too.
    await page.mouse.click(5, 600);
    await menu.waitFor({ state: 'hidden' });

    // Hovered only, it closes when the pointer leaves.
    await button.hover();
    await menu.waitFor();
    await page.mouse.move(700, 700);
    await menu.waitFor({ state: 'hidden' });
  });

  it('the slideshow: its Pause button holds the slide past 5 s, so does focus inside it; its arrow keys act only with focus or pointer', async () => {
    await openHome();
    const show = page.getByTestId('recent-slideshow');
    await show.scrollIntoViewIfNeeded();
    const current = () => show.getByRole('button', { name: /^Go to slide \d$/ }).evaluateAll((dots) => dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true'));
    const pauseButton = show.getByRole('button', { name: 'Pause slideshow' });
    const playButton = show.getByRole('button', { name: 'Play slideshow' });
    const awayFromIt = async () => {
      await page.mouse.move(5, 5);
      await page.getByRole('banner').getByRole('link', { name: 'KeyLedger home' }).focus();
    };

    // Paused with its button, from the keyboard; the pointer and focus then leave it.
    await pauseButton.focus();
    await page.keyboard.press('Enter');
    await playButton.waitFor();
    await awayFromIt();
    const held = await current();
    await page.waitForTimeout(AUTO_ADVANCE_MS + 1_500);
    assert.equal(await current(), held, 'no change while paused by its button');

    // Arrow keys with focus and pointer elsewhere leave it alone; with focus inside they move it.
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(700);
    assert.equal(await current(), held, 'ArrowRight elsewhere on the page did not move it');
    await playButton.focus();
    await page.keyboard.press('ArrowRight');
    const moved = (held + 1) % 3;
    assert.equal(await readUntil(current, moved), moved, 'ArrowRight with focus inside moved it');

    // Playing again, but focus inside holds it: no change for more than 5 s.
    await page.keyboard.press('Enter');
    await pauseButton.waitFor();
    assert.equal((await focused(page)).text, 'Pause slideshow', 'focus stays inside, on the button');
    await page.mouse.move(5, 5);
    await page.waitForTimeout(AUTO_ADVANCE_MS + 1_500);
    assert.equal(await current(), moved, 'no change while focus is inside');

    // Focus leaves: it moves on by itself again.
    const leftAt = Date.now();
    await awayFromIt();
    const next = (moved + 1) % 3;
    assert.equal(await readUntil(current, next, AUTO_ADVANCE_MS + 4_000), next, 'advanced once focus left');
    assert.ok(Date.now() - leftAt >= AUTO_ADVANCE_MS - 300, 'and not before 5 s');
  });

  it('the header below 768 px is the mobile one (its drawer closes from 768 px up), and at 360 px it fits without overflow or squeezed controls', async () => {
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    try {
      await page.setViewportSize({ width: MOBILE_BREAKPOINT_PX, height: 900 });
      await openHome();
      assert.equal(await mainNav.isVisible(), true, 'the desktop links at 768 px');
      assert.equal(await menuButton.isVisible(), false);
      await page.setViewportSize({ width: MOBILE_BREAKPOINT_PX - 1, height: 900 });
      await menuButton.waitFor();
      assert.equal(await mainNav.isVisible(), false, 'the menu button instead below 768 px');
      // The drawer opened at 767 px closes when the window grows to 768 px, where its button is gone.
      await menuButton.click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.waitFor();
      await page.setViewportSize({ width: MOBILE_BREAKPOINT_PX, height: 900 });
      await drawer.waitFor({ state: 'hidden' });
      await page.setViewportSize({ width: MOBILE_BREAKPOINT_PX - 1, height: 900 });

      for (const width of [360, MOBILE_BREAKPOINT_PX]) {
        await page.setViewportSize({ width, height: 800 });
        await page.waitForTimeout(100);
        const overflow = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth - window.innerWidth,
          // A control narrower than its content is squeezed: its label spills over its neighbour.
          squeezed: [...document.querySelectorAll<HTMLElement>('header button, header a')]
            .filter((element) => element.offsetParent !== null && element.scrollWidth > element.clientWidth + 1)
            .map((element) => element.getAttribute('aria-label') ?? element.innerText),
          outside: [...document.querySelectorAll<HTMLElement>('header button, header a')]
            .filter((element) => element.offsetParent !== null && element.getBoundingClientRect().right > window.innerWidth)
            .map((element) => element.getAttribute('aria-label') ?? element.innerText),
        }));
        assert.deepEqual(overflow, { page: 0, squeezed: [], outside: [] }, `at ${width} px`);
      }
    } finally {
      await page.setViewportSize({ width: 1366, height: 900 });
    }
  });
});
