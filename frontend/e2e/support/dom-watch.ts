import type { Page } from 'playwright-core';

let watches = 0;

/**
 * Starts watching the page for an element matching `selector` and returns a check that says
 * whether one was ever there since. Recorded in the page, so a short-lived element (a spinner) is
 * not missed on a busy machine.
 */
export async function watchForElement(page: Page, selector: string): Promise<() => Promise<boolean>> {
  watches += 1;
  const key = `__seen${watches}`;
  await page.evaluate(
    ({ selector, key }) => {
      const flags = window as unknown as Record<string, boolean>;
      flags[key] = document.querySelector(selector) !== null;
      const observer = new MutationObserver(() => {
        if (document.querySelector(selector) === null) return;
        flags[key] = true;
        observer.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    },
    { selector, key },
  );
  return () => page.evaluate((name) => (window as unknown as Record<string, boolean>)[name] === true, key);
}
