import { Injectable } from '@nestjs/common';
import { EventStore } from '@keyledger/event-store';
import { centsToDollars } from '../../common/money/money.js';

interface PromoRow {
  code: string;
  discount_type: 'percentage' | 'fixed';
  discount_value: number;
  max_uses: number | null;
  used_count: number;
  expires_at: Date;
  is_active: boolean;
  description: string;
}

const promoOf = (row: PromoRow) => ({
  _id: row.code,
  code: row.code,
  discountType: row.discount_type,
  discountValue: row.discount_type === 'fixed' ? centsToDollars(row.discount_value) : row.discount_value,
  maxUses: row.max_uses,
  usedCount: row.used_count,
  expiryDate: new Date(row.expires_at).toISOString(),
  isActive: row.is_active,
  description: row.description,
});

/** The promo-codes read model in the admin list's shape. */
@Injectable()
export class PromoList {
  constructor(private readonly store: EventStore) {}

  async all() {
    const rows = await this.store.pool.query<PromoRow>('SELECT * FROM promo_codes ORDER BY created_at DESC, code');
    return rows.rows.map(promoOf);
  }

  /** One code as the list shows it; null when it is not there. */
  async one(code: string) {
    const rows = await this.store.pool.query<PromoRow>('SELECT * FROM promo_codes WHERE code = $1', [code]);
    return rows.rows[0] ? promoOf(rows.rows[0]) : null;
  }
}
