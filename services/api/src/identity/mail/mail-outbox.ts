import { type EventStore, type Queryable } from '@keyledger/event-store';
import type { Logger } from 'pino';
import { retryDelaySeconds } from '../../common/retry/retry-delay.js';
import type { UserRecord } from '../users/user-record.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { Mailer, OutgoingMail } from './mailer.js';

const BATCH = 50;
const MAX_ATTEMPTS = 8;
/** A claimed mail is not taken again for this long (a sender that died mid-send leaves it to the next). */
const CLAIM_SECONDS = 60;

/** One mail to queue: for the event that asks for it (its id keeps it queued once), to a user. */
export interface OutboxEntry<Data> {
  eventId: string;
  userId: string;
  kind: string;
  data: Data;
  recordedAt: string;
}

export interface MailOutboxOptions<Data> {
  /** The queue's table: event_id, user_id, kind, mail_data, recorded_at, attempts, next_attempt_at, sent_at. */
  table: string;
  /** What the mails are, for the log. */
  what: string;
  render(user: UserRecord, data: Data): OutgoingMail;
}

interface QueuedMail<Data> {
  event_id: string;
  user_id: string;
  mail_data: Data;
  attempts: number;
}

/**
 * Mails to users queued from the log (in the transaction that moves the log follower's cursor:
 * each queued once) and then sent. Mail kept in the database (the development mailbox) is stored
 * with the queue row's close in one transaction: exactly once. Mail over SMTP is sent, then its
 * row closed: a crash in between sends that one mail again, never loses it. A failed send is tried
 * again with backoff, up to 8 times; a deleted account's mail is dropped.
 */
export class MailOutbox<Data> {
  constructor(
    private readonly store: EventStore,
    private readonly mailer: Mailer,
    private readonly users: UsersRepository,
    private readonly logger: Logger,
    private readonly options: MailOutboxOptions<Data>,
  ) {}

  async enqueue(tx: Queryable, entries: ReadonlyArray<OutboxEntry<Data>>): Promise<void> {
    if (entries.length === 0) return;
    const rows = entries.map((e) => ({ event_id: e.eventId, user_id: e.userId, kind: e.kind, mail_data: e.data, recorded_at: e.recordedAt }));
    await tx.query(
      `INSERT INTO ${this.options.table} (event_id, user_id, kind, mail_data, recorded_at)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(event_id uuid, user_id text, kind text, mail_data jsonb, recorded_at timestamptz)
       ON CONFLICT (event_id) DO NOTHING`,
      [JSON.stringify(rows)],
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
    const { table } = this.options;
    return this.store.transaction(async (tx) => {
      const due = await tx.query<QueuedMail<Data> & Record<string, unknown>>(
        `SELECT event_id, user_id, mail_data, attempts FROM ${table}
          WHERE sent_at IS NULL AND attempts < $2 AND next_attempt_at <= now()
          ORDER BY recorded_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [BATCH, MAX_ATTEMPTS],
      );
      const mails = await this.mailsFor(due.rows, tx);
      await this.mailer.sendAllWithin!(tx, mails.map((m) => m.mail));
      await tx.query(`UPDATE ${table} SET sent_at = now(), attempts = attempts + 1 WHERE event_id = ANY ($1::uuid[])`, [due.rows.map((row) => row.event_id)]);
      return { taken: due.rows.length, sent: mails.length };
    });
  }

  /** SMTP: due mails claimed for a minute, sent one by one, each closed once sent or put back for later. */
  private async sendClaimed(): Promise<{ taken: number; sent: number }> {
    const { table } = this.options;
    const claimed = await this.store.pool.query<QueuedMail<Data> & Record<string, unknown>>(
      `UPDATE ${table} AS m SET attempts = m.attempts + 1, next_attempt_at = now() + make_interval(secs => $3)
         FROM (SELECT event_id FROM ${table}
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
        await this.store.pool.query(`UPDATE ${table} SET sent_at = now() WHERE event_id = $1`, [row.event_id]);
        sent += 1;
      } catch (error) {
        this.logger.warn({ err: error, eventId: row.event_id, attempts: row.attempts }, `${this.options.what} not sent; will retry`);
        await this.store.pool.query(`UPDATE ${table} SET next_attempt_at = now() + make_interval(secs => $2) WHERE event_id = $1`, [
          row.event_id,
          retryDelaySeconds(row.attempts),
        ]);
      }
    }
    // A deleted account gets no mail: its row is closed all the same.
    const unaddressed = claimed.rows.filter((row) => !addressed.has(row.event_id)).map((row) => row.event_id);
    if (unaddressed.length > 0) await this.store.pool.query(`UPDATE ${table} SET sent_at = now() WHERE event_id = ANY ($1::uuid[])`, [unaddressed]);
    return { taken: claimed.rows.length, sent };
  }

  /** Each row's mail; `db` is the caller's transaction when it holds one (the embedded database has one connection). */
  private async mailsFor(rows: ReadonlyArray<QueuedMail<Data>>, db?: Queryable): Promise<Array<{ row: QueuedMail<Data>; mail: OutgoingMail }>> {
    const users = await this.users.findByIds([...new Set(rows.map((row) => row.user_id))], db);
    return rows.filter((row) => users.has(row.user_id)).map((row) => ({ row, mail: this.options.render(users.get(row.user_id)!, row.mail_data) }));
  }
}
