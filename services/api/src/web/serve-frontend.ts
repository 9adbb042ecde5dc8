import path from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';

/**
 * Serves the built front end on the API's port: hashed assets with long caching, and index.html
 * for every other non-API path so client-side routes survive a reload.
 */
export function serveFrontend(app: Express, webRoot: string): void {
  app.use('/assets', express.static(path.join(webRoot, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }));
  app.use(express.static(webRoot, { index: false, maxAge: '1h' }));
  app.get(/^\/(?!api\/|api$).*/, (req: Request, res: Response, next: NextFunction) => {
    if (!req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(path.join(webRoot, 'index.html'));
  });
}
