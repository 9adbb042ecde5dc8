/** What an admin may change about an existing promo code. */
export interface DeactivatePromo {
  type: 'DeactivatePromo';
  code: string;
}
export interface ReactivatePromo {
  type: 'ReactivatePromo';
  code: string;
}
export interface ExtendPromoExpiry {
  type: 'ExtendPromoExpiry';
  code: string;
  /** ISO time. */
  expiresAt: string;
}
export interface ChangePromoMaxUses {
  type: 'ChangePromoMaxUses';
  code: string;
  /** null: no limit. */
  maxUses: number | null;
}
export type PromoChangeCommand = DeactivatePromo | ReactivatePromo | ExtendPromoExpiry | ChangePromoMaxUses;
