import { Inject, Injectable } from '@nestjs/common';
import { EventStore, type Queryable, type RecordedEvent } from '@keyledger/event-store';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logger.token.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { Mailer, type OutgoingMail } from '../../identity/mail/mailer.js';
import { UsersRepository } from '../../identity/users/users.repository.js';
import type { KeyRefunded, KeyReplaced } from '../../ordering/domain/order.events.js';
import { keyChangeMail, type KeyChange } from './key-change-mail.js';
import { retryDelaySeconds } from './retry-delay.js';

const BATCH = 50;
const MAX_ATTEMPTS = 8;
/** A claimed mail is not taken again for this long (a sender that died mid-send leaves it to the next). */
const CLAIM_SECONDS = 60;

interface QueuedMail {
  event_id: string;
  user_id: string;
  mail_data: KeyChange;
  attempts: number;
}

/**
 * The shopper's mails about their keys: one per KeyRefunded and KeyReplaced, queued from the log
 * exactly once, then sent. Mail kept in the database (the development mailbox) is stored with the
 * queue row's close in one transaction: exactly once. Mail over SMTP is sent, then its row
 * closed: a crash in between sends that one mail again, never loses it.
 */
@Injectable()
export class KeyChangeMails {
  constructor(
    private readonly store: EventStore,
    private readonly mailer: Mailer,
    private readonly users: UsersRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async queue(tx: Queryable, events: readonly RecordedEvent[]): Promise<void> {
    const mails = events.flatMap((event): Array<{ event_id: string; user_id: string; kind: KeyChange['kind']; mail_data: KeyChange; recorded_at: string }> => {
      if (event.type === 'KeyRefunded') {
        const { orderId, userId, title, amountCents, method, reason } = (event as unknown as KeyRefunded).data;
        const change: KeyChange = { kind: 'refunded', orderId, title, amountCents, method, reason };
        return [{ event_id: event.eventId, user_id: userId, kind: change.kind, mail_data: change, recorded_at: event.metadata.recordedAt }];
      }
      if (event.type === 'KeyReplaced') {
        const { orderId, userId, title, reason } = (event as unknown as KeyReplaced).data;
        const change: KeyChange = { kind: 'replaced', orderId, title, reason };
        return [{ event_id: event.eventId, user_id: userId, kind: change.kind, mail_data: change, recorded_at: event.metadata.recordedAt }];
      }
      return [];
    });
    if (mails.length === 0) return;
    await tx.query(
      `INSERT INTO key_change_mails (event_id, user_id, kind, mail_data, recorded_at)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(event_id uuid, user_id text, kind text, mail_data jsonb, recorded_at timestamptz)
       ON CONFLICT (event_id) DO NOTHING`,
      [JSON.stringify(mails)],
    );
  }

  /** Sends what is due; answers how many went out. */
  async sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = this.mailer.sendAllWithin ? await this.storeDue() : await this.sendClaimed();
      sent += batch.sent;
      if (batch.taken < BATCH) return sent;
    }
  }

  /** The development mailbox: due mails stored and closed in one transaction. */
  private async storeDue(): Promise<{ taken: number; sent: number }> {
    return this.store.transaction(async (tx) => {
      const due = await tx.query<QueuedMail & Record<string, unknown>>(
        `SELECT event_id, user_id, mail_data, attempts FROM key_change_mails
          WHERE sent_at IS NULL AND attempts < $2 AND next_attempt_at <= now()
          ORDER BY recorded_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [BATCH, MAX_ATTEMPTS],
      );
      const mails = await this.mailsFor(due.rows, tx);
      await this.mailer.sendAllWithin!(tx, mails.map((m) => m.mail));
      await tx.query('UPDATE key_change_mails SET sent_at = now(), attempts = attempts + 1 WHERE event_id = ANY ($1::uuid[])', [due.rows.map((row) => row.event_id)]);
      return { taken: due.rows.length, sent: mails.length };
    });
  }

  /** SMTP: due mails claimed for a minute, sent one by one, each closed once sent or put back for later. */
  private async sendClaimed(): Promise<{ taken: number; sent: number }> {
    const claimed = await this.store.pool.query<QueuedMail & Record<string, unknown>>(
      `UPDATE key_change_mails AS m SET attempts = m.attempts + 1, next_attempt_at = now() + make_interval(secs => $3)
         FROM (SELECT event_id FROM key_change_mails
                WHERE sent_at IS NULL AND attempts < $2 AND next_attempt_at <= now()
                ORDER BY recorded_at LIMIT $1 FOR UPDATE SKIP LOCKED) AS due
        WHERE m.event_id = due.event_id
        RETURNING m.event_id, m.user_id, m.mail_data, m.attempts`,
      [BATCH, MAX_ATTEMPTS, CLAIM_SECONDS],
    );
    const mails = await this.mailsFor(claimed.rows);
    const addressed = new Set(mails.map((m) => m.row.event_id));
    let sent = 0;
    for (const { row, mail } of mails) {
      try {
        await this.mailer.send(mail);
        await this.store.pool.query('UPDATE key_change_mails SET sent_at = now() WHERE event_id = $1', [row.event_id]);
        sent += 1;
      } catch (error) {
        this.logger.warn({ err: error, eventId: row.event_id, attempts: row.attempts }, 'key change mail not sent; will retry');
        await this.store.pool.query('UPDATE key_change_mails SET next_attempt_at = now() + make_interval(secs => $2) WHERE event_id = $1', [
          row.event_id,
          retryDelaySeconds(row.attempts),
        ]);
      }
    }
    // A deleted account gets no mail: its row is closed all the same.
    const unaddressed = claimed.rows.filter((row) => !addressed.has(row.event_id)).map((row) => row.event_id);
    if (unaddressed.length > 0) await this.store.pool.query('UPDATE key_change_mails SET sent_at = now() WHERE event_id = ANY ($1::uuid[])', [unaddressed]);
    return { taken: claimed.rows.length, sent };
  }

  /** Each row's mail; `db` is the caller's transaction when it holds one (the embedded database has one connection). */
  private async mailsFor(rows: readonly QueuedMail[], db?: Queryable): Promise<Array<{ row: QueuedMail; mail: OutgoingMail }>> {
    const users = await this.users.findByIds([...new Set(rows.map((row) => row.user_id))], db);
    return rows
      .filter((row) => users.has(row.user_id))
      .map((row) => {
        const user = users.get(row.user_id)!;
        return { row, mail: keyChangeMail(user.email, user.username, row.mail_data, `${this.config.publicUrl}/inventory`) };
      });
  }
}
