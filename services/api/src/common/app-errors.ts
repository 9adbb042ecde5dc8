/**
 * Expected failures, each with its HTTP status. Handlers throw these; the problem-details filter
 * turns them into application/problem+json with the message the user should read.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** A stable problem type (PROBLEM_TYPES) when the status alone does not say what to do. */
    readonly problemType?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, extra?: Record<string, unknown>, problemType?: string) {
    super(400, message, extra, problemType);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Unauthorized') {
    super(401, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'Forbidden', problemType?: string) {
    super(403, message, {}, problemType);
  }
}
export class NotFoundError extends AppError {
  constructor(message: string) {
    super(404, message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string, extra?: Record<string, unknown>) {
    super(409, message, extra);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/**
 * The problem types a client may act on, beyond the HTTP status (RFC 9457 `type`): both say
 * "send the same request again after Retry-After", and neither is an answer about the request.
 */
export const PROBLEM_TYPES = {
  /** The request itself is at fault; `errors` names each field and its problem. */
  invalidRequest: 'urn:keyledger:problem:invalid-request',
  /** The database could not be reached or dropped the connection; nothing was done. */
  databaseUnavailable: 'urn:keyledger:problem:database-unavailable',
  /** A staff account without two-factor sign-in called a staff route (STAFF_TWO_FACTOR=required): turn it on first. */
  twoFactorRequired: 'urn:keyledger:problem:two-factor-required',
  /** The first request with this Idempotency-Key is still running; its answer will be the answer. */
  requestInProgress: 'urn:keyledger:problem:request-in-progress',
} as const;

/** Try the same request again after `retryAfterSeconds`: the problem is passing, not the request's. */
export class RetryLaterError extends AppError {
  constructor(
    status: 409 | 503,
    problemType: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(status, message, {}, problemType);
  }
}

/** A request its contract refuses: 400 with every field at fault. */
export class InvalidRequestError extends BadRequestError {
  constructor(message: string, errors: ReadonlyArray<{ field: string; message: string }>) {
    super(message, { errors }, PROBLEM_TYPES.invalidRequest);
  }
}

export class DatabaseUnavailableError extends RetryLaterError {
  constructor() {
    super(503, PROBLEM_TYPES.databaseUnavailable, 'The store cannot reach its database right now; please try again in a moment', 1);
  }
}

export class RequestInProgressError extends RetryLaterError {
  constructor() {
    super(409, PROBLEM_TYPES.requestInProgress, 'A request with this Idempotency-Key is still in progress; send it again shortly for its answer', 1);
  }
}
