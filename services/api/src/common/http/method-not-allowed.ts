import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem } from './problem-response.js';

interface PathMethods {
  pattern: RegExp;
  /** A path with no parameter: it wins over a parametric path of another method that would also match. */
  fixed: boolean;
  methods: Set<string>;
}

/**
 * An unknown method on a known path answers 405 with `Allow` (RFC 9110), not 404, and not the
 * answer of another route that only happens to match: `DELETE /promo/apply` is not a deletion of
 * a promo code named "apply" (`DELETE /promo/:code`) when `/promo/apply` is a path of its own
 * (POST), and `GET /wishlist/add` is not a wishlist of user "add". Fastify routes by method first
 * and answers 404 for a method a path lacks, so the paths under `prefix` are kept here as routes
 * are declared, and each request is checked against them before anything else runs.
 */
export function answerMethodNotAllowed(server: FastifyInstance, prefix: string): void {
  const paths = new Map<string, PathMethods>();
  server.addHook('onRoute', (route) => {
    if (!route.url.startsWith(prefix)) return;
    const known = paths.get(route.url) ?? { pattern: patternOf(route.url), fixed: !route.url.includes(':') && !route.url.includes('*'), methods: new Set<string>() };
    for (const method of [route.method].flat()) known.methods.add(method);
    // Fastify answers HEAD wherever it answers GET.
    if (known.methods.has('GET')) known.methods.add('HEAD');
    paths.set(route.url, known);
  });

  // Answers (and returns the reply, which ends the request) only when refusing; else lets it through.
  server.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!.replace(/\/+$/, '');
    if (!path.startsWith(prefix)) return;
    const fixed = paths.get(path);
    if (fixed?.fixed) {
      // The path is one of ours as it stands: another method's parametric route does not get it.
      return fixed.methods.has(request.method) ? undefined : refuse(request, reply, fixed.methods);
    }
    if (request.routeOptions.url !== undefined) return;
    const allowed = new Set<string>();
    for (const known of paths.values()) if (known.pattern.test(path)) for (const method of known.methods) allowed.add(method);
    return allowed.size > 0 ? refuse(request, reply, allowed) : undefined;
  });
}

function refuse(request: FastifyRequest, reply: FastifyReply, methods: Set<string>): FastifyReply {
  const allow = [...methods].sort().join(', ');
  reply.header('Allow', allow);
  sendProblem(request, reply, { status: 405, message: `${request.method} is not allowed here: this path takes ${allow}` });
  return reply;
}

/** `/api/v1/promo/:code` → a pattern matching any one segment in place of each parameter. */
function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.*' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}
