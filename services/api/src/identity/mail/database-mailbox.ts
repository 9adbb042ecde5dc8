import type { Database, Queryable } from '@keyledger/event-store';
import { Mailer, type OutgoingMail } from './mailer.js';

/** Keeps mail in the database so `make dev` works offline; the development mailbox lists it. */
export class DatabaseMailbox extends Mailer {
  constructor(private readonly db: Database) {
    super();
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.db.pool.query('INSERT INTO dev_mailbox (to_address, subject, text_body, html_body) VALUES ($1, $2, $3, $4)', [
      mail.to,
      mail.subject,
      mail.text,
      mail.html,
    ]);
  }

  /** All in one statement: they are stored together or not at all. */
  override async sendAll(mails: readonly OutgoingMail[]): Promise<PromiseSettledResult<void>[]> {
    if (mails.length === 0) return [];
    try {
      await this.sendAllWithin(this.db.pool, mails);
      return mails.map(() => ({ status: 'fulfilled', value: undefined }));
    } catch (reason) {
      return mails.map(() => ({ status: 'rejected', reason }));
    }
  }

  override async sendAllWithin(tx: Queryable, mails: readonly OutgoingMail[]): Promise<void> {
    if (mails.length === 0) return;
    await tx.query(
      'INSERT INTO dev_mailbox (to_address, subject, text_body, html_body) SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])',
      [mails.map((m) => m.to), mails.map((m) => m.subject), mails.map((m) => m.text), mails.map((m) => m.html)],
    );
  }
}
