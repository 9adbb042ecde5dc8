import { baseApi } from '../../shared/api/base-api';
import { idempotencyHeader } from '../../shared/api/idempotency';
import type { PromoChangedAnswer } from './promo-types';

/** One change to a code, with the attempt's Idempotency-Key: a retry of an unanswered attempt is applied once. */
interface PromoChange {
  code: string;
  idempotencyKey: string;
}

const path = (code: string, action: string) => `promo/${encodeURIComponent(code)}/${action}`;

/** An admin's changes to existing promo codes; each answers the code as the list shows it, and refreshes the list. */
export const promoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deactivatePromoCode: build.mutation<PromoChangedAnswer, PromoChange>({
      query: ({ code, idempotencyKey }) => ({ url: path(code, 'deactivate'), method: 'POST', headers: idempotencyHeader(idempotencyKey) }),
      invalidatesTags: ['Promo'],
    }),
    reactivatePromoCode: build.mutation<PromoChangedAnswer, PromoChange>({
      query: ({ code, idempotencyKey }) => ({ url: path(code, 'reactivate'), method: 'POST', headers: idempotencyHeader(idempotencyKey) }),
      invalidatesTags: ['Promo'],
    }),
    /** expiryDate: YYYY-MM-DD, the end of that day (UTC). */
    extendPromoExpiry: build.mutation<PromoChangedAnswer, PromoChange & { expiryDate: string }>({
      query: ({ code, idempotencyKey, expiryDate }) => ({ url: path(code, 'expiry'), method: 'POST', body: { expiryDate }, headers: idempotencyHeader(idempotencyKey) }),
      invalidatesTags: ['Promo'],
    }),
    changePromoMaxUses: build.mutation<PromoChangedAnswer, PromoChange & { maxUses: number | null }>({
      query: ({ code, idempotencyKey, maxUses }) => ({ url: path(code, 'max-uses'), method: 'POST', body: { maxUses }, headers: idempotencyHeader(idempotencyKey) }),
      invalidatesTags: ['Promo'],
    }),
  }),
});

export const { useDeactivatePromoCodeMutation, useReactivatePromoCodeMutation, useExtendPromoExpiryMutation, useChangePromoMaxUsesMutation } = promoApi;
