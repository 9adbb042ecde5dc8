import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Database } from '@keyledger/event-store';
import { SignJWT, UnsecuredJWT } from 'jose';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { DATABASE } from '../../database/database.module.js';
import { SmtpCapture } from '../../testing/smtp-capture.js';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { codeFrom, registerVerifyAndLogin } from '../testing-helpers.js';

for (const target of await apiTestTargets()) {
  describe(`sign-in, two-factor and sessions on ${target}`, () => {
    const smtp = new SmtpCapture();
    let api: TestApp;
    let db: Database;
    let config: AppConfig;
    before(async () => {
      api = await startTestApp(target, { SMTP_URL: await smtp.start() });
      db = api.app.get(DATABASE);
      config = api.app.get(APP_CONFIG);
    });
    after(async () => {
      await api.close();
      await smtp.stop();
    });

    async function twoFactorUser(email: string) {
      const { token } = await registerVerifyAndLogin(api, smtp, email, 'password123');
      const toggled = await api.call('POST', 'auth/toggle-2fa', { token });
      assert.deepEqual(toggled.body, { status: 'success', twoFactorEnabled: true, message: 'Two-factor authentication enabled successfully' });
      const login = await api.call('POST', 'auth/login', { body: { email, password: 'password123' } });
      assert.equal(login.status, 200);
      assert.equal(login.body.require2FA, true);
      assert.equal(login.body.token, undefined, 'no session before the second step');
      return { tempToken: login.body.tempToken as string, loginData: login.body.data };
    }

    it('signs in with an e-mailed code as the second step', async () => {
      const { tempToken, loginData } = await twoFactorUser('two@example.com');
      // When the code expires and a resend opens, for the client's countdown (it keeps them over a reload).
      assert.deepEqual(loginData, { email: 'two@example.com', codeExpiresInSeconds: 300, resendInSeconds: 30 });
      const mail = await smtp.nextFor('two@example.com', /sign-in code/);
      const code = codeFrom(mail.text);
      // Never the code in the subject: lock screens and notifications show it.
      assert.equal(mail.subject, 'Your KeyLedger sign-in code');
      // The temporary token is good only for the second step, never as a session.
      assert.equal((await api.call('POST', 'auth/token-verify', { token: tempToken })).status, 401);
      const verified = await api.call('POST', 'auth/verify-2fa', { token: tempToken, body: { code } });
      assert.equal(verified.status, 200, JSON.stringify(verified.body));
      assert.equal(verified.body.message, 'Two-factor authentication successful');
      assert.equal((await api.call('POST', 'auth/token-verify', { token: verified.body.token })).status, 200);
      // A code is single use.
      const reused = await api.call('POST', 'auth/verify-2fa', { token: tempToken, body: { code } });
      assert.equal(reused.status, 400);
      // And a session token cannot stand in for the temporary one.
      assert.equal((await api.call('POST', 'auth/verify-2fa', { token: verified.body.token, body: { code } })).status, 401);
    });

    it('voids the code after five wrong tries', async () => {
      const { tempToken } = await twoFactorUser('wrong@example.com');
      const code = codeFrom((await smtp.nextFor('wrong@example.com', /sign-in code/)).text);
      const wrongCode = code === '000000' ? '111111' : '000000';
      const messages: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await api.call('POST', 'auth/verify-2fa', { token: tempToken, body: { code: wrongCode } });
        assert.equal(res.status, 400);
        messages.push(res.body.message);
      }
      assert.deepEqual(messages, [...Array(4).fill('Invalid verification code'), 'Too many incorrect codes. Please request a new code.']);
      const right = await api.call('POST', 'auth/verify-2fa', { token: tempToken, body: { code } });
      assert.equal(right.status, 400, 'the voided code no longer works');
      assert.equal(right.body.message, 'Too many incorrect codes. Please request a new code.');
    });

    it('refuses an expired code, allows a resend only after 30 s, and the new code works', async () => {
      const { tempToken } = await twoFactorUser('slow@example.com');
      const first = codeFrom((await smtp.nextFor('slow@example.com', /sign-in code/)).text);
      const early = await api.call('POST', 'auth/send-2fa-code', { token: tempToken });
      assert.equal(early.status, 429);
      assert.match(early.body.message, /^Please wait \d+ seconds before requesting a new code\.$/);
      assert.ok(Number(early.headers.get('retry-after')) >= 29);

      // Five minutes pass.
      await db.pool.query(`UPDATE two_factor_challenges SET sent_at = now() - interval '301 seconds', expires_at = now() - interval '1 second'`);
      const expired = await api.call('POST', 'auth/verify-2fa', { token: tempToken, body: { code: first } });
      assert.equal(expired.status, 400);
      assert.equal(expired.body.message, 'Verification code has expired. Please request a new code.');

      const resent = await api.call('POST', 'auth/send-2fa-code', { token: tempToken });
      assert.deepEqual(resent.body, { status: 'success', message: 'Verification code sent to your email', data: { codeExpiresInSeconds: 300, resendInSeconds: 30 } });
      const second = codeFrom((await smtp.nextFor('slow@example.com', /sign-in code/)).text);
      const ok = await api.call('POST', 'auth/verify-2fa', { token: tempToken, body: { code: second } });
      assert.equal(ok.status, 200);
    });

    it('rejects codes that are not six digits in the spec’s words', async () => {
      const { tempToken } = await twoFactorUser('format@example.com');
      for (const code of ['12345', '1234567', 'abcdef', '', 123456]) {
        const res = await api.call('POST', 'auth/verify-2fa', { token: tempToken, body: { code } });
        assert.equal(res.status, 400);
        assert.equal(res.body.message, 'Please enter the 6-digit verification code from your email');
      }
    });

    it('makes older tokens fail after a password change and after signing out everywhere', async () => {
      const { token: oldToken } = await registerVerifyAndLogin(api, smtp, 'rotate@example.com', 'password123');
      const mismatch = await api.call('PATCH', 'auth/change-password', { token: oldToken, body: { currentPassword: 'password123', newPassword: 'password456', confirmPassword: 'password789' } });
      assert.equal(mismatch.body.message, "New passwords don't match");
      const wrongCurrent = await api.call('PATCH', 'auth/change-password', { token: oldToken, body: { currentPassword: 'nope-nope', newPassword: 'password456', confirmPassword: 'password456' } });
      assert.equal(wrongCurrent.status, 400);
      const short = await api.call('PATCH', 'auth/change-password', { token: oldToken, body: { currentPassword: 'password123', newPassword: 'short', confirmPassword: 'short' } });
      assert.equal(short.body.message, 'Password must be at least 8 characters');
      const missing = await api.call('PATCH', 'auth/change-password', { token: oldToken, body: { newPassword: 'password456', confirmPassword: 'password456' } });
      assert.equal(missing.body.message, 'Current password is required');
      assert.equal((await api.call('POST', 'auth/token-verify', { token: oldToken })).status, 200, 'failed attempts change nothing');

      const changed = await api.call('PATCH', 'auth/change-password', { token: oldToken, body: { currentPassword: 'password123', newPassword: 'password456', confirmPassword: 'password456' } });
      assert.equal(changed.status, 200);
      assert.equal(changed.body.message, 'Password changed successfully');
      assert.equal((await api.call('POST', 'auth/token-verify', { token: oldToken })).status, 401);
      assert.equal((await api.call('POST', 'auth/token-verify', { token: changed.body.token })).status, 200);
      assert.equal((await api.call('POST', 'auth/login', { body: { email: 'rotate@example.com', password: 'password123' } })).status, 401);

      const out = await api.call('POST', 'auth/logout-all', { token: changed.body.token });
      assert.equal(out.status, 200);
      assert.equal((await api.call('POST', 'auth/token-verify', { token: changed.body.token })).status, 401);
    });

    it('allows 10 password-change tries an hour: the 11th is 429 with Retry-After (declared in the document), the right password too', async () => {
      const { token } = await registerVerifyAndLogin(api, smtp, 'guesser@example.com', 'password123');
      const attempt = (currentPassword: string) => api.call('PATCH', 'auth/change-password', { token, body: { currentPassword, newPassword: 'password456', confirmPassword: 'password456' } });
      for (let i = 0; i < 10; i += 1) assert.equal((await attempt(`wrong-guess-${i}`)).status, 400, `try ${i + 1}`);
      for (const currentPassword of ['wrong-guess-10', 'password123']) {
        const limited = await attempt(currentPassword);
        assert.equal(limited.status, 429);
        assert.ok(Number(limited.headers.get('retry-after')) > 0);
      }
      assert.equal((await api.call('POST', 'auth/token-verify', { token })).status, 200, 'nothing changed');
    });

    it('signs out one session: its token gets 401 while another session of the same user goes on', async () => {
      const { token: first, userId } = await registerVerifyAndLogin(api, smtp, 'two-devices@example.com', 'password123');
      const second = await api.call('POST', 'auth/login', { body: { email: 'two-devices@example.com', password: 'password123' } });
      assert.equal(second.status, 200);
      const other = second.body.token as string;

      const out = await api.call('POST', 'auth/logout', { token: first });
      assert.equal(out.status, 200);
      assert.equal(out.body.message, 'Signed out');
      const refused = await api.call('POST', 'auth/token-verify', { token: first });
      assert.equal(refused.status, 401);
      assert.equal(refused.body.message, 'Session expired, please log in again');
      assert.equal((await api.call('GET', `inventory/${userId}`, { token: first })).status, 401, 'on every signed-in route');
      assert.equal((await api.call('GET', `inventory/${userId}`, { token: other })).status, 200);
      assert.equal((await api.call('POST', 'auth/logout', { token: first })).status, 401, 'a signed-out token cannot sign out again');

      assert.equal((await api.call('POST', 'auth/token-verify', { token: other })).status, 200, 'the other session goes on');
      const third = await api.call('POST', 'auth/login', { body: { email: 'two-devices@example.com', password: 'password123' } });
      assert.equal((await api.call('POST', 'auth/token-verify', { token: third.body.token })).status, 200, 'signing in again works');
    });

    it('refuses forged and tampered tokens', async () => {
      const { token, userId } = await registerVerifyAndLogin(api, smtp, 'forge@example.com', 'password123');
      const key = new TextEncoder().encode(config.jwtSecret);
      const claims = { role: 'admin', tv: 0 };
      const base = (jwt: SignJWT) => jwt.setSubject(userId).setIssuedAt();
      const forged = [
        new UnsecuredJWT(claims).setSubject(userId).setIssuer('keyledger').setAudience('keyledger-api').setIssuedAt().setExpirationTime('1h').encode(),
        await base(new SignJWT(claims).setProtectedHeader({ alg: 'HS256' })).setIssuer('keyledger').setAudience('keyledger-api').setExpirationTime('1h').sign(new TextEncoder().encode('x'.repeat(48))),
        await base(new SignJWT(claims).setProtectedHeader({ alg: 'HS256' })).setIssuer('keyledger').setAudience('keyledger-api').setExpirationTime(Math.floor(Date.now() / 1000) - 10).sign(key),
        await base(new SignJWT(claims).setProtectedHeader({ alg: 'HS256' })).setIssuer('keyledger').setAudience('someone-else').setExpirationTime('1h').sign(key),
        await base(new SignJWT(claims).setProtectedHeader({ alg: 'HS256' })).setIssuer('evil').setAudience('keyledger-api').setExpirationTime('1h').sign(key),
        await base(new SignJWT(claims).setProtectedHeader({ alg: 'HS512' })).setIssuer('keyledger').setAudience('keyledger-api').setExpirationTime('1h').sign(key),
        await base(new SignJWT({ role: 'customer' }).setProtectedHeader({ alg: 'HS256' })).setIssuer('keyledger').setAudience('keyledger-api').setExpirationTime('1h').sign(key),
        `${token.split('.').slice(0, 2).join('.')}.${'A'.repeat(43)}`,
        token.replace(/^[^.]+/, Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')),
      ];
      for (const [index, bad] of forged.entries()) {
        const res = await api.call('POST', 'auth/token-verify', { token: bad });
        assert.equal(res.status, 401, `forged token #${index}`);
      }
      // A customer's own valid token claiming nothing more still cannot reach admin routes.
      assert.equal((await api.call('GET', 'users/count', { token })).status, 403);
    });

    it('rate-limits wrong passwords per account with 429 and Retry-After', async () => {
      await registerVerifyAndLogin(api, smtp, 'brute@example.com', 'password123');
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let i = 0; i < 11; i += 1) {
        const res = await api.call('POST', 'auth/login', { body: { email: 'brute@example.com', password: `guess-${i}` } });
        statuses.push(res.status);
        if (res.status === 429) retryAfter = res.headers.get('retry-after');
      }
      // One login already counted in registerVerifyAndLogin: 9 more are allowed, then 429.
      assert.deepEqual(statuses, [...Array(9).fill(401), 429, 429]);
      assert.ok(Number(retryAfter) > 0 && Number(retryAfter) <= 900);
      const right = await api.call('POST', 'auth/login', { body: { email: 'brute@example.com', password: 'password123' } });
      assert.equal(right.status, 429, 'even the right password waits out the window');
      assert.equal(right.body.message, 'Too many requests. Please try again later.');
    });

    it('says nothing about whether an e-mail exists when the password is wrong', async () => {
      const unknown = await api.call('POST', 'auth/login', { body: { email: 'nobody@example.com', password: 'password123' } });
      const wrong = await api.call('POST', 'auth/login', { body: { email: 'forge@example.com', password: 'not-the-one' } });
      assert.deepEqual([unknown.status, unknown.body.message], [401, 'Invalid email or password']);
      assert.deepEqual([wrong.status, wrong.body.message], [401, 'Invalid email or password']);
    });
  });
}
