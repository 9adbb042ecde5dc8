import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../common/app-errors.js';
import { RefundRuleError } from '../domain/order-refunds.js';

/** A refusal of the refund decider as the API answers it; anything else is rethrown as is. */
export function toRefundHttpError(error: unknown): unknown {
  if (!(error instanceof RefundRuleError)) return error;
  if (error.kind === 'not_found') return new NotFoundError(error.message);
  if (error.kind === 'conflict') return new ConflictError(error.message);
  if (error.kind === 'forbidden') return new ForbiddenError(error.message);
  return new BadRequestError(error.message);
}
