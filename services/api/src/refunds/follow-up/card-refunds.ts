import { Inject, Injectable } from '@nestjs/common';
import { EventStore, type Queryable, type RecordedEvent } from '@keyledger/event-store';
import type { Logger } from 'pino';
import { deterministicUuid } from '../../common/ids/deterministic-uuid.js';
import { LOGGER } from '../../common/logger.token.js';
import { orderStreamId, type KeyRefunded, type RefundSettled } from '../../ordering/domain/order.events.js';
import { PaymentGateway } from '../../ordering/payments/payment-gateway.port.js';
import { retryDelaySeconds } from '../../common/retry/retry-delay.js';

/** Due refunds taken per query; a round goes on until none is due. */
const BATCH = 50;

interface DueRefund {
  refund_id: string;
  order_id: string;
  payment_id: string;
  amount_cents: number;
  attempts: number;
}

const SYSTEM_ACTOR = { id: 'card-refunds', role: 'system' };

/**
 * Card refunds, made at the gateway after they are recorded: KeyRefunded (card) is queued here
 * from the log, then the gateway is asked with the refund's id as its idempotency key until it
 * confirms, and RefundSettled goes on the order. Whatever crashes in between, the refund is asked
 * for again with the same key, so the gateway pays it exactly once.
 */
@Injectable()
export class CardRefunds {
  constructor(
    private readonly store: EventStore,
    private readonly gateway: PaymentGateway,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Queues the card refunds among `events` (in the log follower's transaction: exactly once). */
  async queue(tx: Queryable, events: readonly RecordedEvent[]): Promise<void> {
    const refunds = events
      .filter((event) => event.type === 'KeyRefunded' && (event as unknown as KeyRefunded).data.method === 'card')
      .map((event) => {
        const { refundId, orderId, paymentId, amountCents } = (event as unknown as KeyRefunded).data;
        return { refund_id: refundId, order_id: orderId, payment_id: paymentId, amount_cents: amountCents, recorded_at: event.metadata.recordedAt };
      })
      .filter((refund) => refund.amount_cents > 0 && refund.payment_id);
    if (refunds.length === 0) return;
    await tx.query(
      `INSERT INTO card_refunds (refund_id, order_id, payment_id, amount_cents, recorded_at)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(refund_id uuid, order_id uuid, payment_id text, amount_cents int, recorded_at timestamptz)
       ON CONFLICT (refund_id) DO NOTHING`,
      [JSON.stringify(refunds)],
    );
  }

  /** Asks the gateway for every due refund; answers how many it confirmed. A refused one is tried again later. */
  async settleDue(): Promise<number> {
    let settled = 0;
    for (;;) {
      const due = await this.store.pool.query<DueRefund & Record<string, unknown>>(
        `SELECT refund_id, order_id, payment_id, amount_cents, attempts FROM card_refunds
          WHERE settled_at IS NULL AND next_attempt_at <= now() ORDER BY next_attempt_at LIMIT $1`,
        [BATCH],
      );
      for (const refund of due.rows) {
        let gatewayRefundId: string;
        try {
          gatewayRefundId = await this.gateway.refund({ paymentId: refund.payment_id, amountCents: refund.amount_cents, idempotencyKey: refund.refund_id });
        } catch (error) {
          this.logger.warn({ err: error, refundId: refund.refund_id, attempts: refund.attempts + 1 }, 'card refund not made; will retry');
          await this.store.pool.query(
            `UPDATE card_refunds SET attempts = attempts + 1, last_error = $2,
                    next_attempt_at = now() + make_interval(secs => $3) WHERE refund_id = $1`,
            [refund.refund_id, error instanceof Error ? error.message.slice(0, 500) : String(error), retryDelaySeconds(refund.attempts + 1)],
          );
          continue;
        }
        if (await this.settle(refund, gatewayRefundId)) settled += 1;
      }
      if (due.rows.length < BATCH) return settled;
    }
  }

  /** RefundSettled on the order and the queue row closed, in one transaction; false if it was settled already. */
  private async settle(refund: DueRefund, gatewayRefundId: string): Promise<boolean> {
    const streamId = orderStreamId(refund.order_id);
    const appended = await this.store.lockedTransaction([streamId], async (tx) => {
      const open = await tx.query('SELECT 1 FROM card_refunds WHERE refund_id = $1 AND settled_at IS NULL FOR UPDATE', [refund.refund_id]);
      if (open.rowCount === 0) return null;
      const settledEvent: RefundSettled = {
        type: 'RefundSettled',
        data: { orderId: refund.order_id, refundId: refund.refund_id, paymentId: refund.payment_id, amountCents: refund.amount_cents, gatewayRefundId },
      };
      // Caused by the refund's KeyRefunded, in its request's correlation: the order's timeline links them.
      const order = await this.store.readStream(streamId, { tx });
      const cause = order.events.find((event) => event.type === 'KeyRefunded' && event.data.refundId === refund.refund_id);
      const result = await this.store.append(
        { streamId, expectedVersion: 'stream_exists', events: [{ ...settledEvent, eventId: deterministicUuid('refund-settled', refund.refund_id) }] },
        { tx, metadata: { actor: SYSTEM_ACTOR, ...(cause ? { causationId: cause.eventId, correlationId: cause.metadata.correlationId } : {}) } },
      );
      await tx.query('UPDATE card_refunds SET settled_at = now(), gateway_refund_id = $2, attempts = attempts + 1, last_error = NULL WHERE refund_id = $1', [
        refund.refund_id,
        gatewayRefundId,
      ]);
      return result;
    });
    if (appended) this.store.notifyAppended(appended);
    return appended !== null;
  }
}
