import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StoreMetrics } from './store-metrics.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * GET /metrics (Prometheus text format), outside the public API: for the loopback (a scraper on
 * the machine; behind the balancer request.ip is the client's, see trustProxy) or a caller with
 * `Authorization: Bearer METRICS_TOKEN`. Everyone else gets 403 and nothing about the store.
 * Every API request is observed when answered, by its route template.
 */
export function serveMetrics(server: FastifyInstance, metrics: StoreMetrics, token: string | null): void {
  server.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url;
    if (route?.startsWith('/api/')) metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  server.get('/metrics', async (request, reply) => {
    if (!mayRead(request, token)) {
      return reply.code(403).type('application/problem+json').send({ type: 'about:blank', title: 'Forbidden', status: 403, detail: 'Metrics are for the loopback or a METRICS_TOKEN' });
    }
    return reply.type(metrics.contentType).send(await metrics.text());
  });
}

function mayRead(request: FastifyRequest, token: string | null): boolean {
  if (LOOPBACK.has(request.ip)) return true;
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (token === null || given === undefined) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}
