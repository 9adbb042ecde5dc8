import { Inject, Injectable } from '@nestjs/common';
import { preparedQuery, type Database } from '@keyledger/event-store';
import { KeyVault } from '../../catalogue/key-vault/key-vault.js';
import { centsToDollars } from '../../common/money/money.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { InjectDatabase } from '../../database/database.token.js';
import { imageUrl } from '../../game-database/bundled/image-url.js';
import { containing } from '../../common/sql/containing.js';
import { REFERENCE_EXPRESSION } from '../projections/order-history.projection.js';

export interface OrderHistoryFilter {
  /** Part of the buyer's e-mail, any case. */
  email: string | null;
  /** One calendar day (YYYY-MM-DD) in the store's time zone. */
  day: string | null;
  /** The order number the shopper knows (the transactionId's last 6), uppercased. */
  number: string | null;
  page: number;
  limit: number;
}

interface OrderLine {
  gameId: number;
  title: string;
  quantity: number;
  unitPriceCents: number;
}

interface PageRow {
  matching: string;
  net_cents: string;
  keys_kept: string;
  order_id: string | null;
  user_id: string;
  email: string | null;
  placed_at: Date;
  status: 'Completed' | 'Partially Refunded' | 'Refunded';
  total_cents: number;
  refunded_cents: number;
  payment_method: 'wallet' | 'card';
  transaction_id: string;
  lines: OrderLine[];
  /** With each key's ciphertext (base64), to mask it without another round trip. */
  keys: Array<{ id: string; gameId: number; standing: 'active' | 'awaiting-approval' | 'refunded' | 'replaced'; used: boolean; ciphertext: string | null }>;
  games: Array<{ gameId: number; cover: string | null; releaseDate: string | null }>;
}


/**
 * The admin's Purchases list from the order-history read model: newest first, filtered on the
 * server, a page at a time, with the summary of everything that matches. One statement reads the
 * page, its keys and games, the buyers' e-mails and the summary; unfiltered, the summary is the
 * read model's running totals, so the first page costs the same however long the history.
 */
@Injectable()
export class OrderHistoryReader {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly vault: KeyVault,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async page(filter: OrderHistoryFilter) {
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const conditions: string[] = [];
    if (filter.email) conditions.push(`o.user_id IN (SELECT id::text FROM users WHERE email ILIKE ${param(containing(filter.email))})`);
    // The same expression as the read model's index on it.
    if (filter.number) conditions.push(`${REFERENCE_EXPRESSION.replace('transaction_id', 'o.transaction_id')} = ${param(filter.number)}`);
    if (filter.day) {
      const day = param(filter.day);
      const zone = param(this.config.timeZone);
      conditions.push(`o.placed_at >= (${day}::date::timestamp AT TIME ZONE ${zone}) AND o.placed_at < ((${day}::date + 1)::timestamp AT TIME ZONE ${zone})`);
    }
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const summary =
      conditions.length > 0
        ? `SELECT count(*) AS matching, coalesce(sum(o.total_cents - o.refunded_cents), 0) AS net_cents,
                  coalesce(sum(o.keys_delivered - o.keys_refunded), 0) AS keys_kept FROM order_history o ${where}`
        : `SELECT orders AS matching, gross_cents - refunded_cents AS net_cents, keys_delivered - keys_refunded AS keys_kept FROM order_history_totals`;
    const limit = param(filter.limit);
    const offset = param((filter.page - 1) * filter.limit);
    // One prepared statement per combination of filters (the text differs with them).
    const name = `kl_order_history_page_${filter.email ? 'e' : ''}${filter.number ? 'n' : ''}${filter.day ? 'd' : ''}`;
    const result = await preparedQuery<PageRow & Record<string, unknown>>(
      this.db.pool,
      name,
      `WITH page AS (SELECT * FROM order_history o ${where} ORDER BY o.placed_at DESC, o.order_id DESC LIMIT ${limit} OFFSET ${offset}),
            summary AS (${summary})
       SELECT s.matching, s.net_cents, s.keys_kept,
              p.order_id, p.user_id, u.email, p.placed_at, p.status, p.total_cents, p.refunded_cents, p.payment_method, p.transaction_id, p.lines,
              (SELECT coalesce(jsonb_agg(jsonb_build_object('id', k.key_id, 'gameId', k.game_id, 'standing', k.standing, 'used', k.used,
                                                            'ciphertext', encode(g.ciphertext, 'base64')) ORDER BY k.position, k.place), '[]')
                 FROM order_history_keys k LEFT JOIN game_keys g ON g.id = k.key_id WHERE k.order_id = p.order_id) AS keys,
              (SELECT coalesce(jsonb_agg(jsonb_build_object('gameId', c.game_id, 'cover', c.cover_image_id, 'releaseDate', c.release_date)), '[]')
                 FROM catalogue_games c WHERE c.game_id IN (SELECT (line ->> 'gameId')::int FROM jsonb_array_elements(p.lines) AS line)) AS games
         FROM summary s LEFT JOIN page p ON true LEFT JOIN users u ON u.id = p.user_id::uuid
        ORDER BY p.placed_at DESC, p.order_id DESC`,
      params,
    );
    const rows = result.rows.filter((row) => row.order_id !== null);
    const first = result.rows[0]!;
    const masked = this.vault.maskedFrom(
      rows.flatMap((row) => row.keys.flatMap((key) => (key.ciphertext ? [{ id: key.id, ciphertext: Buffer.from(key.ciphertext, 'base64') }] : []))),
    );
    const total = Number(first.matching);
    return {
      orders: rows.map((row) => this.view(row, masked)),
      total,
      totalPages: Math.ceil(total / filter.limit),
      summary: { totalOrders: total, totalRevenue: centsToDollars(Number(first.net_cents)), gamesSold: Number(first.keys_kept) },
    };
  }

  private view(row: PageRow, masked: Map<string, string>) {
    const games = new Map(row.games.map((game) => [game.gameId, game]));
    return {
      _id: row.order_id!,
      user: { id: row.user_id, email: row.email },
      createdAt: row.placed_at.toISOString(),
      status: row.status,
      totalAmount: centsToDollars(row.total_cents),
      refundedAmount: centsToDollars(row.refunded_cents),
      paymentInfo: { method: row.payment_method, transactionId: row.transaction_id },
      games: row.lines.map((line) => {
        const game = games.get(line.gameId);
        return {
          gameId: line.gameId,
          title: line.title,
          cover_url: game?.cover ? imageUrl(this.config.imageBaseUrl, game.cover) : null,
          releaseDate: game?.releaseDate ?? null,
          price: centsToDollars(line.unitPriceCents),
          quantity: line.quantity,
          gameKeys: row.keys
            .filter((key) => key.gameId === line.gameId)
            .map((key) => ({ id: key.id, masked: masked.get(key.id) ?? '••••', status: key.standing, isUsed: key.used || key.standing === 'refunded' || key.standing === 'replaced' })),
        };
      }),
    };
  }
}
