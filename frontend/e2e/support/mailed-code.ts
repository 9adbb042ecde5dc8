import type { Page } from 'playwright-core';
import { pasteInto, waitForPath } from './page-helpers.js';
import type { SmtpCapture } from './smtp-capture.js';

/** The 6-digit sign-in code of the next sign-in mail to `email`. */
export async function nextSignInCode(smtp: SmtpCapture, email: string): Promise<string> {
  const mail = await smtp.nextFor(email, /sign-in code/, 15_000);
  const code = mail.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code in: ${mail.text}`);
  return code;
}

/**
 * Signs in through the login form an account with two-factor sign-in: the second step asks for the
 * code, read from the mail the real SMTP capture caught; waits for the page the account lands on.
 */
export async function signInWithMailedCode(page: Page, smtp: SmtpCapture, account: { email: string; password: string }, landing: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await waitForPath(page, '/two-factor-auth');
  await pasteInto(page, 'Digit 1', await nextSignInCode(smtp, account.email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await waitForPath(page, landing);
}
