import { randomUUID } from 'node:crypto';
import type { SmtpCapture } from './smtp-capture.js';
import { apiCall as send, apiLogin, type ApiSession } from './ordering-api.js';

export interface NewShopper {
  username: string;
  email: string;
  password: string;
}

/**
 * A shopper made the way a person makes one, over the API: registers, follows the link in the
 * verification mail, signs in. Then an admin credits the wallet (PATCH users/{id}/wallet).
 */
export async function createShopper(baseUrl: string, smtp: SmtpCapture, admin: ApiSession, shopper: NewShopper, walletDollars: number): Promise<ApiSession> {
  await send(baseUrl, 'POST', 'auth/register', { body: { ...shopper, passwordConfirm: shopper.password } });
  const mail = await smtp.nextFor(shopper.email, /verify/i, 15_000);
  const token = mail.text.match(/\/auth\/verify-email\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`No verification link in: ${mail.text}`);
  await send(baseUrl, 'GET', `auth/verify-email/${token}`);
  const session = await apiLogin(baseUrl, shopper.email, shopper.password);
  await send(baseUrl, 'PATCH', `users/${session.userId}/wallet`, {
    token: admin.token,
    body: { amount: walletDollars, type: 'add', reason: 'Browser test funds' },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  return session;
}

/** A key the shopper owns, in clear (POST inventory/keys/{id}/reveal). */
export async function revealOwnKey(baseUrl: string, shopper: ApiSession, keyId: string): Promise<string> {
  const answer = (await send(baseUrl, 'POST', `inventory/keys/${keyId}/reveal`, { token: shopper.token })) as { data: { key: string } };
  return answer.data.key;
}
