import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Database } from '@keyledger/event-store';
import { DATABASE } from '../../database/database.module.js';
import { SmtpCapture } from '../../testing/smtp-capture.js';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { registerVerifyAndLogin, verificationToken } from '../testing-helpers.js';

for (const target of await apiTestTargets()) {
  describe(`registration and e-mail verification on ${target}`, () => {
    const smtp = new SmtpCapture();
    let api: TestApp;
    let db: Database;
    before(async () => {
      api = await startTestApp(target, { SMTP_URL: await smtp.start(), PUBLIC_URL: 'http://shop.test' });
      db = api.app.get(DATABASE);
    });
    after(async () => {
      await api.close();
      await smtp.stop();
    });

    const userCount = async () => Number((await db.pool.query('SELECT count(*) AS n FROM users')).rows[0].n);

    it('registers, mails a link that verifies once, and only then lets the user sign in', async () => {
      const email = 'Ada.Lovelace@Example.com';
      const registered = await api.call('POST', 'auth/register', {
        body: { id: 'client-made-id', username: 'ada', email, password: 'analytical engine', passwordConfirm: 'analytical engine' },
      });
      assert.equal(registered.status, 201);
      assert.deepEqual(registered.body, { status: 'pending', message: 'Verification email sent! Please check your inbox.' });
      const stored = await db.pool.query('SELECT id, email, password_hash FROM users WHERE email = $1', ['ada.lovelace@example.com']);
      assert.equal(stored.rows.length, 1, 'e-mail stored lower-cased');
      assert.notEqual(stored.rows[0].id, 'client-made-id', 'the server makes ids');
      assert.match(stored.rows[0].password_hash, /^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);

      const early = await api.call('POST', 'auth/login', { body: { email, password: 'analytical engine' } });
      assert.equal(early.status, 403);
      assert.match(early.body.message, /verify your email/);

      const mail = await smtp.nextFor('ada.lovelace@example.com', /Verify/);
      assert.match(mail.text, /http:\/\/shop\.test\/auth\/verify-email\//);
      const token = verificationToken(mail.text);
      const stored2 = await db.pool.query('SELECT token_hash FROM email_verification_tokens');
      assert.ok(stored2.rows.every((r: { token_hash: string }) => r.token_hash !== token), 'tokens are stored hashed');

      const verified = await api.call('GET', `auth/verify-email/${token}`);
      assert.deepEqual(verified.body, { status: 'success', message: 'Email verified successfully!' });
      const again = await api.call('GET', `auth/verify-email/${token}`);
      assert.equal(again.status, 400);
      assert.equal(again.body.message, 'Invalid or expired verification link.');

      const login = await api.call('POST', 'auth/login', { body: { email, password: 'analytical engine' } });
      assert.equal(login.status, 200);
      assert.equal(login.body.message, 'Login Successful');
      assert.equal(login.body.data.user.email, 'ada.lovelace@example.com');
      assert.equal(login.body.data.user.role, 'customer');
      assert.deepEqual(login.body.data.user.wallet, { balance: 0 });
      assert.equal(login.body.data.user.password_hash, undefined);
      const verify = await api.call('POST', 'auth/token-verify', { token: login.body.token });
      assert.equal(verify.status, 200);
      assert.equal(verify.body.data.user.id, login.body.data.user.id);
    });

    it('changes the e-mail address only once the link sent to the new address is opened', async () => {
      const { token } = await registerVerifyAndLogin(api, smtp, 'mover@example.com', 'password123');
      const taken = await api.call('PATCH', 'auth/update-profile', { token, body: { username: 'mover', email: 'Ada.Lovelace@example.com' } });
      assert.equal(taken.status, 409);
      assert.equal(taken.body.message, 'This email address is already in use');

      const changed = await api.call('PATCH', 'auth/update-profile', { token, body: { username: 'Mover Two', email: 'New.Home@example.com' } });
      assert.equal(changed.status, 200);
      assert.match(changed.body.message, /^Profile updated successfully/);
      assert.equal(changed.body.data.user.username, 'Mover Two', 'the username changes at once');
      assert.equal(changed.body.data.user.email, 'mover@example.com', 'the address waits for its link');
      assert.equal(changed.body.data.user.pendingEmail, 'new.home@example.com');
      assert.equal((await api.call('POST', 'auth/login', { body: { email: 'new.home@example.com', password: 'password123' } })).status, 401);

      const link = verificationToken((await smtp.nextFor('new.home@example.com', /new KeyLedger e-mail/)).text);
      assert.equal((await api.call('GET', `auth/verify-email/${link}`)).status, 200);
      const me = await api.call('POST', 'auth/token-verify', { token });
      assert.equal(me.body.data.user.email, 'new.home@example.com');
      assert.equal(me.body.data.user.pendingEmail, null);
      assert.equal((await api.call('POST', 'auth/login', { body: { email: 'new.home@example.com', password: 'password123' } })).status, 200);
      assert.equal((await api.call('POST', 'auth/login', { body: { email: 'mover@example.com', password: 'password123' } })).status, 401);
      const blank = await api.call('PATCH', 'auth/update-profile', { token, body: { username: '  ', email: 'new.home@example.com' } });
      assert.equal(blank.body.message, 'Username cannot be empty');
      const badEmail = await api.call('PATCH', 'auth/update-profile', { token, body: { username: 'x', email: 'nope' } });
      assert.equal(badEmail.body.message, 'Please enter a valid email address');
    });

    it('refuses an expired verification link', async () => {
      const email = 'late@example.com';
      await api.call('POST', 'auth/register', { body: { username: 'late', email, password: 'password123', passwordConfirm: 'password123' } });
      const token = verificationToken((await smtp.nextFor(email)).text);
      // 24 hours later.
      await db.pool.query(`UPDATE email_verification_tokens SET expires_at = now() - interval '1 second'`);
      const res = await api.call('GET', `auth/verify-email/${token}`);
      assert.equal(res.status, 400);
      assert.equal(res.body.message, 'Invalid or expired verification link.');
    });

    it('answers a second registration of a taken e-mail the same way, without revealing it, and mails the owner', async () => {
      const first = await api.call('POST', 'auth/register', { body: { username: 'twin', email: 'twin@example.com', password: 'password123', passwordConfirm: 'password123' } });
      await smtp.nextFor('twin@example.com', /Verify/);
      const second = await api.call('POST', 'auth/register', { body: { username: 'other', email: 'TWIN@example.com', password: 'password456', passwordConfirm: 'password456' } });
      assert.deepEqual(second.body, first.body);
      assert.equal(Number((await db.pool.query(`SELECT count(*) AS n FROM users WHERE lower(email) = 'twin@example.com'`)).rows[0].n), 1);
      // Not verified yet: the owner gets a fresh link rather than a dead end.
      assert.match((await smtp.nextFor('twin@example.com')).subject, /Verify/);
    });

    it('rejects bad input in the spec’s words and writes nothing', async () => {
      const before = await userCount();
      const cases: [Record<string, unknown>, RegExp][] = [
        [{}, /Username is required/],
        [{ username: 'x', email: 'not-an-email', password: 'password123', passwordConfirm: 'password123' }, /Please enter a valid email address/],
        [{ username: 'x', email: 'x@example.com', password: 'short', passwordConfirm: 'short' }, /Password must be at least 8 characters/],
        [{ username: 'x', email: 'x@example.com', password: 'password123', passwordConfirm: 'password124' }, /Passwords do not match/],
        [{ username: '   ', email: 'x@example.com', password: 'password123', passwordConfirm: 'password123' }, /Username is required/],
        [{ username: 'x', email: 'x@example.com', password: 12345678, passwordConfirm: 12345678 }, /Password/],
      ];
      for (const [body, message] of cases) {
        const res = await api.call('POST', 'auth/register', { body });
        assert.equal(res.status, 400, JSON.stringify(body));
        assert.match(res.body.message, message);
      }
      for (const token of ['unknown-token-value-1234567890', 'x', '../../etc']) {
        const res = await api.call('GET', `auth/verify-email/${encodeURIComponent(token)}`);
        assert.equal(res.status, 400);
        assert.equal(res.body.message, 'Invalid or expired verification link.');
      }
      const login = await api.call('POST', 'auth/login', { body: { email: 'x@example.com' } });
      assert.equal(login.status, 400);
      assert.match(login.body.message, /Password is required/);
      assert.equal(await userCount(), before);
    });

    it('limits registrations per address with 429 and Retry-After', async () => {
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let i = 0; i < 7; i += 1) {
        const res = await api.call('POST', 'auth/register', { body: { username: 'spam', email: 'spam@example.com', password: 'password123', passwordConfirm: 'password123' } });
        statuses.push(res.status);
        if (res.status === 429) retryAfter = res.headers.get('retry-after');
      }
      assert.deepEqual(statuses, [201, 201, 201, 201, 201, 429, 429]);
      assert.ok(Number(retryAfter) > 0 && Number(retryAfter) <= 3600);
    });
  });
}
