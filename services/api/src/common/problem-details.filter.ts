import { Catch, HttpException, HttpStatus, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { ConcurrencyError, EventIdConflictError, InvalidAppendError, isConnectionError } from '@keyledger/event-store';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, DatabaseUnavailableError, RetryLaterError, TooManyRequestsError } from './app-errors.js';
import { declaredRoutes } from './contract/route-contract.js';
import { routerPath } from './contract/route.decorator.js';
import { sendProblem, type Problem } from './http/problem-response.js';

function messageOf(exception: HttpException): string {
  const body = exception.getResponse();
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown }).message;
  if (Array.isArray(message)) return [...new Set(message.map(String))].join('; ');
  if (typeof message === 'string') return message;
  return exception.message;
}

/** Fastify's own refusals of a request before any route runs (the body's size, type or JSON), in our words. */
const FASTIFY_PROBLEMS: Readonly<Record<string, Problem>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'The request body must be JSON (Content-Type: application/json)' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'The request body does not match its Content-Length' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON' },
};

function serverProblem(exception: unknown): Problem | null {
  // Nest hands Fastify's errors on wrapped in an HttpException, the original as its cause.
  const wrapped = exception as { cause?: unknown } | null;
  const error = (exception instanceof HttpException && wrapped?.cause ? wrapped.cause : exception) as { code?: unknown; statusCode?: unknown } | null;
  if (typeof error?.code !== 'string' || !error.code.startsWith('FST_')) return null;
  const known = FASTIFY_PROBLEMS[error.code];
  if (known) return known;
  // Another refusal of Fastify's: its status when it is the client's fault, its words are not ours.
  return typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
    ? { status: error.statusCode, message: 'The request cannot be read' }
    : null;
}

/** A 415 names the types the route takes: JSON for most, its own for a route that says (violation reports). */
function withAcceptedTypes(problem: Problem, req: FastifyRequest): Problem {
  if (problem.status !== 415) return problem;
  const template = req.routeOptions?.url;
  const route = declaredRoutes().find((contract) => contract.bodyTypes && contract.method === req.method && `/api/v1/${routerPath(contract.path)}` === template);
  return route ? { ...problem, message: `The request body must be ${route.bodyTypes!.join(' or ')}` } : problem;
}

/** What the client is told: a lost database connection becomes "try again", never a 500. */
export function asAnswerable(exception: unknown): unknown {
  return !(exception instanceof AppError) && !(exception instanceof HttpException) && isConnectionError(exception)
    ? new DatabaseUnavailableError()
    : exception;
}

function toProblem(exception: unknown): Problem {
  const refused = serverProblem(exception);
  if (refused) return refused;
  if (exception instanceof AppError) return { status: exception.status, message: exception.message, type: exception.problemType, extra: exception.extra };
  if (exception instanceof HttpException) return { status: exception.getStatus(), message: messageOf(exception) };
  // The event store refused what a command would append: the routes should have refused the
  // input first, and the store's words (stream ids, event types) are not the client's business.
  if (exception instanceof InvalidAppendError) return { status: 400, message: 'The request holds a value the store cannot record' };
  if (exception instanceof ConcurrencyError) {
    return { status: HttpStatus.PRECONDITION_FAILED, message: 'The record was changed by someone else; please retry' };
  }
  if (exception instanceof EventIdConflictError) return { status: 409, message: 'This request conflicts with one recorded before' };
  return { status: 500, message: 'Something went wrong' };
}

/** The one place errors become responses: RFC 9457 problem details plus the `message` the client shows. */
@Catch()
export class ProblemDetailsFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const answered = asAnswerable(exception);
    const problem = withAcceptedTypes(toProblem(answered), req);
    if (answered instanceof DatabaseUnavailableError) req.log?.warn({ err: exception }, 'database unavailable');
    else if (problem.status >= 500) req.log?.error({ err: exception }, 'unhandled error');
    else if (answered instanceof InvalidAppendError) req.log?.warn({ err: exception }, 'the event store refused an append the route let through');
    if (answered instanceof TooManyRequestsError || answered instanceof RetryLaterError) {
      reply.header('Retry-After', String(answered.retryAfterSeconds));
    }
    if (reply.sent) return;
    sendProblem(req, reply, problem);
  }
}
