import type { PromoChangeCommand } from './promo-change.commands.js';
import type { PromoChangeEvent } from './promo-change.events.js';
import { MAX_USES_MESSAGE, PAST_EXPIRY_MESSAGE, PromoRuleError, type PromoState } from './promo.js';

const dayOf = (iso: string) => iso.slice(0, 10);

/**
 * Pure: given a code's state, an admin's change and when it was accepted (the domain never reads
 * the clock), the events it produces, or a PromoRuleError: 404 for no such code, 400 for a bad
 * value, 409 for a change that does not fit the code as it is.
 */
export function decidePromoChange(command: PromoChangeCommand, state: PromoState, now: Date): PromoChangeEvent[] {
  const terms = state.terms;
  if (!state.exists || !terms) throw new PromoRuleError('Promo code not found', 'not_found');
  const { code } = command;
  switch (command.type) {
    case 'DeactivatePromo':
      if (!terms.isActive) throw new PromoRuleError(`Promo code ${code} is already inactive`, 'conflict');
      return [{ type: 'PromoDeactivated', data: { code } }];
    case 'ReactivatePromo':
      if (terms.isActive) throw new PromoRuleError(`Promo code ${code} is already active`, 'conflict');
      return [{ type: 'PromoReactivated', data: { code } }];
    case 'ExtendPromoExpiry': {
      const next = new Date(command.expiresAt).getTime();
      if (Number.isNaN(next)) throw new PromoRuleError('The expiry date is not a date', 'invalid', 'expiryDate');
      if (next <= now.getTime()) throw new PromoRuleError(PAST_EXPIRY_MESSAGE, 'conflict', 'expiryDate');
      if (next <= new Date(terms.expiresAt).getTime()) {
        throw new PromoRuleError(`The new expiry date must be after the current one (${dayOf(terms.expiresAt)})`, 'conflict', 'expiryDate');
      }
      return [{ type: 'PromoExpiryExtended', data: { code, expiresAt: new Date(next).toISOString(), previousExpiresAt: terms.expiresAt } }];
    }
    case 'ChangePromoMaxUses': {
      const { maxUses } = command;
      if (maxUses !== null && !(Number.isInteger(maxUses) && maxUses >= 1)) throw new PromoRuleError(MAX_USES_MESSAGE, 'invalid', 'maxUses');
      if (maxUses === terms.maxUses) throw new PromoRuleError(maxUses === null ? `Promo code ${code} has no usage limit already` : `Max uses is already ${maxUses}`, 'conflict', 'maxUses');
      if (maxUses !== null && maxUses < state.usedCount) {
        throw new PromoRuleError(`Max uses cannot be below the ${state.usedCount} uses already made`, 'conflict', 'maxUses');
      }
      return [{ type: 'PromoMaxUsesChanged', data: { code, maxUses, previousMaxUses: terms.maxUses } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown promo change ${JSON.stringify(unknown)}`);
    }
  }
}
