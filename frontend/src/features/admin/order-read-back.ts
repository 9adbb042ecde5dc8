import type { BaseQueryApi, FetchArgs, FetchBaseQueryMeta, QueryReturnValue } from '@reduxjs/toolkit/query';
import type { ApiError } from '../../shared/api/api-error';
import type { KeyChange, OrdersPage } from './purchase-types';
import { readUntilShown, type BaseQuery } from './read-back';

/** The page of orders as the server answers it now, or undefined when it cannot be read. */
async function readOrders(baseQuery: BaseQuery, shownIn: KeyChange['shownIn']): Promise<OrdersPage | undefined> {
  const result = await baseQuery({ url: 'order/get-all-orders', params: shownIn });
  return result.data ? (result.data as OrdersPage) : undefined;
}

/** Whether the page no longer shows the key as active (an order no longer on the page has nothing to wait for). */
const showsChange = (page: OrdersPage, change: KeyChange): boolean => {
  const order = page.orders.find((listed) => listed._id === change.orderId);
  const key = order?.games.flatMap((game) => game.gameKeys).find((gameKey) => gameKey.id === change.keyId);
  return key === undefined || key.status !== 'active';
};

/**
 * A refund's or a replacement's queryFn. The Purchases list is the order-history read model, which
 * follows the event log a moment after the change, and its route takes no log position to wait
 * for. So after the write the page showing the order is read back until the key is no longer
 * active (read-back.ts); only then does the mutation resolve and the list refetch, and the admin
 * never sees Refund and Replace again on a key already dealt with.
 */
export function writeThenReadOrders<Answer>(request: (change: KeyChange) => FetchArgs) {
  return async (change: KeyChange, _api: BaseQueryApi, _extra: unknown, baseQuery: BaseQuery): Promise<QueryReturnValue<Answer, ApiError, FetchBaseQueryMeta>> => {
    const written = await baseQuery(request(change));
    if (written.error) return { error: written.error, meta: written.meta };
    // Order Management reads the order from its own events (no read model to wait for).
    if (change.shownIn) await readUntilShown(() => readOrders(baseQuery, change.shownIn), (page) => showsChange(page, change));
    return { data: written.data as Answer, meta: written.meta };
  };
}
