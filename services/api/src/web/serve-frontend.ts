import path from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { NotFoundError } from '../common/app-errors.js';
import { sendPrecompressed } from './send-precompressed.js';

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
 * Serves the built front end on the API's port: hashed assets cached for good, index.html
 * revalidated, and index.html for every other non-API path so client-side routes survive a reload.
 * Text files go out as the .br or .gz copy the build wrote beside them when the client takes that
 * coding (sendPrecompressed), else as they are (and the compression layer may still compress
 * them). Source maps only with SERVE_SOURCE_MAPS, so production does not publish its sources.
 */
export function serveFrontend(app: Express, webRoot: string, options: ServeFrontendOptions): void {
  if (!options.serveSourceMaps) {
    app.use((req: Request, _res: Response, next: NextFunction) => {
      // Answered as a missing asset is.
      next(req.path.endsWith('.map') && !API_PATH.test(req.path) ? new NotFoundError('Not Found') : undefined);
    });
  }
  app.use((req: Request, res: Response, next: NextFunction) => {
    const file = builtFilePath(req);
    if (file === null) return next();
    const cacheControl = file.startsWith('assets/') ? ASSET_CACHING : file === 'index.html' ? PAGE_CACHING : ROOT_FILE_CACHING;
    sendPrecompressed(req, res, next, { root: webRoot, file, cacheControl }, next);
  });
  app.use('/assets', express.static(path.join(webRoot, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }));
  const page = path.resolve(webRoot, 'index.html');
  app.use(
    express.static(webRoot, {
      index: false,
      maxAge: '1h',
      setHeaders: (res, file) => {
        if (file === page) res.setHeader('Cache-Control', PAGE_CACHING);
      },
    }),
  );
  app.get(/^\/(?!api\/|api$).*/, (req: Request, res: Response, next: NextFunction) => {
    if (!req.accepts('html')) return next();
    sendPrecompressed(req, res, next, { root: webRoot, file: 'index.html', cacheControl: PAGE_CACHING }, () => {
      res.setHeader('Cache-Control', PAGE_CACHING);
      res.sendFile('index.html', { root: webRoot });
    });
  });
}

/** The file a GET or HEAD outside the API names below the web root (decoded, no leading slash), or null. */
function builtFilePath(req: Request): string | null {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || API_PATH.test(req.path) || req.path.endsWith('/')) return null;
  try {
    return decodeURIComponent(req.path).slice(1);
  } catch {
    return null;
  }
}
