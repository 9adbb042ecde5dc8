import { BadRequestError, ConflictError, NotFoundError } from '../../common/app-errors.js';
import { ListingRuleError } from '../domain/listing.decider.js';
import { DuplicateKeysError, InvalidKeysError, VoidKeyError } from '../key-vault/key-vault.errors.js';

/** The listing's and the key vault's refusals as HTTP answers; anything else is rethrown as is. */
export function toListingHttpError(error: unknown): unknown {
  if (error instanceof ListingRuleError) {
    if (error.kind === 'conflict') return new ConflictError(error.message);
    if (error.kind === 'not_found') return new NotFoundError(error.message);
    return new BadRequestError(error.message);
  }
  if (error instanceof DuplicateKeysError) return new ConflictError(error.message, { duplicates: error.duplicates });
  if (error instanceof InvalidKeysError) return new BadRequestError(error.message);
  if (error instanceof VoidKeyError) return new ConflictError(error.message);
  return error;
}
