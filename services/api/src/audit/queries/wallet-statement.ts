import { Injectable } from '@nestjs/common';
import { EventStore } from '@keyledger/event-store';
import { centsToDollars } from '../../common/money/money.js';
import { walletStreamId, type WalletEvent } from '../../wallet/domain/wallet.events.js';
import { EventActors } from './event-actors.js';

/** A wallet's statement from its stream: every movement with its cause and the balance after it. */
@Injectable()
export class WalletStatement {
  constructor(
    private readonly store: EventStore,
    private readonly actors: EventActors,
  ) {}

  async get(userId: string) {
    const { events } = await this.store.readStream(walletStreamId(userId));
    const actorOf = await this.actors.of(events);
    const entries = events.map((recorded) => {
      const event = recorded as unknown as WalletEvent;
      const data = event.data as WalletEvent['data'] & { orderId?: string };
      return {
        position: recorded.globalPosition,
        recordedAt: recorded.metadata.recordedAt,
        type: event.type,
        direction: event.type === 'WalletDebited' ? ('debit' as const) : ('credit' as const),
        amount: centsToDollars(data.amountCents),
        balanceAfter: centsToDollars(data.balanceAfterCents),
        reason: data.reason,
        orderId: data.orderId ?? null,
        actor: actorOf(recorded),
      };
    });
    return { userId, balance: entries.at(-1)?.balanceAfter ?? 0, entries };
  }
}
