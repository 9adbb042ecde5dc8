import type { EventStore } from '@keyledger/event-store';
import { NotFoundError } from '../../common/app-errors.js';

/** The order and game a refund request is about (refund_request_orders, written with the request); 404 for an unknown one. */
export async function refundRequestTarget(store: EventStore, requestId: string): Promise<{ orderId: string; gameId: number }> {
  const found = await store.pool.query<{ order_id: string; game_id: number }>('SELECT order_id, game_id FROM refund_request_orders WHERE request_id = $1', [requestId]);
  const row = found.rows[0];
  if (!row) throw new NotFoundError('Refund request not found');
  return { orderId: row.order_id, gameId: row.game_id };
}
