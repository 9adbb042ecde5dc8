import type { Page } from 'playwright-core';

type ToastType = 'success' | 'error' | 'info';

/** Waits for a sonner toast of the given type that contains the text. */
export async function waitForToast(page: Page, type: ToastType, text: string): Promise<void> {
  await page.locator(`[data-sonner-toast][data-type="${type}"]`).filter({ hasText: text }).first().waitFor();
}

/**
 * Waits until the page's path is `pathname`. Only the URL is awaited ('commit'), not the load event:
 * a store page keeps loading cover images long after its route is there, and the callers wait for
 * the elements they need anyway.
 */
export async function waitForPath(page: Page, pathname: string, timeout?: number): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { waitUntil: 'commit', ...(timeout ? { timeout } : {}) });
}

export const bodyBackground = (page: Page): Promise<string> =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/**
 * Opens the header's account menu and returns the names of its entries, once the menu has finished
 * growing open: a click on an entry during MUI's Grow transition was sometimes lost (the menu
 * stayed open, no navigation), about one run in ten.
 */
export async function openAccountMenu(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  const items = page.getByRole('menuitem');
  await items.first().waitFor();
  // Grow leaves `transform: none` and full opacity on the menu's paper when it has entered.
  await page.waitForFunction(() => {
    const paper = document.querySelector('[role="menu"]')?.closest<HTMLElement>('.MuiPaper-root');
    return paper?.style.transform === 'none' && paper.style.opacity === '1';
  });
  return (await items.allInnerTexts()).map((text) => text.trim());
}

/** Escape in the open menu, and the menu gone. (Focus staying in a menu whose entries change is session-restore.e2e's.) */
export async function closeMenu(page: Page): Promise<void> {
  await page.getByRole('menu').press('Escape');
  await page.getByRole('menu').waitFor({ state: 'hidden' });
}

/** Fires a paste of `text` on an element, as a user's Ctrl+V would. */
export async function pasteInto(page: Page, label: string, text: string): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text', value);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** The digits in the six code boxes. */
export async function codeBoxes(page: Page): Promise<string> {
  const values = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => page.getByRole('textbox', { name: `Digit ${n}`, exact: true }).inputValue()));
  return values.join('');
}

/** Waits (up to 5 s) until the six code boxes hold `expected`: React may update them after the toast. */
export async function expectCodeBoxes(page: Page, expected: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  let actual = await codeBoxes(page);
  while (actual !== expected && Date.now() < deadline) {
    await page.waitForTimeout(50);
    actual = await codeBoxes(page);
  }
  if (actual !== expected) throw new Error(`The code boxes hold "${actual}", expected "${expected}"`);
}

/** The wallet balance the header's account menu shows, read afresh (the page reloaded first). */
export async function walletShown(page: Page): Promise<string> {
  await page.reload();
  await openAccountMenu(page);
  const text = (await page.getByTestId('wallet-amount').innerText()).trim();
  await closeMenu(page);
  return text;
}
