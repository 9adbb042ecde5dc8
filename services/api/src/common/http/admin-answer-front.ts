import type { IncomingMessage, ServerResponse } from 'node:http';
import { finished } from 'node:stream';
import type { Logger } from 'pino';
import { LruCache } from '../cache/lru-cache.js';
import { logRequest, requestIdFrom } from '../request-logging.middleware.js';
import { endWithKeptBody, KeptBody } from './compression/kept-body.js';
import type { RequestHandler } from './serve-ahead-of-app.js';

/** How long a request waits for the same answer being made by another before going to the application itself. */
const WAIT_FOR_ANSWER_MS = 2_000;

interface Answer {
  /**
   * What the application wrote, as it wrote it: the compression layer wraps the response before
   * this front does (see createApp), so it compresses what passes through here. Each coding's copy
   * is made once.
   */
  body: KeptBody;
  contentType: string;
  madeAt: number;
}

export interface AdminAnswerFrontOptions {
  /** `/api/v1`. */
  prefix: string;
  /** The GET routes below the prefix whose answers are kept: admin-only reads with the same answer for every admin. */
  routes: readonly string[];
  /** Who the Authorization header belongs to (throws when nobody valid). */
  authenticate(authorization: string | undefined): Promise<{ role: string }>;
  /** Changes whenever the read models behind the answers move: an answer is kept only while it stays the same. */
  freshness(): string;
  /** No answer is kept longer than this, whatever the read models do (figures of "now", counts of accounts). */
  maxAgeMs: number;
  /**
   * How long a token confirmed as an admin's is taken at its word before its user is read again.
   * Short: a revoked session or a role taken away reaches these reads within it.
   */
  reconfirmAfterMs: number;
  logger: Logger;
}

/**
 * A caching proxy in front of the application for the admin dashboard's reads. Thirty-two admins'
 * browsers polling the dashboard are thirty-two trips through Express, Nest, the guard and a query
 * each; the answers change only when an order, a listing or an account does. A GET to one of the
 * routes, from a signed-in admin (checked as the session guard does, the user read again at least
 * every reconfirmAfterMs), is answered from the kept answer of the same path and query while the
 * read models have not moved and it is younger than maxAgeMs; otherwise it goes to the
 * application, whose 200 answer is kept (one request at a time per key: the others wait for it).
 * Anyone who is not an admin (or a failed check) goes to the application too, which answers 401
 * or 403 in the problem format. Served answers are logged with a request id like any other.
 */
export function adminAnswerFront(options: AdminAnswerFrontOptions) {
  const answers = new LruCache<string, Answer & { freshness: string }>(500, 16 * 1024 * 1024, (answer) => answer.body.bytes.length);
  const routes = new Set(options.routes.map((route) => `${options.prefix}/${route}`));
  /** Answers being made by the application, by key: the requests that miss meanwhile wait for it instead of each going through. */
  const making = new Map<string, Promise<void>>();
  /** Authorization headers confirmed as an admin's, and when. */
  const confirmed = new LruCache<string, number>(1_000);

  const isAdmin = async (authorization: string): Promise<boolean> => {
    const at = confirmed.get(authorization);
    if (at !== undefined && Date.now() - at < options.reconfirmAfterMs) return true;
    const user = await options.authenticate(authorization).catch(() => null);
    if (user?.role !== 'admin') return false;
    confirmed.set(authorization, Date.now());
    return true;
  };

  /** The kept answer while the read models have not moved since it was made; `aged` past maxAgeMs. */
  const current = (key: string): { answer: Answer; aged: boolean } | null => {
    const kept = answers.get(key);
    if (!kept || kept.freshness !== options.freshness()) return null;
    return { answer: kept, aged: Date.now() - kept.madeAt >= options.maxAgeMs };
  };
  const fresh = (key: string): Answer | null => {
    const kept = current(key);
    return kept && !kept.aged ? kept.answer : null;
  };

  return (req: IncomingMessage, res: ServerResponse, app: RequestHandler): boolean => {
    const url = req.url ?? '';
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    if (req.method !== 'GET' || !routes.has(path) || !req.headers.authorization) return false;
    const key = `${path}?${new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1)).toString().split('&').sort().join('&')}`;
    const startedNs = process.hrtime.bigint();
    const answer = async () => {
      if (!(await isAdmin(req.headers.authorization!))) return app(req, res);
      const inFlight = making.get(key);
      // While one request makes a new answer of an aged one, the others get the aged one: the read
      // models have not moved since it was made, only the clock has (by about the time one request takes).
      const aged = current(key);
      if (aged?.aged && inFlight) return send(req, res, aged.answer, url, startedNs, options.logger);
      let kept = fresh(key);
      if (!kept && inFlight) {
        // Bounded: should the answer being made never come, this request goes to the application itself.
        await Promise.race([inFlight, new Promise((resolve) => setTimeout(resolve, WAIT_FOR_ANSWER_MS).unref())]);
        kept = fresh(key);
      }
      if (kept) return send(req, res, kept, url, startedNs, options.logger);
      if (!making.has(key)) {
        const made = keepWhatTheAppAnswers(res, key, options.freshness(), answers).finally(() => making.delete(key));
        making.set(key, made);
      }
      app(req, res);
    };
    answer().catch((error: unknown) => {
      options.logger.error({ err: error }, 'the admin answer cache failed a request; the application answers it');
      if (!res.headersSent) app(req, res);
    });
    return true;
  };
}

function send(req: IncomingMessage, res: ServerResponse, answer: Answer, url: string, startedNs: bigint, logger: Logger): void {
  const requestId = requestIdFrom(req.headers['x-request-id']);
  res.statusCode = 200;
  res.setHeader('Content-Type', answer.contentType);
  res.setHeader('X-Request-Id', requestId);
  res.setHeader('Cache-Control', 'no-store');
  endWithKeptBody(req, res, answer.body);
  logRequest(logger, { requestId, method: 'GET', url, status: 200, startedNs });
}

/**
 * Keeps the application's answer to this request if it is a 200 (its freshness is the read models'
 * when it was asked, so an answer made while they moved is not served). Settles when it is sent.
 */
function keepWhatTheAppAnswers(res: ServerResponse, key: string, freshness: string, answers: LruCache<string, Answer & { freshness: string }>): Promise<void> {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const keep = (chunk: unknown) => {
    if (typeof chunk === 'string') chunks.push(Buffer.from(chunk));
    else if (Buffer.isBuffer(chunk)) chunks.push(chunk);
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk);
    return write(chunk, ...rest);
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk);
    return end(chunk, ...rest);
  }) as typeof res.end;
  const madeAt = Date.now();
  return new Promise((resolve) => {
    // finished(): also when the client went away before the application was even asked (a 'close'
    // already emitted would never come again, and everyone waiting for this answer would wait forever).
    finished(res, (error) => {
      const contentType = String(res.getHeader('content-type') ?? '');
      if (!error && res.statusCode === 200 && contentType.startsWith('application/json')) {
        answers.set(key, { body: new KeptBody(Buffer.concat(chunks)), contentType, madeAt, freshness });
      }
      resolve();
    });
  });
}
