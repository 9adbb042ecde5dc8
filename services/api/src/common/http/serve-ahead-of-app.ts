import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * Puts `front` ahead of the application's request handler on `server`: requests it answers
 * (returning true) never reach the application; the rest go on unchanged.
 */
export function serveAheadOfApp(server: Server, front: (req: IncomingMessage, res: ServerResponse) => boolean): void {
  const app = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  if (app.length !== 1) throw new Error(`Expected one request handler on the server, found ${app.length}`);
  const handle = app[0]!;
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!front(req, res)) handle(req, res);
  });
}
