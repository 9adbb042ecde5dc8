import { Inject, Injectable } from '@nestjs/common';
import { EventStore, preparedQuery } from '@keyledger/event-store';
import type { QueryResultRow } from 'pg';
import { centsToDollars } from '../../common/money/money.js';
import { maskKey } from '../../catalogue/key-vault/key-cipher.js';
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

/** One row of INVENTORY_READ: an order, one of its lines (if any) and one of that line's keys (if any). */
interface InventoryRow {
  order_id: string;
  transaction_id: string;
  placed_at: Date;
  total_cents: number;
  payment_method: string;
  game_id: number | null;
  title: string | null;
  quantity: number | null;
  unit_price_cents: number | null;
  cover_image_id: string | null;
  key_id: string | null;
  revealed_at: Date | null;
  standing: InventoryKeyView['status'] | null;
  ciphertext: Buffer | null;
}

/**
 * A shopper's orders, lines and keys (with the keys' ciphertext, to mask or show them) in ONE
 * statement, so one round trip to the database and one snapshot: the order of the rows is the order
 * of the answer (orders newest first, lines by title, keys by id).
 */
const INVENTORY_READ = `
  SELECT o.order_id, o.transaction_id, o.placed_at, o.total_cents, o.payment_method,
         l.game_id, l.title, l.quantity, l.unit_price_cents, c.cover_image_id,
         k.key_id, k.revealed_at, k.standing, g.ciphertext
    FROM inventory_orders o
    LEFT JOIN inventory_lines l ON l.order_id = o.order_id
    LEFT JOIN catalogue_games c ON c.game_id = l.game_id
    LEFT JOIN inventory_keys k ON k.order_id = l.order_id AND k.game_id = l.game_id
    LEFT JOIN game_keys g ON g.id = k.key_id
   WHERE o.user_id = $1
   ORDER BY o.placed_at DESC, o.position DESC, l.title, l.game_id, k.key_id`;

/** A shopper's orders from the inventory projection, newest first, with their keys. */
@Injectable()
export class InventoryReader {
  constructor(
    private readonly store: EventStore,
    private readonly vault: KeyVault,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async read(userId: string): Promise<InventoryOrderView[]> {
    const { rows } = await preparedQuery<InventoryRow & QueryResultRow>(this.store.pool, 'kl_inventory_read', INVENTORY_READ, [userId]);
    const orders = new Map<string, InventoryOrderView>();
    const lines = new Map<string, InventoryOrderView['games'][number]>();
    for (const row of rows) {
      let order = orders.get(row.order_id);
      if (!order) {
        order = {
          orderId: row.order_id,
          transactionId: row.transaction_id,
          purchaseDate: new Date(row.placed_at).toISOString(),
          totalAmount: centsToDollars(row.total_cents),
          paymentMethod: row.payment_method,
          games: [],
        };
        orders.set(row.order_id, order);
      }
      if (row.game_id === null) continue;
      const slot = `${row.order_id}:${row.game_id}`;
      let line = lines.get(slot);
      if (!line) {
        line = {
          gameId: row.game_id,
          title: row.title!,
          cover_url: row.cover_image_id ? imageUrl(this.config.imageBaseUrl, row.cover_image_id) : null,
          price: centsToDollars(row.unit_price_cents!),
          quantity: row.quantity!,
          gameKeys: [],
        };
        lines.set(slot, line);
        order.games.push(line);
      }
      if (row.key_id !== null) line.gameKeys.push(this.keyView(row));
    }
    return [...orders.values()];
  }

  private keyView(row: InventoryRow): InventoryKeyView {
    const text = row.ciphertext ? this.vault.textFrom({ id: row.key_id!, ciphertext: row.ciphertext }) : '';
    const revealed = row.revealed_at !== null;
    const status = row.standing!;
    return { id: row.key_id!, masked: text ? maskKey(text) : '', revealed, status, key: revealed && status === 'active' ? text : null };
  }
}
