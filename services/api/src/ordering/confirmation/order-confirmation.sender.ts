import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { EventStore } from '@keyledger/event-store';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logger.token.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { Mailer } from '../../identity/mail/mailer.js';
import { UsersRepository } from '../../identity/users/users.repository.js';
import { orderConfirmationMail, type ConfirmedOrder } from './order-confirmation-mail.js';

const POLL_MS = 500;
/** Rows claimed per statement; a round claims batches until nothing is due. */
const BATCH = 100;
const MAX_ATTEMPTS = 5;
const CLAIM_SECONDS = 60;

interface ClaimedRow {
  order_id: string;
  user_id: string;
  order_data: ConfirmedOrder;
}

/**
 * Sends the queued order confirmations, every half second, until none is due. Rows are claimed
 * a batch at a time (one statement, skipping rows another process holds) before they are mailed,
 * so several API processes never mail the same order; the sent ones are marked in one statement.
 * A failed send is released and retried on a later round, at most five attempts in all.
 */
@Injectable()
export class OrderConfirmationSender implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly store: EventStore,
    private readonly mailer: Mailer,
    private readonly users: UsersRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.running ??= this.sendDue()
        .then(() => undefined)
        .catch((error) => this.logger.error({ err: error }, 'order confirmation round failed'))
        .finally(() => (this.running = null));
    }, POLL_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /**
   * One round: sends what is due; answers how many were sent. No transaction is held while mail
   * goes out: each batch is claimed first (a short UPDATE), then mailed, then marked sent.
   */
  async sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await this.claim();
      if (claimed.length === 0) return sent;
      sent += await this.send(claimed);
      if (claimed.length < BATCH) return sent;
    }
  }

  /** Up to BATCH due rows, oldest first, claimed for a minute; rows held by another process are skipped. */
  private async claim(): Promise<ClaimedRow[]> {
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
    return claimed.rows.sort((a, b) => +new Date(a.placed_at as string) - +new Date(b.placed_at as string));
  }

  /** Mails the claimed rows (the buyers read in one query); marks the sent ones and releases the rest. */
  private async send(rows: ClaimedRow[]): Promise<number> {
    const users = await this.users.findByIds([...new Set(rows.map((row) => row.user_id))]);
    // A deleted account gets no mail; its row is done all the same.
    const mailed = rows.filter((row) => users.has(row.user_id));
    const outcomes = await this.mailer.sendAll(
      mailed.map((row) => {
        const user = users.get(row.user_id)!;
        return orderConfirmationMail(user.email, user.username, row.order_id, row.order_data, `${this.config.publicUrl}/inventory`);
      }),
    );
    const failed = new Set<string>();
    outcomes.forEach((outcome, i) => {
      if (outcome.status === 'fulfilled') return;
      this.logger.warn({ err: outcome.reason, orderId: mailed[i]!.order_id }, 'order confirmation not sent; will retry');
      failed.add(mailed[i]!.order_id);
    });
    const sent = rows.map((row) => row.order_id).filter((orderId) => !failed.has(orderId));
    const db = this.store.pool;
    if (sent.length > 0) await db.query('UPDATE order_confirmation_outbox SET sent_at = now() WHERE order_id = ANY ($1::uuid[])', [sent]);
    if (failed.size > 0) await db.query('UPDATE order_confirmation_outbox SET claimed_until = NULL WHERE order_id = ANY ($1::uuid[])', [[...failed]]);
    return sent.length;
  }
}
