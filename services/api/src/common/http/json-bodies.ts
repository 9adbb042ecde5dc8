import type { FastifyInstance } from 'fastify';

/**
 * Request bodies are JSON or nothing. Fastify's own JSON parser (secure-json-parse: `__proto__`
 * and `constructor.prototype` refused) reads them, except that an empty body with a JSON type is
 * no body, as it was under Express: a command without fields then hears which fields it lacks.
 * Its plain-text parser goes, so any other type is a 415.
 */
export function acceptJsonBodiesOnly(server: FastifyInstance): void {
  const parseJson = server.getDefaultJsonParser('error', 'error');
  server.removeAllContentTypeParsers();
  server.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) return done(null, undefined);
    parseJson(request, body as string, done);
  });
}
