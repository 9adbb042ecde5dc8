import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore, lockStreams } from '@keyledger/event-store';
import { ConflictError, ForbiddenError, NotFoundError } from '../../common/app-errors.js';
import { orderStreamId, type OrderEvent } from '../../ordering/domain/order.events.js';
import { decideTicket, foldTicket, ticketStreamId, TicketRuleError, type TicketEvent } from '../domain/ticket.js';
import { HandleTicketCommand, type TicketCommandResult } from './ticket-command.js';

/**
 * Every ticket command: under the ticket's stream lock, the stream folded, the decider asked, its
 * events appended (the actor in the metadata). Concurrent replies and status changes of one
 * ticket queue on the lock, so each decides on what the one before left. A ticket about an order
 * must name one of the shopper's own orders.
 */
@CommandHandler(HandleTicketCommand)
export class TicketCommandHandler implements ICommandHandler<HandleTicketCommand, TicketCommandResult> {
  constructor(private readonly store: EventStore) {}

  async execute({ ticketId, command, actor }: HandleTicketCommand): Promise<TicketCommandResult> {
    if (command.type === 'Open' && command.orderId) await this.assertOwnOrder(command.orderId, actor.id);
    const streamId = ticketStreamId(ticketId);
    try {
      const result = await this.store.transaction(async (tx) => {
        await lockStreams(tx, [streamId]);
        const { events, currentVersion } = await this.store.readStream(streamId, { tx });
        const decided = decideTicket(command, foldTicket(events as unknown as TicketEvent[]), actor);
        if (decided.length === 0) return null;
        return this.store.append({ streamId, expectedVersion: currentVersion, events: decided }, { tx, metadata: { actor } });
      });
      if (result) this.store.notifyAppended(result);
      return { position: result?.lastPosition ?? null };
    } catch (error) {
      if (!(error instanceof TicketRuleError)) throw error;
      if (error.kind === 'not_found') throw new NotFoundError(error.message);
      if (error.kind === 'forbidden') throw new ForbiddenError(error.message);
      throw new ConflictError(error.message);
    }
  }

  private async assertOwnOrder(orderId: string, userId: string): Promise<void> {
    const { events } = await this.store.readStream(orderStreamId(orderId));
    const placed = (events as unknown as OrderEvent[]).find((event) => event.type === 'OrderPlaced');
    if (!placed || placed.data.userId !== userId) throw new NotFoundError('Order not found');
  }
}
