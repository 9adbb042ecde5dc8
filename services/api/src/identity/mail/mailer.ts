export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where mail goes: real SMTP when SMTP_URL is set, else the development mailbox table. */
export abstract class Mailer {
  abstract send(mail: OutgoingMail): Promise<void>;

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
