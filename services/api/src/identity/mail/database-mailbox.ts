import type { Database } from '@keyledger/event-store';
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
}
