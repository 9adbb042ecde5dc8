import { Injectable } from '@nestjs/common';
import { EventStore } from '@keyledger/event-store';
import { centsToDollars } from '../../common/money/money.js';
import { UsersRepository } from '../../identity/users/users.repository.js';
import { orderReference } from '../../ordering/domain/order-reference.js';

interface RequestRow {
  request_id: string;
  order_id: string;
  game_id: number;
  title: string;
  key_id: string;
  amount_cents: number;
  method: 'wallet' | 'card';
  reason: string;
  requested_by: string;
  requested_at: Date;
  transaction_id: string | null;
}

/**
 * The waiting refund requests (refund_requests), oldest first, as the admin's list shows them:
 * the order by the number its shopper knows (from its OrderPlaced, the stream's first event), the
 * requester by e-mail (it can change, so it is looked up now).
 */
@Injectable()
export class RefundRequestsReader {
  constructor(
    private readonly store: EventStore,
    private readonly users: UsersRepository,
  ) {}

  async waiting() {
    const { rows } = await this.store.pool.query<RequestRow & Record<string, unknown>>(
      `SELECT r.*, e.data->>'transactionId' AS transaction_id
         FROM refund_requests r LEFT JOIN events e ON e.stream_id = 'order-' || r.order_id AND e.stream_version = 1
        ORDER BY r.position`,
    );
    const admins = await this.users.findByIds([...new Set(rows.map((row) => row.requested_by))]);
    return rows.map((row) => ({
      requestId: row.request_id,
      orderId: row.order_id,
      orderNumber: orderReference(row.transaction_id ?? row.order_id),
      game: { id: row.game_id, title: row.title },
      keyId: row.key_id,
      amount: centsToDollars(row.amount_cents),
      method: row.method,
      reason: row.reason,
      requestedBy: { id: row.requested_by, email: admins.get(row.requested_by)?.email ?? null },
      requestedAt: new Date(row.requested_at).toISOString(),
    }));
  }
}
