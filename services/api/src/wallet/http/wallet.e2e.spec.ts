import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { EventStore } from '@keyledger/event-store';
import { DATABASE } from '../../database/database.module.js';
import { SmtpCapture } from '../../testing/smtp-capture.js';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { registerVerifyAndLogin, signInStaffFirstTime } from '../../identity/testing-helpers.js';

const ADMIN = { email: 'admin@shop.test', password: 'admin-password-1' };

for (const target of await apiTestTargets()) {
  describe(`wallet adjustments and user records on ${target}`, () => {
    const smtp = new SmtpCapture();
    let api: TestApp;
    let store: EventStore;
    let adminToken: string;
    let customer: { token: string; userId: string };
    let other: { token: string; userId: string };

    before(async () => {
      api = await startTestApp(target, { SMTP_URL: await smtp.start(), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
      store = api.app.get(EventStore);
      adminToken = (await signInStaffFirstTime(api, ADMIN)).token;
      customer = await registerVerifyAndLogin(api, smtp, 'buyer@example.com');
      other = await registerVerifyAndLogin(api, smtp, 'other@example.com');
    });
    after(async () => {
      await api.close();
      await smtp.stop();
    });

    const adjust = (userId: string, body: unknown, token = adminToken, headers: Record<string, string> = {}) =>
      api.call('PATCH', `users/${userId}/wallet`, { token, body, headers });
    const walletEvents = async (userId: string) => (await store.readStream(`wallet-${userId}`)).events;

    it('lets an admin credit and debit in exact cents, recorded as wallet events with the actor', async () => {
      const credit = await adjust(customer.userId, { amount: '100.10', type: 'add', reason: 'Goodwill credit' });
      assert.equal(credit.status, 200, JSON.stringify(credit.body));
      assert.deepEqual(credit.body.data, { wallet: { balance: 100.1 } });
      const debit = await adjust(customer.userId, { amount: 0.1, type: 'deduct', reason: 'Correction' });
      assert.deepEqual(debit.body.data, { wallet: { balance: 100 } });
      const events = await walletEvents(customer.userId);
      assert.deepEqual(events.map((e) => [e.type, e.data.amountCents, e.data.balanceAfterCents, e.data.reason]), [
        ['WalletCredited', 10010, 10010, 'Goodwill credit'],
        ['WalletDebited', 10, 10000, 'Correction'],
      ]);
      assert.equal(events[0]!.metadata.actor?.role, 'admin');
      const me = await api.call('POST', 'auth/token-verify', { token: customer.token });
      assert.deepEqual(me.body.data.user.wallet, { balance: 100 });
    });

    it('never takes a balance below zero, and writes nothing when it refuses', async () => {
      const before = (await walletEvents(customer.userId)).length;
      const res = await adjust(customer.userId, { amount: 100.01, type: 'deduct', reason: 'Too much' });
      assert.equal(res.status, 409);
      assert.equal(res.body.message, 'Insufficient funds. The wallet balance ($100.00) is less than the debit ($100.01)');
      assert.equal((await walletEvents(customer.userId)).length, before);
    });

    it('rejects bad amounts, types, reasons and ids with 400 and writes nothing', async () => {
      const before = (await walletEvents(customer.userId)).length;
      for (const body of [
        { amount: -5, reason: 'negative' },
        { amount: 0, reason: 'zero' },
        { amount: '1.234', reason: 'three decimals' },
        { amount: 'ten', reason: 'words' },
        { amount: 5, type: 'steal', reason: 'bad type' },
        { amount: 5 },
        { amount: 5, reason: '' },
        { amount: 2_000_000, reason: 'too large' },
      ]) {
        const res = await adjust(customer.userId, body);
        assert.equal(res.status, 400, JSON.stringify(body));
        assert.equal(typeof res.body.message, 'string');
      }
      // A refusal names the rule that failed.
      for (const reason of ['', 'ok']) assert.equal((await adjust(customer.userId, { amount: 5, reason })).body.message, 'A reason of at least 3 characters is required');
      assert.equal((await adjust(customer.userId, { amount: 5 })).body.message, 'A reason is required');
      assert.equal((await adjust('not-a-uuid', { amount: 5, reason: 'bad id' })).status, 400);
      assert.equal((await adjust('00000000-0000-4000-8000-000000000000', { amount: 5, reason: 'nobody' })).status, 404);
      assert.equal((await walletEvents(customer.userId)).length, before);
    });

    it('is admin-only: a customer gets 403 even on their own wallet', async () => {
      assert.equal((await adjust(customer.userId, { amount: 5, reason: 'self service' }, customer.token)).status, 403);
      assert.equal((await adjust(customer.userId, { amount: 5, reason: 'anonymous' }, '')).status, 401);
    });

    it('lets a customer read only their own user record; an admin reads any', async () => {
      assert.equal((await api.call('GET', `users/${customer.userId}`, { token: customer.token })).status, 200);
      const denied = await api.call('GET', `users/${other.userId}`, { token: customer.token });
      assert.equal(denied.status, 403);
      assert.equal(denied.body.message, 'You can only access your own records');
      const asAdmin = await api.call('GET', `users/${other.userId}`, { token: adminToken });
      assert.equal(asAdmin.body.data.user.email, 'other@example.com');
      const count = await api.call('GET', 'users/count', { token: adminToken });
      assert.deepEqual(count.body, { success: true, count: 2, change: null });
    });

    it('debits exactly what the balance allows when many debits race', async () => {
      await adjust(other.userId, { amount: 100, reason: 'Starting balance' });
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => adjust(other.userId, { amount: 10, type: 'deduct', reason: `Race ${i}` })),
      );
      const statuses = results.map((r) => r.status).sort();
      assert.deepEqual(statuses, [...Array(10).fill(200), ...Array(10).fill(409)], JSON.stringify(results.filter((r) => ![200, 409].includes(r.status)).map((r) => r.body)));
      const events = await walletEvents(other.userId);
      assert.equal(events.filter((e) => e.type === 'WalletDebited').length, 10);
      assert.equal(events[events.length - 1]!.data.balanceAfterCents, 0);
    });

    it('honours Idempotency-Key: 20 identical requests at once credit once; another body with the key is refused', async () => {
      const key = 'credit-2026-11-22-0001';
      const body = { amount: 25, reason: 'Compensation' };
      const answers = await Promise.all(Array.from({ length: 20 }, () => adjust(customer.userId, body, adminToken, { 'idempotency-key': key })));
      assert.deepEqual([...new Set(answers.map((a) => a.status))], [200]);
      assert.deepEqual([...new Set(answers.map((a) => JSON.stringify(a.body.data)))], [JSON.stringify({ wallet: { balance: 125 } })]);
      const credits = (await walletEvents(customer.userId)).filter((e) => e.data.reason === 'Compensation');
      assert.equal(credits.length, 1);
      const again = await adjust(customer.userId, body, adminToken, { 'idempotency-key': key });
      assert.equal(again.headers.get('idempotent-replayed'), 'true');
      assert.deepEqual(again.body.data, { wallet: { balance: 125 } });
      const changed = await adjust(customer.userId, { amount: 30, reason: 'Compensation' }, adminToken, { 'idempotency-key': key });
      assert.equal(changed.status, 409);
      assert.equal(changed.body.message, 'This Idempotency-Key was already used with a different request');
      assert.equal((await walletEvents(customer.userId)).filter((e) => e.data.reason === 'Compensation').length, 1);
      const badKey = await adjust(customer.userId, body, adminToken, { 'idempotency-key': 'short' });
      assert.equal(badKey.status, 400);
    });

    it('takes over a key whose first request died after claiming it, without crediting twice', async () => {
      const key = 'credit-crash-0001';
      const body = { amount: 5, reason: 'Crash test' };
      assert.equal((await adjust(customer.userId, body, adminToken, { 'idempotency-key': key })).status, 200);
      // As if the process died after the command committed but before the answer was kept.
      const db = api.app.get(DATABASE);
      await db.pool.query(
        `UPDATE idempotency_keys SET status_code = NULL, response_body = NULL, completed_at = NULL, created_at = now() - interval '2 minutes' WHERE key = $1`,
        [key],
      );
      const retried = await adjust(customer.userId, body, adminToken, { 'idempotency-key': key });
      assert.equal(retried.status, 200);
      assert.deepEqual(retried.body.data, { wallet: { balance: 130 } });
      assert.equal((await walletEvents(customer.userId)).filter((e) => e.data.reason === 'Crash test').length, 1);
    });
  });
}
