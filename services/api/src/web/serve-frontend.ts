import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import accepts from 'accepts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { NotFoundError } from '../common/app-errors.js';
import { API_CONTENT_SECURITY_POLICY } from '../common/http/security-headers.js';
import { PageTemplate } from './page-template.js';
import { pageNonce, pageSecurityPolicy, reportingEndpoints, type PagePolicySources } from './page-security-policy.js';

/** Hashed file names under /assets: a name's content never changes, so it is kept for a year. */
const ASSET_CACHING = 'public, max-age=31536000, immutable';
/**
 * The page names the current assets and carries its answer's nonce: kept by no shared cache, and
 * revalidated by the browser on every visit, so a new build shows at once.
 */
const PAGE_CACHING = 'private, no-cache';
/** The other files at the root (the favicon). */
const ROOT_FILE_CACHING = 'public, max-age=3600';

const API_PATH = /^\/api(?:\/|$)/;

export interface ServeFrontendOptions extends PagePolicySources {
  /** SERVE_SOURCE_MAPS: serve the build's *.map files (off: they answer 404). */
  serveSourceMaps: boolean;
}

/**
 * Serves the built front end on the API's port with @fastify/static: hashed assets cached for good,
 * and the page (index.html with a fresh nonce and its Content-Security-Policy, page-template.ts and
 * page-security-policy.ts) for /index.html and every other non-API GET that takes HTML, so
 * client-side routes survive a reload. Text files go out as the .br or .gz copy the build wrote beside them when
 * the client takes that coding (`preCompressed`), else as they are (and @fastify/compress may still
 * compress them). Source maps only with SERVE_SOURCE_MAPS, so production does not publish its sources.
 * The files are routes of their own (`wildcard: false`), so the page's catch-all below is free to
 * answer everything else.
 */
export async function serveFrontend(server: FastifyInstance, webRoot: string, options: ServeFrontendOptions): Promise<void> {
  const page = PageTemplate.parse(await readFile(path.join(webRoot, 'index.html'), 'utf8'));
  await server.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    preCompressed: true,
    dotfiles: 'ignore',
    // The page is never sent as it is on disk (nor its compressed copies): it goes out with a nonce.
    globIgnore: ['index.html', 'index.html.*'],
    cacheControl: false,
    allowedPath: (pathName) => options.serveSourceMaps || !pathName.endsWith('.map'),
    setHeaders: (reply: FastifyReply, file: string) => {
      // The file sent may be a .br or .gz copy: its headers are the original's.
      const name = file.slice(webRoot.length).replace(/^[\\/]+/, '').replace(/\.(?:br|gz)$/, '');
      reply.header('Cache-Control', name.startsWith('assets/') ? ASSET_CACHING : ROOT_FILE_CACHING);
    },
  });
  server.get('/*', { helmet: { contentSecurityPolicy: pageSecurityPolicy(options) } }, (request, reply) => {
    const urlPath = request.url.split('?')[0]!;
    // An API path the router does not know, a missing asset, a request that does not take HTML: a
    // 404 problem, under the JSON answers' policy.
    if (API_PATH.test(urlPath) || urlPath.startsWith('/assets/') || accepts(request.raw).type('html') === false) {
      reply.helmet({ contentSecurityPolicy: API_CONTENT_SECURITY_POLICY });
      throw new NotFoundError('Not Found');
    }
    reply.header('Cache-Control', PAGE_CACHING).header('Reporting-Endpoints', reportingEndpoints(options.reportUrl)).type('text/html; charset=utf-8');
    return reply.send(page.render(pageNonce(reply.raw)));
  });
}
