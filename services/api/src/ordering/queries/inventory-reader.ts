import { Inject, Injectable } from '@nestjs/common';
import { EventStore } from '@keyledger/event-store';
import { centsToDollars } from '../../common/money/money.js';
import { KeyVault } from '../../catalogue/key-vault/key-vault.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { imageUrl } from '../../game-database/bundled/image-url.js';

export interface InventoryKeyView {
  id: string;
  masked: string;
  revealed: boolean;
  /** active: the shopper's to use; refunded or replaced: void (the replacement is listed beside it). */
  status: 'active' | 'refunded' | 'replaced';
  /** The key's text, only once its owner revealed it, and only while it is active: a void key is revealed to nobody. */
  key: string | null;
}

export interface InventoryOrderView {
  orderId: string;
  transactionId: string;
  purchaseDate: string;
  totalAmount: number;
  paymentMethod: string;
  games: Array<{ gameId: number; title: string; cover_url: string | null; price: number; quantity: number; gameKeys: InventoryKeyView[] }>;
}

/** A shopper's orders from the inventory projection, newest first, with their keys. */
@Injectable()
export class InventoryReader {
  constructor(
    private readonly store: EventStore,
    private readonly vault: KeyVault,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async read(userId: string): Promise<InventoryOrderView[]> {
    const db = this.store.pool;
    const orders = await db.query<{ order_id: string; transaction_id: string; placed_at: Date; total_cents: number; payment_method: string }>(
      'SELECT order_id, transaction_id, placed_at, total_cents, payment_method FROM inventory_orders WHERE user_id = $1 ORDER BY placed_at DESC, position DESC',
      [userId],
    );
    const orderIds = orders.rows.map((row) => row.order_id);
    if (orderIds.length === 0) return [];
    const lines = await db.query<{ order_id: string; game_id: number; title: string; quantity: number; unit_price_cents: number; cover_image_id: string | null }>(
      `SELECT l.order_id, l.game_id, l.title, l.quantity, l.unit_price_cents, c.cover_image_id
         FROM inventory_lines l LEFT JOIN catalogue_games c ON c.game_id = l.game_id
        WHERE l.order_id = ANY ($1::uuid[]) ORDER BY l.title`,
      [orderIds],
    );
    const keys = await db.query<{ key_id: string; order_id: string; game_id: number; revealed_at: Date | null; standing: InventoryKeyView['status'] }>(
      'SELECT key_id, order_id, game_id, revealed_at, standing FROM inventory_keys WHERE order_id = ANY ($1::uuid[]) ORDER BY key_id',
      [orderIds],
    );
    const masked = await this.vault.masked(keys.rows.map((row) => row.key_id));
    const keyViews = new Map<string, InventoryKeyView[]>();
    for (const row of keys.rows) {
      const view: InventoryKeyView = { id: row.key_id, masked: masked.get(row.key_id) ?? '', revealed: row.revealed_at !== null, status: row.standing, key: null };
      if (view.revealed && view.status === 'active') view.key = await this.vault.reveal(row.key_id);
      const slot = `${row.order_id}:${row.game_id}`;
      keyViews.set(slot, [...(keyViews.get(slot) ?? []), view]);
    }
    return orders.rows.map((order) => ({
      orderId: order.order_id,
      transactionId: order.transaction_id,
      purchaseDate: new Date(order.placed_at).toISOString(),
      totalAmount: centsToDollars(order.total_cents),
      paymentMethod: order.payment_method,
      games: lines.rows
        .filter((line) => line.order_id === order.order_id)
        .map((line) => ({
          gameId: line.game_id,
          title: line.title,
          cover_url: line.cover_image_id ? imageUrl(this.config.imageBaseUrl, line.cover_image_id) : null,
          price: centsToDollars(line.unit_price_cents),
          quantity: line.quantity,
          gameKeys: keyViews.get(`${order.order_id}:${line.game_id}`) ?? [],
        })),
    }));
  }
}
