import type { ElementHandle, Page } from 'playwright-core';

/**
 * Adds an inline <script> or <style> to the page under its nonce (the csp-nonce meta the server
 * fills): the page's policy refuses any other, and Playwright's addScriptTag and addStyleTag give none.
 */
export async function addNoncedTag(page: Page, tag: 'script' | 'style', content: string): Promise<ElementHandle<HTMLElement>> {
  return page.evaluateHandle(
    ([name, text]) => {
      const element = document.createElement(name);
      element.nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
      element.textContent = text;
      document.head.append(element);
      return element;
    },
    [tag, content] as const,
  );
}
