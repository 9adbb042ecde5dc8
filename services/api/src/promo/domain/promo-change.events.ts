/** An admin's changes to a promo code's terms, on its stream `promo-{CODE}`. None of them moves money. */
export interface PromoDeactivated {
  type: 'PromoDeactivated';
  data: { code: string };
}
export interface PromoReactivated {
  type: 'PromoReactivated';
  data: { code: string };
}
export interface PromoExpiryExtended {
  type: 'PromoExpiryExtended';
  /** ISO times: the new expiry, later than the previous one. */
  data: { code: string; expiresAt: string; previousExpiresAt: string };
}
export interface PromoMaxUsesChanged {
  type: 'PromoMaxUsesChanged';
  /** null: no limit. */
  data: { code: string; maxUses: number | null; previousMaxUses: number | null };
}
export type PromoChangeEvent = PromoDeactivated | PromoReactivated | PromoExpiryExtended | PromoMaxUsesChanged;
