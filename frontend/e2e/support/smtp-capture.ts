import type { SmtpCapture } from '../../../services/api/dist/testing/smtp-capture.js';
import { API_DIST } from './paths.js';

export type { SmtpCapture };

/** The API tests' real SMTP server (smtp-server + mailparser), loaded from the built API like the app itself. */
export async function startSmtpCapture(): Promise<{ smtp: SmtpCapture; url: string }> {
  const module = (await import(new URL('testing/smtp-capture.js', API_DIST).href)) as { SmtpCapture: new () => SmtpCapture };
  const smtp = new module.SmtpCapture();
  return { smtp, url: await smtp.start() };
}
