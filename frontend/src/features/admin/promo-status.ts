import type { PromoCode } from './promo-types';

export type PromoStatus = 'Active' | 'Inactive' | 'Expired' | 'Maxed Out';
export type PromoFilter = 'all' | 'active' | 'inactive' | 'expired';

/** Spec, section 4: Inactive if not active; else Expired if past its expiry; else Maxed Out if used up; else Active. */
export function promoStatus(promo: PromoCode, now: number): PromoStatus {
  if (!promo.isActive) return 'Inactive';
  if (new Date(promo.expiryDate).getTime() < now) return 'Expired';
  if (promo.maxUses !== null && promo.usedCount >= promo.maxUses) return 'Maxed Out';
  return 'Active';
}

const FILTER_STATUS: Record<Exclude<PromoFilter, 'all'>, PromoStatus> = { active: 'Active', inactive: 'Inactive', expired: 'Expired' };

/** The codes the search text (in the code or the description) and the filter keep. */
export function filterPromos(promos: PromoCode[], text: string, filter: PromoFilter, now: number): PromoCode[] {
  const needle = text.trim().toLowerCase();
  return promos.filter(
    (promo) =>
      (filter === 'all' || promoStatus(promo, now) === FILTER_STATUS[filter]) &&
      (!needle || promo.code.toLowerCase().includes(needle) || promo.description.toLowerCase().includes(needle)),
  );
}
