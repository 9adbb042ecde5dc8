import { projectionSource, type Projection, type RecordedEvent } from '@keyledger/event-store';
import type { PromoEvent } from '../domain/promo.js';

export const PROMO_CODES_PROJECTION = 'promo-codes';

/** The admin's list of promo codes with their use counts and current terms; deleted codes leave it. */
export const promoCodesProjection: Projection = {
  name: PROMO_CODES_PROJECTION,
  tables: ['promo_codes'],
  eventTypes: ['PromoCreated', 'PromoRedeemed', 'PromoDeleted', 'PromoDeactivated', 'PromoReactivated', 'PromoExpiryExtended', 'PromoMaxUsesChanged'],

  async createTables({ tx, table }) {
    await tx.query(`CREATE TABLE IF NOT EXISTS ${table('promo_codes')} (
      code           text PRIMARY KEY,
      discount_type  text NOT NULL,
      discount_value int NOT NULL,
      max_uses       int,
      used_count     int NOT NULL,
      expires_at     timestamptz NOT NULL,
      is_active      boolean NOT NULL,
      description    text NOT NULL,
      created_at     timestamptz NOT NULL
    )`);
  },

  async apply({ tx, table }, events) {
    const codes = table('promo_codes');
    for (const recorded of events as readonly RecordedEvent[]) {
      const event = { type: recorded.type, data: recorded.data } as PromoEvent;
      if (event.type === 'PromoCreated') {
        const d = event.data;
        await tx.query(
          `INSERT INTO ${codes} VALUES ($1, $2, $3, $4, 0, $5, $6, $7, $8)
           ON CONFLICT (code) DO UPDATE SET discount_type = EXCLUDED.discount_type, discount_value = EXCLUDED.discount_value,
             max_uses = EXCLUDED.max_uses, used_count = 0, expires_at = EXCLUDED.expires_at, is_active = EXCLUDED.is_active,
             description = EXCLUDED.description, created_at = EXCLUDED.created_at`,
          [d.code, d.discountType, d.discountValue, d.maxUses, d.expiresAt, d.isActive, d.description, recorded.metadata.recordedAt],
        );
      } else if (event.type === 'PromoRedeemed') {
        await tx.query(`UPDATE ${codes} SET used_count = used_count + 1 WHERE code = $1`, [event.data.code]);
      } else if (event.type === 'PromoDeleted') {
        await tx.query(`DELETE FROM ${codes} WHERE code = $1`, [event.data.code]);
      } else if (event.type === 'PromoDeactivated' || event.type === 'PromoReactivated') {
        await tx.query(`UPDATE ${codes} SET is_active = $2 WHERE code = $1`, [event.data.code, event.type === 'PromoReactivated']);
      } else if (event.type === 'PromoExpiryExtended') {
        await tx.query(`UPDATE ${codes} SET expires_at = $2 WHERE code = $1`, [event.data.code, event.data.expiresAt]);
      } else {
        await tx.query(`UPDATE ${codes} SET max_uses = $2 WHERE code = $1`, [event.data.code, event.data.maxUses]);
      }
    }
  },
};

/** Where the projection worker thread imports it from (see ProjectionsService). */
export const promoCodesProjectionSource = projectionSource(import.meta.url, 'promoCodesProjection');
