import type { Locator, Page } from 'playwright-core';
import { waitForPath } from './page-helpers.js';

/**
 * Picks a currency: through the header's currency selector when the page has one, else by
 * writing the stored choice and reloading (the app reads it at start).
 */
export async function chooseCurrency(page: Page, code: string): Promise<void> {
  const selector = page.getByTestId('currency-selector');
  if ((await selector.count()) > 0 && (await selector.first().isVisible())) {
    await selector.first().click();
    await page.getByRole('menuitemradio', { name: new RegExp(`^${code}\\b`) }).click();
    await page.getByRole('menu').waitFor({ state: 'hidden' });
  } else {
    await page.evaluate((value) => localStorage.setItem('keyledger.currency', value), code);
    await page.reload();
  }
}

/** Signs in through the login form and waits for the page the account lands on (an admin's is /admin). */
export async function signIn(page: Page, email: string, password: string, landing = '/'): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await waitForPath(page, landing);
}

/** Waits (up to 5 s) until the element's text is `expected`; throws with the last text seen. */
export async function expectText(locator: Locator, expected: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  let actual = (await locator.innerText()).trim();
  while (actual !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    actual = (await locator.innerText()).trim();
  }
  if (actual !== expected) throw new Error(`${locator.toString()} reads "${actual}", expected "${expected}"`);
}
