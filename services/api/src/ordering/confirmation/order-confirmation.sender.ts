import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { compareCheckpoints, EventStore, type LogCheckpoint, type Queryable, type RecordedEvent } from '@keyledger/event-store';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logger.token.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { Mailer, type OutgoingMail } from '../../identity/mail/mailer.js';
import { UsersRepository } from '../../identity/users/users.repository.js';
import { LOCK_NAMESPACES, SessionLocks, type HeldLock } from '../../common/locks/session-locks.js';
import type { OrderPlaced } from '../domain/order.events.js';
import { orderConfirmationMail, type ConfirmedOrder } from './order-confirmation-mail.js';

const POLL_MS = 500;
/** Failed mails claimed per statement; a round goes on until nothing is due. */
const BATCH = 100;
/** Log events passed over per read (about a hundred orders: each writes three or four). */
const LOG_BATCH = 400;
const MAX_ATTEMPTS = 5;
const CLAIM_SECONDS = 60;
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
  const { orderId, userId, lines, subtotalCents, taxCents, promoCode, promoDiscountCents, totalCents, paymentMethod, transactionId } = (event as unknown as OrderPlaced).data;
  return { orderId, userId, placedAt: event.metadata.recordedAt, order: { lines, subtotalCents, taxCents, promoCode, promoDiscountCents, totalCents, paymentMethod, transactionId } };
}

/**
 * Mails order confirmations, every half second, straight from the log: each round reads the
 * OrderPlaced events after its cursor (gap-safe, like a projection, passing over the other events
 * a batch at a time), mails them and moves the cursor. A mail that fails goes to the outbox and is
 * retried on later rounds, at most five attempts in all. One process mails at a time: the one
 * holding the sender's session lock (SessionLocks), which another process takes over the moment
 * the holder dies. The cursor row names its holder, and every cursor move checks it, so a sender
 * that lost its lock without dying stops at its next move.
 *
 * Mail over SMTP goes one order at a time, the cursor moved past each as soon as it is sent, so a
 * crash mails at most one order twice (at least once, never a batch again). Mail kept in the
 * database is stored with the cursor move in one transaction: exactly once.
 */
@Injectable()
export class OrderConfirmationSender implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  /** Rounds run one after another, whoever asks (the timer, a test). */
  private rounds: Promise<unknown> = Promise.resolve();
  private busy = false;
  /** Set on shutdown: a round in progress ends after the mail it is sending, leaving the rest to the next holder. */
  private stopping = false;
  private readonly holder = `${hostname()}/${process.pid}/${randomUUID()}`;
  /** The right to send, while this process has it. */
  private sending: HeldLock | null = null;

  constructor(
    private readonly store: EventStore,
    private readonly mailer: Mailer,
    private readonly users: UsersRepository,
    private readonly locks: SessionLocks,
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
    this.stopping = true;
    await this.rounds;
    // Hand the sending over at once.
    this.sending?.release();
    this.sending = null;
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

  /** The orders placed since the cursor, a batch at a time, while this process may send. */
  private async sendFromLog(): Promise<number> {
    let sent = 0;
    while (!this.stopping) {
      const cursor = await this.cursorIfSending();
      if (!cursor) return sent; // another process is sending
      const batch = await this.store.readLogBatch(cursor, LOG_BATCH, { types: ['OrderPlaced'] });
      if (compareCheckpoints(batch.next, cursor) === 0) return sent; // nothing new is safe to read
      const outcome = this.mailer.sendAllWithin ? await this.storeBatch(batch.events, batch.next) : await this.mailOneByOne(batch.events, batch.next);
      sent += outcome.sent;
      if (!outcome.kept) return sent;
    }
    return sent;
  }

  /**
   * Mail kept in the database (the development mailbox): the batch's mails and the cursor past it
   * in one transaction, so each order is mailed exactly once whatever happens.
   */
  private async storeBatch(events: readonly RecordedEvent[], next: LogCheckpoint): Promise<{ sent: number; kept: boolean }> {
    const mails = await this.mailsFor(events.map(confirmationOf));
    try {
      await this.store.transaction(async (tx) => {
        await this.mailer.sendAllWithin!(tx, mails.map((m) => m.mail));
        if (!(await this.moveCursor(next, [], tx))) throw new SendingTakenOver();
      });
    } catch (error) {
      if (error instanceof SendingTakenOver) return { sent: 0, kept: false };
      throw error;
    }
    return { sent: mails.length, kept: true };
  }

  /**
   * Mail that leaves the process (SMTP): one at a time, the cursor moved past each order as soon
   * as its mail is sent (or queued for retry). A crash can thus mail at most one order twice: the
   * one whose mail went out just before the crash, ahead of its cursor move.
   */
  private async mailOneByOne(events: readonly RecordedEvent[], next: LogCheckpoint): Promise<{ sent: number; kept: boolean }> {
    const confirmations = events.map(confirmationOf);
    const mails = new Map((await this.mailsFor(confirmations)).map((m) => [m.confirmation.orderId, m.mail]));
    let sent = 0;
    for (const [i, confirmation] of confirmations.entries()) {
      // Stopping: the cursor is past every order mailed so far, so the next holder goes on from here.
      if (this.stopping) return { sent, kept: false };
      const mail = mails.get(confirmation.orderId);
      let failed = false;
      if (mail) {
        try {
          await this.mailer.send(mail);
          sent += 1;
        } catch (error) {
          this.logger.warn({ err: error, orderId: confirmation.orderId }, 'order confirmation not sent; will retry');
          failed = true;
        }
      }
      const event = events[i]!;
      const past = { transactionId: event.transactionId, position: event.globalPosition };
      if (!(await this.moveCursor(past, failed ? [confirmation] : []))) return { sent, kept: false };
    }
    // The events passed over after the last order.
    const last = events.at(-1);
    if (last && compareCheckpoints(next, { transactionId: last.transactionId, position: last.globalPosition }) === 0) return { sent, kept: true };
    return { sent, kept: await this.moveCursor(next, []) };
  }

  /** The cursor, if this process may send: it holds the sender's lock, or takes it now. */
  private async cursorIfSending(): Promise<LogCheckpoint | null> {
    if (this.sending?.lost) this.sending = null;
    this.sending ??= await this.locks.tryHold(LOCK_NAMESPACES.confirmationSender, CURSOR);
    if (!this.sending) return null; // another process sends
    const result = await this.store.pool.query<{ transaction_id: string; position: string }>(
      `UPDATE order_confirmation_cursor SET holder = $2 WHERE name = $1
        RETURNING last_transaction_id::text AS transaction_id, last_position AS position`,
      [CURSOR, this.holder],
    );
    const row = result.rows[0];
    return row ? { transactionId: row.transaction_id, position: Number(row.position) } : null;
  }

  /** Past `next`, with failed mails queued for retry, in one statement; false if another process took the sending over meanwhile. */
  private async moveCursor(next: LogCheckpoint, failed: Confirmation[], db: Queryable = this.store.pool): Promise<boolean> {
    const result = await db.query(
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
    if (result.rowCount === 0) this.logger.warn('order confirmations: another process took the sending over during a batch; one mail may be sent twice');
    return result.rowCount === 1;
  }

  /** Mails that failed before, oldest first, a claimed batch at a time (rows another process holds are skipped). */
  private async retryFailed(): Promise<number> {
    let sent = 0;
    while (!this.stopping) {
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
    return sent;
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
    const mails = await this.mailsFor(confirmations);
    const outcomes = await this.mailer.sendAll(mails.map((m) => m.mail));
    const failed = new Set<string>();
    outcomes.forEach((outcome, i) => {
      if (outcome.status === 'fulfilled') return;
      this.logger.warn({ err: outcome.reason, orderId: mails[i]!.confirmation.orderId }, 'order confirmation not sent; will retry');
      failed.add(mails[i]!.confirmation.orderId);
    });
    return failed;
  }

  /** Each confirmation's mail, the buyers read in one query. A deleted account gets no mail; its order is done all the same. */
  private async mailsFor(confirmations: readonly Confirmation[]): Promise<{ confirmation: Confirmation; mail: OutgoingMail }[]> {
    const users = await this.users.findByIds([...new Set(confirmations.map((c) => c.userId))]);
    return confirmations
      .filter((c) => users.has(c.userId))
      .map((c) => {
        const user = users.get(c.userId)!;
        return { confirmation: c, mail: orderConfirmationMail(user.email, user.username, c.orderId, c.order, `${this.config.publicUrl}/inventory`) };
      });
  }
}

/** Another process took the sending over during a batch: the batch is left to it. */
class SendingTakenOver extends Error {}
