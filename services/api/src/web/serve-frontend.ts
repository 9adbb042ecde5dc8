import fastifyStatic from '@fastify/static';
import accepts from 'accepts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { NotFoundError } from '../common/app-errors.js';

/** Hashed file names under /assets: a name's content never changes, so it is kept for a year. */
const ASSET_CACHING = 'public, max-age=31536000, immutable';
/** The page names the current assets: revalidated on every visit, so a new build shows at once. */
const PAGE_CACHING = 'no-cache';
/** The other files at the root (the favicon). */
const ROOT_FILE_CACHING = 'public, max-age=3600';

const API_PATH = /^\/api(?:\/|$)/;

export interface ServeFrontendOptions {
  /** SERVE_SOURCE_MAPS: serve the build's *.map files (off: they answer 404). */
  serveSourceMaps: boolean;
}

/**
 * Serves the built front end on the API's port with @fastify/static: hashed assets cached for good,
 * index.html revalidated, and index.html for every other non-API GET that takes HTML, so client-side
 * routes survive a reload. Text files go out as the .br or .gz copy the build wrote beside them when
 * the client takes that coding (`preCompressed`), else as they are (and @fastify/compress may still
 * compress them). Source maps only with SERVE_SOURCE_MAPS, so production does not publish its sources.
 * The files are routes of their own (`wildcard: false`), so the page's catch-all below is free to
 * answer everything else.
 */
export async function serveFrontend(server: FastifyInstance, webRoot: string, options: ServeFrontendOptions): Promise<void> {
  await server.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    preCompressed: true,
    dotfiles: 'ignore',
    cacheControl: false,
    allowedPath: (pathName) => options.serveSourceMaps || !pathName.endsWith('.map'),
    setHeaders: (reply: FastifyReply, file: string) => {
      // The file sent may be a .br or .gz copy: its headers are the original's.
      const name = file.slice(webRoot.length).replace(/^[\\/]+/, '').replace(/\.(?:br|gz)$/, '');
      reply.header('Cache-Control', name.startsWith('assets/') ? ASSET_CACHING : name === 'index.html' ? PAGE_CACHING : ROOT_FILE_CACHING);
    },
  });
  server.get('/*', (request, reply) => {
    const path = request.url.split('?')[0]!;
    // An API path the router does not know, a missing asset, a request that does not take HTML: 404.
    if (API_PATH.test(path) || path.startsWith('/assets/') || accepts(request.raw).type('html') === false) throw new NotFoundError('Not Found');
    reply.header('Cache-Control', PAGE_CACHING);
    return reply.sendFile('index.html');
  });
}
