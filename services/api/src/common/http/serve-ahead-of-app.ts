import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Puts `front` ahead of the application's request handler on `server`: requests it takes
 * (returning true) are its own to answer, by itself or by handing them to `app` later; the rest go
 * on to the application unchanged. Several fronts stack: the last one put is asked first.
 */
export function serveAheadOfApp(server: Server, front: (req: IncomingMessage, res: ServerResponse, app: RequestHandler) => boolean): void {
  const app = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  if (app.length !== 1) throw new Error(`Expected one request handler on the server, found ${app.length}`);
  const handle = app[0]!;
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!front(req, res, handle)) handle(req, res);
  });
}
