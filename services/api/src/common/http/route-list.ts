import type { FastifyInstance } from 'fastify';

export interface ServedRoute {
  method: string;
  /** The URL pattern as registered, e.g. `/api/v1/inventory/:userId`. */
  url: string;
}

/**
 * Keeps the list of routes the server is given from now on (Fastify can print its router but not
 * list it): the contract test compares it with the OpenAPI document, so a route served but not
 * documented, or documented but not served, fails it. Found on the server as `servedRoutes`.
 */
export function listRoutes(server: FastifyInstance): void {
  const routes: ServedRoute[] = [];
  server.decorate('servedRoutes', routes);
  server.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
}
