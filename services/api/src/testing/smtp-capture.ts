import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * A real SMTP server on a loopback port that keeps what it receives, so tests read the mail the
 * application really sent (through nodemailer and SMTP), not a stub's call log.
 */
export class SmtpCapture {
  readonly messages: CapturedMail[] = [];
  /** Recipients whose mail is refused (550), as an unavailable mailbox would be. */
  private readonly refused = new Set<string>();
  private readonly waiters: { match: (m: CapturedMail) => boolean; resolve: (m: CapturedMail) => void }[] = [];
  /** How long each recipient waits to be accepted: a slow mail server (see slowDown). */
  private recipientDelayMs = 0;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo: (address, _session, callback) => {
      const answer = () => {
        if (!this.refused.has(address.address.toLowerCase())) return callback();
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      };
      // The delay comes before the message is sent, so a sender that dies meanwhile has sent nothing.
      if (this.recipientDelayMs > 0) setTimeout(answer, this.recipientDelayMs);
      else answer();
    },
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
          this.receive({ to, subject: parsed.subject ?? '', text: parsed.text ?? '' });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  /** Refuses mail to `address` until accept(address). */
  refuse(address: string): void {
    this.refused.add(address.toLowerCase());
  }

  /** Accepts each recipient only after `ms`: every mail takes at least that long to send. */
  slowDown(ms: number): void {
    this.recipientDelayMs = ms;
  }

  accept(address: string): void {
    this.refused.delete(address.toLowerCase());
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The next mail to `address` (optionally also matching the subject), waiting up to `timeoutMs`. */
  nextFor(address: string, subject: RegExp = /./, timeoutMs = 5_000): Promise<CapturedMail> {
    const match = (m: CapturedMail) => m.to.toLowerCase().includes(address.toLowerCase()) && subject.test(m.subject);
    const index = this.messages.findIndex(match);
    if (index >= 0) return Promise.resolve(this.messages.splice(index, 1)[0]!);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`No mail to ${address} within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        match,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  private receive(mail: CapturedMail): void {
    const waiter = this.waiters.findIndex((w) => w.match(mail));
    if (waiter >= 0) this.waiters.splice(waiter, 1)[0]!.resolve(mail);
    else this.messages.push(mail);
  }
}
