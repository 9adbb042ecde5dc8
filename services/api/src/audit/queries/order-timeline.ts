import { Injectable } from '@nestjs/common';
import { EventStore, type RecordedEvent } from '@keyledger/event-store';
import { NotFoundError } from '../../common/app-errors.js';
import { InjectDatabase } from '../../database/database.module.js';
import type { Database } from '@keyledger/event-store';
import { orderStreamId, type OrderPlaced } from '../../ordering/domain/order.events.js';
import { promoStreamId } from '../../promo/domain/promo.js';
import { ticketStreamId } from '../../support/domain/ticket.js';
import { walletStreamId } from '../../wallet/domain/wallet.events.js';
import { summarizeEvent } from '../domain/event-summary.js';
import { EventActors } from './event-actors.js';

/** Log order: the order gap-safe readers read in, (writing transaction, position). */
const inLogOrder = (a: RecordedEvent, b: RecordedEvent) => {
  const ax = BigInt(a.transactionId);
  const bx = BigInt(b.transactionId);
  return ax === bx ? a.globalPosition - b.globalPosition : ax < bx ? -1 : 1;
};

/**
 * Everything that happened to an order, from the log: its own stream, the buyer's wallet events
 * and the promo redemption that name it, and the events of support tickets about it (found
 * through the tickets read model's index, then read from their streams), in log order.
 */
@Injectable()
export class OrderTimeline {
  constructor(
    private readonly store: EventStore,
    @InjectDatabase() private readonly db: Database,
    private readonly actors: EventActors,
  ) {}

  async get(orderId: string) {
    const order = await this.store.readStream(orderStreamId(orderId));
    const placed = order.events.find((event) => event.type === 'OrderPlaced') as (RecordedEvent & OrderPlaced) | undefined;
    if (!placed) throw new NotFoundError('Order not found');
    const { userId, promoCode, lines } = placed.data;
    const tickets = await this.db.pool.query<{ ticket_id: string }>('SELECT ticket_id FROM support_tickets WHERE order_id = $1', [orderId]);
    const reads = await this.store.readStreams([
      { streamId: walletStreamId(userId) },
      ...(promoCode ? [{ streamId: promoStreamId(promoCode) }] : []),
      ...tickets.rows.map((row) => ({ streamId: ticketStreamId(row.ticket_id) })),
    ]);
    const naming = (event: RecordedEvent) => (event.data as { orderId?: unknown }).orderId === orderId;
    const events = [
      ...order.events,
      ...(reads.get(walletStreamId(userId))?.events.filter(naming) ?? []),
      ...(promoCode ? (reads.get(promoStreamId(promoCode))?.events.filter(naming) ?? []) : []),
      ...tickets.rows.flatMap((row) => reads.get(ticketStreamId(row.ticket_id))?.events ?? []),
    ].sort(inLogOrder);

    const actorOf = await this.actors.of(events);
    const titles = new Map(lines.map((line) => [line.gameId, line.title]));
    return {
      orderId,
      events: events.map((event) => ({
        position: event.globalPosition,
        recordedAt: event.metadata.recordedAt,
        streamId: event.streamId,
        type: event.type,
        summary: summarizeEvent(event, { titles }),
        actor: actorOf(event),
        command: event.metadata.command ?? null,
        reason: event.metadata.reason ?? null,
        correlationId: event.metadata.correlationId,
        causationId: event.metadata.causationId ?? null,
      })),
    };
  }
}
