import { projectionSource, type Projection, type RecordedEvent } from '@keyledger/event-store';
import type { RefundApproved, RefundDeclined, RefundRequested } from '../../ordering/domain/order.events.js';
import { isPersonalDataErased, PERSONAL_DATA_ERASED } from '../../privacy/personal-data/personal-data-erased.js';
import { ERASED_TEXT } from '../../privacy/personal-data/sealed-text.js';

export const REFUND_REQUESTS_PROJECTION = 'refund-requests';

/**
 * The refunds waiting for a second admin: a row per RefundRequested, gone at its RefundApproved or
 * RefundDeclined. Set-based (two statements a batch whatever its size): a request always comes
 * before its decision and its id is never reused, so inserting a batch's requests and then
 * deleting its decided ones is right in any batch. The requester's e-mail and the order number
 * are looked up when read. A customer's erasure turns the reasons of their waiting requests to
 * '[erased]' (last in the batch: after the requests it may follow).
 */
export const refundRequestsProjection: Projection = {
  name: REFUND_REQUESTS_PROJECTION,
  tables: ['refund_requests'],
  eventTypes: ['RefundRequested', 'RefundApproved', 'RefundDeclined', PERSONAL_DATA_ERASED],

  async createTables({ tx, table }) {
    await tx.query(`CREATE TABLE IF NOT EXISTS ${table('refund_requests')} (
      request_id   uuid PRIMARY KEY,
      order_id     uuid NOT NULL,
      game_id      int NOT NULL,
      title        text NOT NULL,
      key_id       uuid NOT NULL,
      amount_cents int NOT NULL,
      method       text NOT NULL,
      reason       text NOT NULL,
      requested_by text NOT NULL,
      requested_at timestamptz NOT NULL,
      position     bigint NOT NULL
    )`);
  },

  async apply({ tx, table }, events) {
    const requested: unknown[] = [];
    const decided: string[] = [];
    const erasedOrders: string[] = [];
    for (const recorded of events as readonly RecordedEvent[]) {
      if (isPersonalDataErased(recorded)) {
        erasedOrders.push(...recorded.data.orderIds);
      } else if (recorded.type === 'RefundRequested') {
        const d = (recorded as unknown as RefundRequested).data;
        requested.push({
          request_id: d.requestId, order_id: d.orderId, game_id: d.gameId, title: d.title, key_id: d.keyId, amount_cents: d.amountCents, method: d.method,
          reason: d.reason, requested_by: d.requestedBy, requested_at: recorded.metadata.recordedAt, position: recorded.globalPosition,
        });
      } else {
        decided.push((recorded as unknown as RefundApproved | RefundDeclined).data.requestId);
      }
    }
    const requests = table('refund_requests');
    if (requested.length > 0) {
      await tx.query(
        `INSERT INTO ${requests} SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(request_id uuid, order_id uuid, game_id int, title text, key_id uuid,
           amount_cents int, method text, reason text, requested_by text, requested_at timestamptz, position bigint) ON CONFLICT DO NOTHING`,
        [JSON.stringify(requested)],
      );
    }
    if (decided.length > 0) await tx.query(`DELETE FROM ${requests} WHERE request_id = ANY($1::uuid[])`, [decided]);
    if (erasedOrders.length > 0) await tx.query(`UPDATE ${requests} SET reason = $2 WHERE order_id = ANY($1::uuid[])`, [erasedOrders, ERASED_TEXT]);
  },
};

/** Where the projection worker thread imports it from (see ProjectionsService). */
export const refundRequestsProjectionSource = projectionSource(import.meta.url, 'refundRequestsProjection');
