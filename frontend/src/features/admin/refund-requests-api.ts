import type { BaseQueryApi, FetchBaseQueryMeta, QueryReturnValue } from '@reduxjs/toolkit/query';
import type { ApiError } from '../../shared/api/api-error';
import { baseApi } from '../../shared/api/base-api';
import { idempotencyHeader } from '../../shared/api/idempotency';
import type { OrdersPage } from './purchase-types';
import { readUntilShown, type BaseQuery } from './read-back';
import type { RefundDecision, RefundDecisionAnswer, RefundRequestsAnswer } from './refund-request-types';

/**
 * The newest log position this tab wrote about a refund request: the list asks the server to wait
 * (bounded) until its read model has it, so a request just made, approved or declined shows as such.
 */
let latestPosition: number | undefined;
export const noteRefundRequestPosition = (position: number | undefined) => {
  if (position && position > (latestPosition ?? 0)) latestPosition = position;
};

/** The order's key no longer waiting in the Purchases list (the order-history read model follows the log a moment later). */
async function readUntilDecided(baseQuery: BaseQuery, { request }: RefundDecision): Promise<void> {
  const read = async () => (await baseQuery({ url: 'order/get-all-orders', params: { number: request.orderNumber, page: 1, limit: 10 } })).data as OrdersPage | undefined;
  await readUntilShown(read, (page) => {
    const key = page.orders.find((order) => order._id === request.orderId)?.games.flatMap((game) => game.gameKeys).find((gameKey) => gameKey.id === request.keyId);
    return key === undefined || key.status !== 'awaiting-approval';
  });
}

export const refundRequestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRefundRequests: build.query<RefundRequestsAnswer, void>({
      query: () => ({ url: 'refund/requests', params: latestPosition ? { position: latestPosition } : {} }),
      providesTags: [{ type: 'RefundRequests', id: 'LIST' }],
    }),
    decideRefund: build.mutation<RefundDecisionAnswer, RefundDecision>({
      async queryFn(change, _api: BaseQueryApi, _extra, baseQuery): Promise<QueryReturnValue<RefundDecisionAnswer, ApiError, FetchBaseQueryMeta>> {
        const reason = change.reason.trim();
        const written = await baseQuery({
          url: `refund/requests/${encodeURIComponent(change.request.requestId)}/${change.decision}`,
          method: 'POST',
          body: reason ? { reason } : {},
          headers: idempotencyHeader(change.idempotencyKey),
        });
        if (written.error) return { error: written.error as ApiError, meta: written.meta };
        const answer = written.data as RefundDecisionAnswer;
        noteRefundRequestPosition(answer.position);
        await readUntilDecided(baseQuery as BaseQuery, change);
        return { data: answer, meta: written.meta };
      },
      // Refetched after a refusal too: a 409 says another admin decided first.
      invalidatesTags: (_answer, _error, { request }) => [
        { type: 'RefundRequests', id: 'LIST' },
        { type: 'Orders', id: 'LIST' },
        { type: 'Orders', id: request.orderId },
        { type: 'OrderHistory', id: request.orderId },
        'Dashboard',
        'AccountStats',
      ],
    }),
  }),
});

export const { useGetRefundRequestsQuery, useDecideRefundMutation } = refundRequestsApi;
