import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { ContentSecurityPolicy } from '../common/http/security-headers.js';

/** Each page answer's nonce: 128 random bits, base64, made when helmet writes the policy. */
const nonces = new WeakMap<ServerResponse, string>();

/** The nonce of this answer of the page (the same in its policy and in its HTML). */
export function pageNonce(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (nonce === undefined) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(response, nonce);
  }
  return nonce;
}

/** The origin of an absolute base URL, for a policy's source list; none for a path on this server. */
function originOf(baseUrl: string): string[] {
  return /^https?:\/\//.test(baseUrl) ? [new URL(baseUrl).origin] : [];
}

export interface PagePolicySources {
  /** IMAGE_BASE_URL and VIDEO_BASE_URL: the store's own paths or another origin. */
  imageBaseUrl: string;
  videoBaseUrl: string;
  /** Where browsers send the violations (security/csp-reports.contract.ts), a path on this server. */
  reportUrl: string;
}

/** The Reporting API's name for the report endpoint (Reporting-Endpoints header, `report-to`). */
export const REPORT_ENDPOINT = 'csp-endpoint';

/** The page's Reporting-Endpoints header: the report path, which the browser resolves against the page. */
export const reportingEndpoints = (reportUrl: string) => `${REPORT_ENDPOINT}="${reportUrl}"`;

/**
 * The page's Content-Security-Policy (helmet writes it; directive functions run per answer). Scripts
 * only by the answer's nonce, and what they load ('strict-dynamic'); styles from the store's files
 * or by the nonce (Emotion's cache, frontend/src/app/theme/emotion-cache.ts); images, media and
 * connections from the store's origin and the configured image and video origins only; violations
 * reported to the store.
 */
export function pageSecurityPolicy(sources: PagePolicySources): ContentSecurityPolicy {
  const byNonce = (_request: unknown, response: ServerResponse) => `'nonce-${pageNonce(response)}'`;
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: [byNonce, "'strict-dynamic'"],
      styleSrc: ["'self'", byNonce],
      imgSrc: ["'self'", 'data:', ...originOf(sources.imageBaseUrl)],
      mediaSrc: ["'self'", ...originOf(sources.videoBaseUrl)],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      // report-to for the browsers with the Reporting API, report-uri for the others (Firefox).
      reportUri: [sources.reportUrl],
      reportTo: [REPORT_ENDPOINT],
    },
  };
}
