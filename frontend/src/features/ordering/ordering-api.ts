import { baseApi } from '../../shared/api/base-api';
import { idempotencyHeader as idempotent } from '../../shared/api/idempotency';
import type {
  ApplyPromoAnswer,
  ApplyPromoRequest,
  InventoryAnswer,
  PaymentCustomerAnswer,
  PaymentCustomerRequest,
  PlacedOrderAnswer,
  ProcessPaymentRequest,
  RevealKeyAnswer,
  TokenizeCardAnswer,
  TokenizeCardRequest,
  WalletOrderRequest,
} from './ordering-types';

export const orderingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    applyPromo: build.mutation<ApplyPromoAnswer, ApplyPromoRequest>({
      query: (body) => ({ url: 'promo/apply', method: 'POST', body }),
    }),
    placeWalletOrder: build.mutation<PlacedOrderAnswer, { order: WalletOrderRequest; idempotencyKey: string }>({
      query: ({ order, idempotencyKey }) => ({ url: 'order/create-order', method: 'POST', body: order, headers: idempotent(idempotencyKey) }),
      invalidatesTags: ['Inventory', 'User', 'Games', 'Game', 'WalletHistory', 'AccountStats'],
    }),
    createPaymentCustomer: build.mutation<PaymentCustomerAnswer, PaymentCustomerRequest>({
      query: (body) => ({ url: 'payments/customers', method: 'POST', body }),
    }),
    tokenizeCard: build.mutation<TokenizeCardAnswer, TokenizeCardRequest>({
      query: (body) => ({ url: 'payments/sandbox/tokenize', method: 'POST', body }),
    }),
    processPayment: build.mutation<PlacedOrderAnswer, { payment: ProcessPaymentRequest; idempotencyKey: string }>({
      query: ({ payment, idempotencyKey }) => ({ url: 'payments/process', method: 'POST', body: payment, headers: idempotent(idempotencyKey) }),
      invalidatesTags: ['Inventory', 'User', 'Games', 'Game', 'AccountStats'],
    }),
    getInventory: build.query<InventoryAnswer, { userId: string; position?: number }>({
      query: ({ userId, position }) => ({ url: `inventory/${encodeURIComponent(userId)}`, params: position ? { position } : undefined }),
      providesTags: ['Inventory'],
    }),
    revealKey: build.mutation<RevealKeyAnswer, string>({
      query: (keyId) => ({ url: `inventory/keys/${encodeURIComponent(keyId)}/reveal`, method: 'POST' }),
      invalidatesTags: ['Inventory'],
    }),
  }),
});

export const {
  useApplyPromoMutation,
  usePlaceWalletOrderMutation,
  useCreatePaymentCustomerMutation,
  useTokenizeCardMutation,
  useProcessPaymentMutation,
  useGetInventoryQuery,
  useRevealKeyMutation,
} = orderingApi;
