/** A promo code's stream, `promo-{CODE}`: created, redeemed per order, deleted. */
export interface PromoCreated {
  type: 'PromoCreated';
  data: {
    code: string;
    discountType: 'percentage' | 'fixed';
    /** A whole percent, or cents for 'fixed'. */
    discountValue: number;
    maxUses: number | null;
    /** ISO time after which it no longer applies. */
    expiresAt: string;
    isActive: boolean;
    description: string;
  };
}
export interface PromoRedeemed {
  type: 'PromoRedeemed';
  data: { code: string; orderId: string; userId: string; discountCents: number };
}
export interface PromoDeleted {
  type: 'PromoDeleted';
  data: { code: string };
}
export type PromoEvent = PromoCreated | PromoRedeemed | PromoDeleted;

export const promoStreamId = (code: string) => `promo-${code}`;

/**
 * Codes are uppercased: 3 to 32 letters, digits, '-' and '_', starting with a letter or digit, so
 * that `promo-{CODE}` is a stream id (the event store's rule). The API checks the same pattern.
 */
export const PROMO_CODE = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;
export const PROMO_CODE_MESSAGE = 'A code is 3 to 32 letters, digits, - or _, starting with a letter or digit';
export const normalisePromoCode = (code: string) => code.trim().toUpperCase();

export interface PromoState {
  exists: boolean;
  terms: PromoCreated['data'] | null;
  usedCount: number;
}

export function foldPromo(events: readonly PromoEvent[]): PromoState {
  let state: PromoState = { exists: false, terms: null, usedCount: 0 };
  for (const event of events) {
    if (event.type === 'PromoCreated') state = { exists: true, terms: event.data, usedCount: 0 };
    else if (event.type === 'PromoRedeemed') state = { ...state, usedCount: state.usedCount + 1 };
    else state = { exists: false, terms: null, usedCount: 0 };
  }
  return state;
}

/** Why a code does not apply; the message is what the shopper reads. */
export class PromoNotApplicableError extends Error {
  constructor(
    message: string,
    readonly reason: 'unknown' | 'inactive' | 'expired' | 'used_up',
  ) {
    super(message);
    this.name = 'PromoNotApplicableError';
  }
}

/** The code's terms if it can be used at `now`; else PromoNotApplicableError. */
export function usablePromo(state: PromoState, now: Date): PromoCreated['data'] {
  const terms = state.terms;
  if (!state.exists || !terms) throw new PromoNotApplicableError('Invalid promo code', 'unknown');
  if (!terms.isActive) throw new PromoNotApplicableError('This promo code is not active', 'inactive');
  if (new Date(terms.expiresAt).getTime() <= now.getTime()) throw new PromoNotApplicableError('This promo code has expired', 'expired');
  if (terms.maxUses !== null && state.usedCount >= terms.maxUses) {
    throw new PromoNotApplicableError('This promo code has reached its usage limit', 'used_up');
  }
  return terms;
}

export function decideRedemption(state: PromoState, now: Date, redemption: { orderId: string; userId: string; discountCents: number }): PromoRedeemed[] {
  const terms = usablePromo(state, now);
  return [{ type: 'PromoRedeemed', data: { code: terms.code, ...redemption } }];
}

export class PromoRuleError extends Error {
  constructor(
    message: string,
    readonly kind: 'invalid' | 'conflict' | 'not_found',
  ) {
    super(message);
    this.name = 'PromoRuleError';
  }
}

export const PAST_EXPIRY_MESSAGE = 'The expiry date is already past';

/** `now`: when the command was accepted (the domain never reads the clock). */
export function decideCreatePromo(state: PromoState, terms: PromoCreated['data'], now: Date): PromoCreated[] {
  if (state.exists) throw new PromoRuleError(`Promo code ${terms.code} already exists`, 'conflict');
  if (!PROMO_CODE.test(terms.code)) throw new PromoRuleError(PROMO_CODE_MESSAGE, 'invalid');
  if (new Date(terms.expiresAt).getTime() <= now.getTime()) throw new PromoRuleError(PAST_EXPIRY_MESSAGE, 'invalid');
  const value = terms.discountValue;
  if (terms.discountType === 'percentage' ? !(Number.isInteger(value) && value >= 1 && value <= 100) : !(Number.isSafeInteger(value) && value > 0)) {
    throw new PromoRuleError(
      terms.discountType === 'percentage' ? 'A percentage discount is a whole number from 1 to 100' : 'A fixed discount is a positive dollar amount',
      'invalid',
    );
  }
  if (terms.maxUses !== null && !(Number.isInteger(terms.maxUses) && terms.maxUses >= 1)) throw new PromoRuleError('Max uses must be a whole number of at least 1', 'invalid');
  return [{ type: 'PromoCreated', data: terms }];
}

export function decideDeletePromo(state: PromoState, code: string): PromoDeleted[] {
  if (!state.exists) throw new PromoRuleError('Promo code not found', 'not_found');
  return [{ type: 'PromoDeleted', data: { code } }];
}
