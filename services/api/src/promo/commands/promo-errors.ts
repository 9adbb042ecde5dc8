import { ConflictError, InvalidRequestError, NotFoundError } from '../../common/app-errors.js';
import { PromoRuleError } from '../domain/promo.js';

export function toPromoHttpError(error: unknown): unknown {
  if (!(error instanceof PromoRuleError)) return error;
  if (error.kind === 'conflict') return new ConflictError(error.message);
  if (error.kind === 'not_found') return new NotFoundError(error.message);
  return new InvalidRequestError(error.message, error.field ? [{ field: error.field, message: error.message }] : []);
}
