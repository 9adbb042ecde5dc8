/**
 * Expected failures, each with its HTTP status. Handlers throw these; the problem-details filter
 * turns them into application/problem+json with the message the user should read.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, extra?: Record<string, unknown>) {
    super(400, message, extra);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Unauthorized') {
    super(401, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'Forbidden') {
    super(403, message);
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
