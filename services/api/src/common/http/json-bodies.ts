import type { FastifyInstance, FastifyRequest } from 'fastify';

const JSON_TYPE = 'application/json';

/** A body of a type its route does not take: Fastify's own 415, answered as a problem. */
function unsupportedMediaType(): Error {
  return Object.assign(new Error('Unsupported Media Type'), { code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415 });
}

/**
 * Request bodies are JSON or nothing. Fastify's own JSON parser (secure-json-parse: `__proto__`
 * and `constructor.prototype` refused) reads them, except that an empty body with a JSON type is
 * no body, as it was under Express: a command without fields then hears which fields it lacks.
 * Its plain-text parser goes, so any other type is a 415. A route may take JSON under other media
 * types instead (`otherTypes`, by URL: the violation reports' application/csp-report and
 * application/reports+json); those are 415 on every other route, and application/json is on it.
 */
export function acceptJsonBodiesOnly(server: FastifyInstance, otherTypes: Readonly<Record<string, readonly string[]>> = {}): void {
  const parseJson = server.getDefaultJsonParser('error', 'error');
  const takes = (request: FastifyRequest, type: string) => (otherTypes[request.routeOptions.url ?? ''] ?? [JSON_TYPE]).includes(type);
  server.removeAllContentTypeParsers();
  for (const type of new Set([JSON_TYPE, ...Object.values(otherTypes).flat()])) {
    server.addContentTypeParser(type, { parseAs: 'string' }, (request, body, done) => {
      if (!takes(request, type)) return done(unsupportedMediaType(), undefined);
      if (body.length === 0) return done(null, undefined);
      parseJson(request, body as string, done);
    });
  }
}
