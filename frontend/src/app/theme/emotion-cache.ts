import createCache from '@emotion/cache';

/**
 * The nonce the server gave this page (`<meta property="csp-nonce">`, which Vite's preload helper
 * reads too). Browsers hide nonces from getAttribute: the `.nonce` property holds it. None when the
 * page was not served by the API (the Vite dev server): styles then go without one.
 */
export function pageNonce(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
}

/** MUI's styles (Emotion) are inserted under the page's nonce: its policy allows no inline style else. */
export const emotionCache = createCache({ key: 'css', nonce: pageNonce() });
