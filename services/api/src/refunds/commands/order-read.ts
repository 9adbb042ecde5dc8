import { EventStore, type Queryable } from '@keyledger/event-store';
import { NotFoundError } from '../../common/app-errors.js';
import { orderStreamId, type OrderEvent } from '../../ordering/domain/order.events.js';
import { foldOrder, type RefundableOrder } from '../domain/order-refunds.js';

export interface OrderRead {
  streamId: string;
  events: OrderEvent[];
  /** The stream's events by id: an idempotent retry finds its own. */
  byEventId: Map<string, OrderEvent>;
  order: RefundableOrder;
  version: number;
}

/** An order's stream folded for refunds (in the caller's transaction, after its locks, or before to learn whose it is). */
export async function readOrder(store: EventStore, orderId: string, tx?: Queryable): Promise<OrderRead> {
  const streamId = orderStreamId(orderId);
  const { events, currentVersion } = await store.readStream(streamId, tx ? { tx } : {});
  const history = events as unknown as OrderEvent[];
  const order = foldOrder(history);
  if (!order.exists) throw new NotFoundError('Order not found');
  return { streamId, events: history, byEventId: new Map(events.map((e, i) => [e.eventId, history[i]!])), order, version: currentVersion };
}
