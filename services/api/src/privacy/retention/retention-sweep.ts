import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { EventStore, lockStreams } from '@keyledger/event-store';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logger.token.js';
import { outsideRequestContext } from '../../common/request-context/request-context.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';

const DAY_MS = 86_400_000;
// Stream ids are category-id: the sweeps' one stream.
export const RETENTION_STREAM = 'retention-sweeps';
const SYSTEM = { id: 'retention', role: 'system' };

/**
 * Where mail bodies are kept, and the time each was sent: the development mailbox, and the sent
 * rows of the mail queues (a queued mail not yet sent stays, however old: it is still owed).
 */
const MAIL_TABLES = [
  { table: 'dev_mailbox', sentAt: 'sent_at' },
  { table: 'ticket_mails', sentAt: 'sent_at' },
  { table: 'key_change_mails', sentAt: 'sent_at' },
  { table: 'order_confirmation_outbox', sentAt: 'sent_at' },
] as const;

export interface RetentionSweepResult {
  unverifiedAccounts: number;
  mails: number;
  /** The PersonalDataPurged event's position; null when nothing was due. */
  position: number | null;
}

/**
 * Keeps personal data no longer than the store needs it (issue 36): accounts never verified after
 * RETENTION_UNVERIFIED_DAYS (they never signed in, so they own nothing), and mail sent more than
 * RETENTION_MAIL_DAYS ago. Every RETENTION_SWEEP_SECONDS in each process; sweeps take the
 * `retention-sweeps` stream's lock, so two processes at once purge each row once, and each sweep that
 * purged something is recorded as PersonalDataPurged (how many, older than when) in the same
 * transaction.
 */
@Injectable()
export class RetentionSweep implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.running = this.sweep().catch((error: unknown) => this.logger.warn({ err: error }, 'the retention sweep failed; the next one tries again'));
    }, this.config.retention.sweepSeconds * 1000);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Purges what is past its time as of `now`, and records it. */
  sweep(now = new Date()): Promise<RetentionSweepResult> {
    const accountsBefore = new Date(now.getTime() - this.config.retention.unverifiedAccountDays * DAY_MS);
    const mailsBefore = new Date(now.getTime() - this.config.retention.mailDays * DAY_MS);
    return outsideRequestContext(async () => {
      const outcome = await this.store.transaction(async (tx) => {
        const versions = await lockStreams(tx, [RETENTION_STREAM]);
        const accounts = await tx.query('DELETE FROM users WHERE email_verified_at IS NULL AND created_at < $1', [accountsBefore]);
        let mails = 0;
        for (const { table, sentAt } of MAIL_TABLES) mails += (await tx.query(`DELETE FROM ${table} WHERE ${sentAt} < $1`, [mailsBefore])).rowCount ?? 0;
        const unverifiedAccounts = accounts.rowCount ?? 0;
        if (unverifiedAccounts === 0 && mails === 0) return { unverifiedAccounts, mails, append: null };
        const append = await this.store.append(
          [
            {
              streamId: RETENTION_STREAM,
              expectedVersion: versions.get(RETENTION_STREAM)!,
              events: [{ type: 'PersonalDataPurged', data: { unverifiedAccounts, mails, accountsCreatedBefore: accountsBefore.toISOString(), mailsSentBefore: mailsBefore.toISOString() } }],
            },
          ],
          { tx, metadata: { actor: SYSTEM, reason: 'Retention policy' } },
        );
        return { unverifiedAccounts, mails, append };
      });
      if (outcome.append) this.store.notifyAppended(outcome.append);
      return { unverifiedAccounts: outcome.unverifiedAccounts, mails: outcome.mails, position: outcome.append?.lastPosition ?? null };
    });
  }
}
