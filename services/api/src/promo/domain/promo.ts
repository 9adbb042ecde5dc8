import type { PromoChangeEvent } from './promo-change.events.js';

/** A promo code's stream, `promo-{CODE}`: created, redeemed per order, changed by an admin (promo-change.events.ts), deleted. */
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
export type PromoEvent = PromoCreated | PromoRedeemed | PromoDeleted | PromoChangeEvent;

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

export const initialPromoState = (): PromoState => ({ exists: false, terms: null, usedCount: 0 });

export function evolvePromo(state: PromoState, event: PromoEvent): PromoState {
  switch (event.type) {
    case 'PromoCreated':
      return { exists: true, terms: event.data, usedCount: 0 };
    case 'PromoRedeemed':
      return { ...state, usedCount: state.usedCount + 1 };
    case 'PromoDeleted':
      return initialPromoState();
    case 'PromoDeactivated':
      return state.terms ? { ...state, terms: { ...state.terms, isActive: false } } : state;
    case 'PromoReactivated':
      return state.terms ? { ...state, terms: { ...state.terms, isActive: true } } : state;
    case 'PromoExpiryExtended':
      return state.terms ? { ...state, terms: { ...state.terms, expiresAt: event.data.expiresAt } } : state;
    case 'PromoMaxUsesChanged':
      return state.terms ? { ...state, terms: { ...state.terms, maxUses: event.data.maxUses } } : state;
  }
}

export function foldPromo(events: readonly PromoEvent[]): PromoState {
  return events.reduce(evolvePromo, initialPromoState());
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

/** A command that carries bad values (400, naming the `field` where it is one), does not fit the code's state (409) or names no code (404). */
export class PromoRuleError extends Error {
  constructor(
    message: string,
    readonly kind: 'invalid' | 'conflict' | 'not_found',
    readonly field?: string,
  ) {
    super(message);
    this.name = 'PromoRuleError';
  }
}

export const PAST_EXPIRY_MESSAGE = 'The expiry date is already past';
export const MAX_USES_MESSAGE = 'Max uses must be a whole number of at least 1';
/** The most a fixed discount takes off: the most a game may cost (MAX_PRICE_CENTS of the catalogue). */
export const MAX_FIXED_DISCOUNT_CENTS = 100_000_00;
export const PERCENTAGE_MESSAGE = 'A percentage of at most 100: a whole number from 1 to 100';
export const FIXED_DISCOUNT_MESSAGE = 'A fixed discount of at most $100,000.00: a positive dollar amount with at most two decimals';

/** The discount's rule, named in its refusal: a whole percent from 1 to 100, or cents from 1 to MAX_FIXED_DISCOUNT_CENTS. */
function checkDiscount(discountType: PromoCreated['data']['discountType'], value: number): void {
  if (discountType === 'percentage') {
    if (!(Number.isInteger(value) && value >= 1 && value <= 100)) throw new PromoRuleError(PERCENTAGE_MESSAGE, 'invalid', 'discountValue');
  } else if (!(Number.isSafeInteger(value) && value > 0 && value <= MAX_FIXED_DISCOUNT_CENTS)) {
    throw new PromoRuleError(FIXED_DISCOUNT_MESSAGE, 'invalid', 'discountValue');
  }
}

/** `now`: when the command was accepted (the domain never reads the clock). */
export function decideCreatePromo(state: PromoState, terms: PromoCreated['data'], now: Date): PromoCreated[] {
  if (state.exists) throw new PromoRuleError(`Promo code ${terms.code} already exists`, 'conflict');
  if (!PROMO_CODE.test(terms.code)) throw new PromoRuleError(PROMO_CODE_MESSAGE, 'invalid', 'code');
  if (new Date(terms.expiresAt).getTime() <= now.getTime()) throw new PromoRuleError(PAST_EXPIRY_MESSAGE, 'invalid', 'expiryDate');
  checkDiscount(terms.discountType, terms.discountValue);
  if (terms.maxUses !== null && !(Number.isInteger(terms.maxUses) && terms.maxUses >= 1)) throw new PromoRuleError(MAX_USES_MESSAGE, 'invalid', 'maxUses');
  return [{ type: 'PromoCreated', data: terms }];
}

export function decideDeletePromo(state: PromoState, code: string): PromoDeleted[] {
  if (!state.exists) throw new PromoRuleError('Promo code not found', 'not_found');
  return [{ type: 'PromoDeleted', data: { code } }];
}
