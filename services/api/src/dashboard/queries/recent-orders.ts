import { Injectable } from '@nestjs/common';
import { preparedQuery, type Database } from '@keyledger/event-store';
import { centsToDollars } from '../../common/money/money.js';
import { InjectDatabase } from '../../database/database.token.js';

interface PurchaseRow {
  order_id: string;
  user_id: string;
  email: string | null;
  placed_at: Date;
  status: string;
  total_cents: number;
  payment_method: string;
  transaction_id: string;
  lines: Array<{ gameId: number; title: string; quantity: number; unitPriceCents: number }>;
}

/** The latest orders from the order-history read model, in the admin's order shape, with the buyer's e-mail. */
@Injectable()
export class RecentOrders {
  constructor(@InjectDatabase() private readonly db: Database) {}

  async latest(limit: number) {
    const result = await preparedQuery<PurchaseRow & Record<string, unknown>>(
      this.db.pool,
      'kl_recent_orders',
      `WITH latest AS (SELECT * FROM order_history ORDER BY placed_at DESC, order_id DESC LIMIT $1)
       SELECT p.order_id, p.user_id, u.email, p.placed_at, p.status, p.total_cents, p.payment_method, p.transaction_id, p.lines
         FROM latest p LEFT JOIN users u ON u.id = p.user_id::uuid
        ORDER BY p.placed_at DESC, p.order_id DESC`,
      [limit],
    );
    return result.rows.map((row) => ({
      _id: row.order_id,
      user: { id: row.user_id, email: row.email },
      createdAt: row.placed_at.toISOString(),
      status: row.status,
      totalAmount: centsToDollars(row.total_cents),
      paymentInfo: { method: row.payment_method, transactionId: row.transaction_id },
      games: row.lines.map((line) => ({ gameId: line.gameId, title: line.title, price: centsToDollars(line.unitPriceCents), quantity: line.quantity })),
    }));
  }
}
