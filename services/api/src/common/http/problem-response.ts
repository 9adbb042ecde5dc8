import type { FastifyReply, FastifyRequest } from 'fastify';
import { PROBLEM_TYPES } from '../app-errors.js';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** A typed problem's title names the type (RFC 9457), not just the status. */
const TYPE_TITLES: Record<string, string> = {
  [PROBLEM_TYPES.databaseUnavailable]: 'Database unavailable',
  [PROBLEM_TYPES.requestInProgress]: 'Request in progress',
  [PROBLEM_TYPES.invalidRequest]: 'Invalid request',
};

export interface Problem {
  status: number;
  /** What the client shows (the spec's words where it has them); also `detail`. */
  message: string;
  /** A stable problem type; `about:blank` when the status says it all. */
  type?: string;
  /** More members: `errors` (the fields at fault), a checkout's `code`… */
  extra?: Record<string, unknown>;
}

/**
 * The one shape of every error the API answers: RFC 9457 problem details (`type`, `title`,
 * `status` = the HTTP status, `detail`, `instance`) plus the `message` the client shows and the
 * request id. Written by the exception filter and by the routes outside Nest.
 */
export function sendProblem(req: FastifyRequest, reply: FastifyReply, problem: Problem): void {
  const type = problem.type ?? 'about:blank';
  reply
    .status(problem.status)
    .type('application/problem+json')
    .send(
      JSON.stringify({
        type,
        title: TYPE_TITLES[type] ?? TITLES[problem.status] ?? 'Error',
        status: problem.status,
        message: problem.message,
        detail: problem.message,
        instance: req.originalUrl ?? req.url,
        requestId: req.id,
        ...problem.extra,
      }),
    );
}
