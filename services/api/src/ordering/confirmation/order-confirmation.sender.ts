import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { compareCheckpoints, EventStore, type LogCheckpoint, type RecordedEvent } from '@keyledger/event-store';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logger.token.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { Mailer } from '../../identity/mail/mailer.js';
import { UsersRepository } from '../../identity/users/users.repository.js';
import type { OrderPlaced } from '../domain/order.events.js';
import { orderConfirmationMail, type ConfirmedOrder } from './order-confirmation-mail.js';

const POLL_MS = 500;
/** Failed mails claimed per statement; a round goes on until nothing is due. */
const BATCH = 100;
/** Log events passed over per read (about a hundred orders: each writes three or four). */
const LOG_BATCH = 400;
const MAX_ATTEMPTS = 5;
const CLAIM_SECONDS = 60;
/** How long the sending stays with this process after each batch if it stops renewing (dies). */
const LEASE_SECONDS = 30;
const CURSOR = 'order-confirmations';

/** One confirmation to mail: from an OrderPlaced event, or a failed one from the outbox. */
interface Confirmation {
  orderId: string;
  userId: string;
  placedAt: string;
  order: ConfirmedOrder;
}

interface ClaimedRow {
  order_id: string;
  user_id: string;
  placed_at: Date;
  order_data: ConfirmedOrder;
}

function confirmationOf(event: RecordedEvent): Confirmation {
  const { orderId, userId, lines, subtotalCents, taxCents, promoCode, promoDiscountCents, totalCents, paymentMethod } = (event as unknown as OrderPlaced).data;
  return { orderId, userId, placedAt: event.metadata.recordedAt, order: { lines, subtotalCents, taxCents, promoCode, promoDiscountCents, totalCents, paymentMethod } };
}

/**
 * Mails order confirmations, every half second, straight from the log: each round reads the
 * OrderPlaced events after its cursor (gap-safe, like a projection, passing over the other events
 * a batch at a time), mails them and moves the cursor. Nothing is written per order that is
 * mailed; a mail that fails goes to the outbox and is retried on later rounds, at most five
 * attempts in all. One process mails at a time: the
 * cursor row carries a lease that the sending process renews with every batch, so two API
 * processes never mail the same order, and another takes over once a dead holder's lease runs
 * out. A crash between mailing a batch and moving the cursor mails that batch again (at least once).
 */
@Injectable()
export class OrderConfirmationSender implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  /** Rounds run one after another, whoever asks (the timer, a test). */
  private rounds: Promise<unknown> = Promise.resolve();
  private busy = false;
  private readonly holder = `${hostname()}/${process.pid}/${randomUUID()}`;

  constructor(
    private readonly store: EventStore,
    private readonly mailer: Mailer,
    private readonly users: UsersRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      if (this.busy) return;
      this.sendDue().catch((error) => this.logger.error({ err: error }, 'order confirmation round failed'));
    }, POLL_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.rounds;
    // Hand the sending over at once instead of after the lease.
    await this.store.pool
      .query('UPDATE order_confirmation_cursor SET lease_until = NULL WHERE name = $1 AND holder = $2', [CURSOR, this.holder])
      .catch(() => undefined);
  }

  /** One round after any in progress: mails what is due; answers how many were mailed. */
  sendDue(): Promise<number> {
    const round = this.rounds.then(async () => {
      this.busy = true;
      try {
        return (await this.sendFromLog()) + (await this.retryFailed());
      } finally {
        this.busy = false;
      }
    });
    this.rounds = round.catch(() => undefined);
    return round;
  }

  /** The orders placed since the cursor, a batch at a time, while this process holds the lease. */
  private async sendFromLog(): Promise<number> {
    let sent = 0;
    for (;;) {
      const cursor = await this.takeLease();
      if (!cursor) return sent; // another process is sending
      const batch = await this.store.readLogBatch(cursor, LOG_BATCH, { types: ['OrderPlaced'] });
      if (compareCheckpoints(batch.next, cursor) === 0) return sent; // nothing new is safe to read
      const confirmations = batch.events.map(confirmationOf);
      const failed = confirmations.length > 0 ? await this.mail(confirmations) : new Set<string>();
      const moved = await this.moveCursor(batch.next, confirmations.filter((c) => failed.has(c.orderId)));
      sent += confirmations.length - failed.size;
      if (!moved) return sent;
    }
  }

  /** The cursor, if this process holds the lease or can take it (renewed either way). */
  private async takeLease(): Promise<LogCheckpoint | null> {
    const result = await this.store.pool.query<{ transaction_id: string; position: string }>(
      `UPDATE order_confirmation_cursor SET holder = $2, lease_until = now() + make_interval(secs => $3)
        WHERE name = $1 AND (holder = $2 OR lease_until IS NULL OR lease_until < now())
        RETURNING last_transaction_id::text AS transaction_id, last_position AS position`,
      [CURSOR, this.holder, LEASE_SECONDS],
    );
    const row = result.rows[0];
    return row ? { transactionId: row.transaction_id, position: Number(row.position) } : null;
  }

  /** Past the batch, its failed mails queued for retry, in one statement; false if the lease was lost meanwhile. */
  private async moveCursor(next: LogCheckpoint, failed: Confirmation[]): Promise<boolean> {
    const result = await this.store.pool.query(
      `WITH failed AS (
         INSERT INTO order_confirmation_outbox (order_id, user_id, placed_at, order_data, attempts)
         SELECT order_id, user_id, placed_at, order_data, 1
           FROM jsonb_to_recordset($4::jsonb) AS r(order_id uuid, user_id text, placed_at timestamptz, order_data jsonb)
         ON CONFLICT (order_id) DO NOTHING)
       UPDATE order_confirmation_cursor SET last_transaction_id = $2::xid8, last_position = $3
        WHERE name = $1 AND holder = $5`,
      [
        CURSOR,
        next.transactionId,
        next.position,
        JSON.stringify(failed.map((c) => ({ order_id: c.orderId, user_id: c.userId, placed_at: c.placedAt, order_data: c.order }))),
        this.holder,
      ],
    );
    if (result.rowCount === 0) this.logger.warn('order confirmations: the sending lease was lost during a batch; its mails may be sent twice');
    return result.rowCount === 1;
  }

  /** Mails that failed before, oldest first, a claimed batch at a time (rows another process holds are skipped). */
  private async retryFailed(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await this.claim();
      if (claimed.length === 0) return sent;
      const failed = await this.mail(claimed);
      const done = claimed.map((c) => c.orderId).filter((orderId) => !failed.has(orderId));
      const db = this.store.pool;
      if (done.length > 0) await db.query('UPDATE order_confirmation_outbox SET sent_at = now() WHERE order_id = ANY ($1::uuid[])', [done]);
      if (failed.size > 0) await db.query('UPDATE order_confirmation_outbox SET claimed_until = NULL WHERE order_id = ANY ($1::uuid[])', [[...failed]]);
      sent += done.length;
      if (claimed.length < BATCH) return sent;
    }
  }

  private async claim(): Promise<Confirmation[]> {
    const claimed = await this.store.pool.query<ClaimedRow & Record<string, unknown>>(
      `UPDATE order_confirmation_outbox AS o
          SET claimed_until = now() + make_interval(secs => $3), attempts = o.attempts + 1
         FROM (SELECT order_id FROM order_confirmation_outbox
                WHERE sent_at IS NULL AND attempts < $1 AND (claimed_until IS NULL OR claimed_until < now())
                ORDER BY placed_at LIMIT $2 FOR UPDATE SKIP LOCKED) AS due
        WHERE o.order_id = due.order_id
        RETURNING o.order_id, o.user_id, o.order_data, o.placed_at`,
      [MAX_ATTEMPTS, BATCH, CLAIM_SECONDS],
    );
    return claimed.rows
      .sort((a, b) => +a.placed_at - +b.placed_at)
      .map((row) => ({ orderId: row.order_id, userId: row.user_id, placedAt: row.placed_at.toISOString(), order: row.order_data }));
  }

  /** Mails the confirmations (the buyers read in one query); answers the order ids whose mail failed. */
  private async mail(confirmations: Confirmation[]): Promise<Set<string>> {
    const users = await this.users.findByIds([...new Set(confirmations.map((c) => c.userId))]);
    // A deleted account gets no mail; its order is done all the same.
    const mailed = confirmations.filter((c) => users.has(c.userId));
    const outcomes = await this.mailer.sendAll(
      mailed.map((c) => {
        const user = users.get(c.userId)!;
        return orderConfirmationMail(user.email, user.username, c.orderId, c.order, `${this.config.publicUrl}/inventory`);
      }),
    );
    const failed = new Set<string>();
    outcomes.forEach((outcome, i) => {
      if (outcome.status === 'fulfilled') return;
      this.logger.warn({ err: outcome.reason, orderId: mailed[i]!.orderId }, 'order confirmation not sent; will retry');
      failed.add(mailed[i]!.orderId);
    });
    return failed;
  }
}
