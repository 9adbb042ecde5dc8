import { Injectable } from '@nestjs/common';
import { EventStore, type RecordedEvent } from '@keyledger/event-store';
import { KeyVault } from '../../catalogue/key-vault/key-vault.js';
import { NotFoundError } from '../../common/app-errors.js';
import { centsToDollars } from '../../common/money/money.js';
import { GameDatabase } from '../../game-database/game-database.port.js';
import { UsersRepository } from '../../identity/users/users.repository.js';
import { orderStreamId, type OrderEvent, type OrderPlaced } from '../../ordering/domain/order.events.js';
import { foldOrder, orderStatus } from '../../refunds/domain/order-refunds.js';

interface RefundSeen {
  refundId: string;
  keyId: string;
  gameId: number;
  amountCents: number;
  method: 'wallet' | 'card';
  reason: string;
  createdAt: string;
  byAdmin: string | null;
  settled: boolean;
}

/**
 * One order for admin support, read from its own stream rather than a read model: the answer
 * after a refund or a replacement already shows it (the spec's refund flow re-fetches the order
 * at once). Keys are masked; an admin sees a key's text only through the recorded reveal call.
 */
@Injectable()
export class OrderDetail {
  constructor(
    private readonly store: EventStore,
    private readonly vault: KeyVault,
    private readonly users: UsersRepository,
    private readonly games: GameDatabase,
  ) {}

  async get(orderId: string) {
    const { events } = await this.store.readStream(orderStreamId(orderId));
    const history = events as unknown as Array<RecordedEvent & OrderEvent>;
    const placed = history.find((e): e is RecordedEvent & OrderPlaced => e.type === 'OrderPlaced');
    if (!placed) throw new NotFoundError('Order not found');
    const order = foldOrder(history);
    const refunds = refundsOf(history);
    const keyIds = [...order.keys.keys()];
    const [masked, users, platforms] = await Promise.all([
      this.vault.masked(keyIds),
      this.users.findByIds([order.userId]),
      this.platformNames(placed.data.lines.map((line) => line.gameId)),
    ]);
    const user = users.get(order.userId);
    return {
      _id: orderId,
      status: orderStatus(order),
      userId: { _id: order.userId, email: user?.email ?? null, username: user?.username ?? null },
      createdAt: placed.metadata.recordedAt,
      totalAmount: centsToDollars(order.totalCents),
      refundedAmount: centsToDollars(order.refundedCents),
      paymentInfo: { method: placed.data.paymentMethod, transactionId: placed.data.transactionId },
      items: placed.data.lines.map((line) => ({
        _id: `${orderId}:${line.gameId}`,
        gameId: line.gameId,
        title: line.title,
        platform: platforms.get(line.gameId) ?? '',
        price: centsToDollars(line.unitPriceCents),
        quantity: line.quantity,
        keys: [...order.keys]
          .filter(([, key]) => key.gameId === line.gameId)
          .map(([keyId, key]) => ({
            _id: keyId,
            code: masked.get(keyId) ?? '••••',
            isUsed: key.revealed || key.standing !== 'active',
            status: key.awaitingApproval ? ('awaiting-approval' as const) : key.standing,
            paid: centsToDollars(key.paidCents),
            replacedBy: key.replacedBy,
          })),
      })),
      refunds: refunds.map(({ amountCents, settled, ...refund }) => ({
        ...refund,
        amount: centsToDollars(amountCents),
        state: settled ? ('Settled' as const) : ('Pending' as const),
      })),
    };
  }

  /** Each game's platforms by name ("PC, PlayStation 5"), from the game database. */
  private async platformNames(gameIds: number[]): Promise<Map<number, string>> {
    const games = await this.games.getGames(gameIds);
    const platforms = new Map((await this.games.getPlatforms([...new Set(games.flatMap((game) => game.platforms))])).map((p) => [p.id, p.name]));
    return new Map(games.map((game) => [game.id, (game.platforms).map((id) => platforms.get(id)).filter(Boolean).join(', ')]));
  }
}

/** The order's refunds, each settled once its money is back: wallet refunds at once, card refunds when the gateway confirmed. */
function refundsOf(history: ReadonlyArray<RecordedEvent & OrderEvent>): RefundSeen[] {
  const refunds = new Map<string, RefundSeen>();
  for (const event of history) {
    if (event.type === 'KeyRefunded') {
      const { refundId, keyId, gameId, amountCents, method, reason } = event.data;
      const byAdmin = event.metadata.actor?.role === 'admin' ? event.metadata.actor.id : null;
      refunds.set(refundId, { refundId, keyId, gameId, amountCents, method, reason, createdAt: event.metadata.recordedAt, byAdmin, settled: method === 'wallet' });
    } else if (event.type === 'RefundSettled') {
      const refund = refunds.get(event.data.refundId);
      if (refund) refund.settled = true;
    }
  }
  return [...refunds.values()];
}
