export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

import type { Queryable } from '@keyledger/event-store';

/** Where mail goes: real SMTP when SMTP_URL is set, else the development mailbox table. */
export abstract class Mailer {
  abstract send(mail: OutgoingMail): Promise<void>;

  /**
   * A mailer whose mail is a row of the store's own database stores it within the caller's
   * transaction, so that it is kept exactly when what the caller records with it is (the
   * confirmation sender's cursor). Mail that leaves the process cannot be: undefined.
   */
  sendAllWithin?(tx: Queryable, mails: readonly OutgoingMail[]): Promise<void>;

  /** Several mails; one outcome each, in order (a failed one does not stop the others). */
  async sendAll(mails: readonly OutgoingMail[]): Promise<PromiseSettledResult<void>[]> {
    const outcomes: PromiseSettledResult<void>[] = [];
    for (const mail of mails) {
      try {
        await this.send(mail);
        outcomes.push({ status: 'fulfilled', value: undefined });
      } catch (reason) {
        outcomes.push({ status: 'rejected', reason });
      }
    }
    return outcomes;
  }
}
