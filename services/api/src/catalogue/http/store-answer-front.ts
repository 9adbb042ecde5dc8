import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { logRequest, requestIdFrom } from '../../common/request-logging.middleware.js';
import type { CatalogueAnswerCache } from '../queries/catalogue-answer-cache.js';
import { sendCachedAnswer } from './send-cached-answer.js';
import { storeAnswerKey } from './store-answer-keys.js';

/**
 * The catalogue's micro-cache in front of the application, as a caching proxy would be: a GET
 * under `{prefix}/store/` whose answer is in the catalogue answer cache is sent by the HTTP
 * server's own request handler, with a request id and the usual log line, without entering
 * Express and Nest. Anything else (a miss, a repeated or malformed parameter, another route or
 * method) returns false and goes to the application, which validates, builds, caches and
 * answers errors in the problem format. These reads are public: no guard runs on them anyway.
 */
export function storeAnswerFront(prefix: string, cache: CatalogueAnswerCache, logger: Logger) {
  const storePrefix = `${prefix}/store/`;
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? '';
    if (req.method !== 'GET' || !url.startsWith(storePrefix)) return false;
    const query = url.indexOf('?');
    const route = url.slice(storePrefix.length - 1, query === -1 ? undefined : query);
    const raw: Record<string, string> = {};
    if (query !== -1) {
      for (const [name, value] of new URLSearchParams(url.slice(query + 1))) {
        if (name in raw || name.includes('[')) return false; // arrays and nesting: the application's parser decides
        raw[name] = value;
      }
    }
    let key: string | null;
    try {
      key = storeAnswerKey(route, raw);
    } catch {
      return false;
    }
    const cached = key === null ? null : cache.peek(key);
    if (!cached) return false;
    const startedNs = process.hrtime.bigint();
    const requestId = requestIdFrom(req.headers['x-request-id']);
    res.setHeader('X-Request-Id', requestId);
    sendCachedAnswer(req, res, cached);
    logRequest(logger, { requestId, method: 'GET', url, status: res.statusCode, startedNs });
    return true;
  };
}
