export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where mail goes: real SMTP when SMTP_URL is set, else the development mailbox table. */
export abstract class Mailer {
  abstract send(mail: OutgoingMail): Promise<void>;
}
