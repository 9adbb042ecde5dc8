import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export type ContentSecurityPolicy = Exclude<NonNullable<FastifyHelmetOptions['contentSecurityPolicy']>, boolean>;

/** One year, in seconds: HSTS's max-age when the store is reached over https. */
const HSTS_MAX_AGE = 365 * 24 * 60 * 60;

/** Every answer that is not the page or the API's own documentation: JSON, problems, files, images. */
export const API_CONTENT_SECURITY_POLICY: ContentSecurityPolicy = {
  useDefaults: false,
  directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
};

/**
 * The Swagger UI at /api/docs: its scripts and stylesheet are files of its own, but its page has an
 * inline <style> and style attributes it does not let us mark with a nonce. A developer page that
 * holds no session, so 'unsafe-inline' styles (never scripts) are accepted there only.
 */
const DOCS_CONTENT_SECURITY_POLICY: ContentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};
const DOCS_PATH = /^\/api\/docs(?:\/|$)/;

/**
 * The headers every answer carries, set by helmet (@fastify/helmet's onRequest hook) rather than
 * by hand. Helmet's defaults are kept where they fit: nosniff, COOP and CORP same-origin,
 * Origin-Agent-Cluster, X-DNS-Prefetch-Control off, X-Permitted-Cross-Domain-Policies none and
 * X-XSS-Protection 0 (turns off old browsers' auditor, which could itself be abused).
 * Changed: X-Frame-Options DENY (as frame-ancestors 'none'), Referrer-Policy no-referrer (nothing
 * in the store needs another site to know where a visitor came from), HSTS only when PUBLIC_URL is
 * https (over http it is ignored, and a development host must not be pinned to https).
 * Dropped: X-Download-Options (Internet Explorer 8 only). The Content-Security-Policy is the JSON
 * one here; the page (web/page-security-policy.ts) and the API documentation set their own per
 * route with the `helmet` route option.
 */
export function securityHeaderOptions(publicUrl: string): FastifyHelmetOptions {
  return {
    global: true,
    contentSecurityPolicy: API_CONTENT_SECURITY_POLICY,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: new URL(publicUrl).protocol === 'https:' ? { maxAge: HSTS_MAX_AGE, includeSubDomains: true } : false,
    xDownloadOptions: false,
  };
}

/** Registers helmet on every route (call before any route is declared, so the docs' routes get their policy). */
export async function securityHeaders(server: FastifyInstance, publicUrl: string): Promise<void> {
  server.addHook('onRoute', (route) => {
    if (DOCS_PATH.test(route.url) && route.helmet === undefined) route.helmet = { contentSecurityPolicy: DOCS_CONTENT_SECURITY_POLICY };
  });
  await server.register(fastifyHelmet, securityHeaderOptions(publicUrl));
}
