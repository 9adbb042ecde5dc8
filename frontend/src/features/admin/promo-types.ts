/** Promo codes as the admin manages them (promo.contract.ts). */
export type DiscountType = 'percentage' | 'fixed';

export interface PromoCode {
  _id: string;
  code: string;
  discountType: DiscountType;
  /** A whole percent, or dollars for fixed. */
  discountValue: number;
  maxUses: number | null;
  usedCount: number;
  /** ISO time. */
  expiryDate: string;
  isActive: boolean;
  description: string;
}

export interface PromoListAnswer {
  status: true;
  promos: PromoCode[];
}

export interface NewPromoCode {
  code: string;
  discountType: DiscountType;
  /** As typed: the server accepts a number or a dollar text. */
  discountValue: string;
  /** Blank for no limit. */
  maxUses: string;
  /** YYYY-MM-DD. */
  expiryDate: string;
  isActive: boolean;
  description: string;
}

export interface PromoChangeAnswer {
  status: true;
  message: string;
}

export interface PromoChangedAnswer {
  status: true;
  message: string;
  /** The code as it is after the change. */
  promo: PromoCode;
  position: number;
}
