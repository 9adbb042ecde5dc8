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
const BATCH = 20;
const MAX_ATTEMPTS = 5;

/**
 * Sends the queued order confirmations, every half second. A row is claimed before it is
 * mailed, so several API processes never mail the same order; a failed send is retried on a
 * later round, at most five attempts in all.
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
   * goes out: each row is claimed first (a short UPDATE), then mailed, then marked sent.
   */
  async sendDue(): Promise<number> {
    const db = this.store.pool;
    const due = await db.query<{ order_id: string }>(
      'SELECT order_id FROM order_confirmation_outbox WHERE sent_at IS NULL AND attempts < $1 ORDER BY placed_at LIMIT $2',
      [MAX_ATTEMPTS, BATCH],
    );
    let sent = 0;
    for (const { order_id: orderId } of due.rows) {
      const claimed = await db.query<{ user_id: string; order_data: ConfirmedOrder }>(
        `UPDATE order_confirmation_outbox SET claimed_until = now() + interval '1 minute', attempts = attempts + 1
          WHERE order_id = $1 AND sent_at IS NULL AND (claimed_until IS NULL OR claimed_until < now())
          RETURNING user_id, order_data`,
        [orderId],
      );
      const row = claimed.rows[0];
      if (!row) continue; // another process has it
      try {
        const user = await this.users.findById(row.user_id);
        if (user) await this.mailer.send(orderConfirmationMail(user.email, user.username, orderId, row.order_data, `${this.config.publicUrl}/inventory`));
        await db.query('UPDATE order_confirmation_outbox SET sent_at = now() WHERE order_id = $1', [orderId]);
        sent += 1;
      } catch (error) {
        this.logger.warn({ err: error, orderId }, 'order confirmation not sent; will retry');
        await db.query('UPDATE order_confirmation_outbox SET claimed_until = NULL WHERE order_id = $1', [orderId]);
      }
    }
    return sent;
  }
}
