import { Catch, HttpException, HttpStatus, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { ConcurrencyError, EventIdConflictError, InvalidAppendError, isConnectionError } from '@keyledger/event-store';
import type { Request, Response } from 'express';
import { AppError, DatabaseUnavailableError, RetryLaterError, TooManyRequestsError } from './app-errors.js';
import { sendProblem, type Problem } from './http/problem-response.js';

function messageOf(exception: HttpException): string {
  const body = exception.getResponse();
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown }).message;
  if (Array.isArray(message)) return [...new Set(message.map(String))].join('; ');
  if (typeof message === 'string') return message;
  return exception.message;
}

/** The body parser's own failures, which Nest wraps in a BadRequestException with the parser error as cause. */
function bodyParserProblem(exception: unknown): Problem | null {
  const error = exception as { type?: string; cause?: { type?: string } };
  const type = error?.type ?? error?.cause?.type;
  if (type === 'entity.parse.failed') return { status: 400, message: 'The request body is not valid JSON' };
  if (type === 'entity.too.large') return { status: 413, message: 'The request body is too large' };
  return null;
}

/** What the client is told: a lost database connection becomes "try again", never a 500. */
export function asAnswerable(exception: unknown): unknown {
  return !(exception instanceof AppError) && !(exception instanceof HttpException) && isConnectionError(exception)
    ? new DatabaseUnavailableError()
    : exception;
}

function toProblem(exception: unknown): Problem {
  const bodyProblem = bodyParserProblem(exception);
  if (bodyProblem) return bodyProblem;
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
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const answered = asAnswerable(exception);
    const problem = toProblem(answered);
    if (answered instanceof DatabaseUnavailableError) req.log?.warn({ err: exception }, 'database unavailable');
    else if (problem.status >= 500) req.log?.error({ err: exception }, 'unhandled error');
    else if (answered instanceof InvalidAppendError) req.log?.warn({ err: exception }, 'the event store refused an append the route let through');
    if (answered instanceof TooManyRequestsError || answered instanceof RetryLaterError) {
      res.setHeader('Retry-After', String(answered.retryAfterSeconds));
    }
    if (res.headersSent) return;
    sendProblem(req, res, problem);
  }
}
