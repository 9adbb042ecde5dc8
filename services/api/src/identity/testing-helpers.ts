import assert from 'node:assert/strict';
import type { SmtpCapture } from '../testing/smtp-capture.js';
import type { TestApp } from '../testing/start-test-app.js';

/** Registers through the API, follows the link from the real mail, and returns a session token. */
export async function registerVerifyAndLogin(api: TestApp, smtp: SmtpCapture, email: string, password = 'correct horse battery'): Promise<{ token: string; userId: string }> {
  const registered = await api.call('POST', 'auth/register', { body: { username: email.split('@')[0], email, password, passwordConfirm: password } });
  assert.equal(registered.status, 201, JSON.stringify(registered.body));
  const mail = await smtp.nextFor(email, /Verify/);
  const token = verificationToken(mail.text);
  const verified = await api.call('GET', `auth/verify-email/${token}`);
  assert.equal(verified.status, 200, JSON.stringify(verified.body));
  const login = await api.call('POST', 'auth/login', { body: { email, password } });
  assert.equal(login.status, 200, JSON.stringify(login.body));
  return { token: login.body.token, userId: login.body.data.user.id };
}

export function verificationToken(mailText: string): string {
  const match = /\/auth\/verify-email\/([A-Za-z0-9_-]+)/.exec(mailText);
  assert.ok(match, `no verification link in: ${mailText}`);
  return match[1]!;
}

export function codeFrom(mailText: string): string {
  const match = /\b(\d{6})\b/.exec(mailText);
  assert.ok(match, `no code in: ${mailText}`);
  return match[1]!;
}

/**
 * Signs a staff account in by password, the first time, as STAFF_TWO_FACTOR=required takes it:
 * the session's user must turn two-factor sign-in on, and does (auth/toggle-2fa); the same
 * session then reaches staff routes. Returns the token and the user's id.
 */
export async function signInStaffFirstTime(api: TestApp, credentials: { email: string; password: string }): Promise<{ token: string; userId: string }> {
  const login = await api.call('POST', 'auth/login', { body: credentials });
  assert.equal(login.status, 200, JSON.stringify(login.body));
  assert.ok(login.body.token, `a first sign-in gives a session (two-factor still off): ${JSON.stringify(login.body)}`);
  const token = login.body.token as string;
  if (login.body.data.user.twoFactorSetupRequired) {
    const turnedOn = await api.call('POST', 'auth/toggle-2fa', { token });
    assert.equal(turnedOn.body.twoFactorEnabled, true, JSON.stringify(turnedOn.body));
  }
  return { token, userId: login.body.data.user.id };
}
