import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { EventStore, reconcileProjection } from '@keyledger/event-store';
import { allProjections } from '../../projections/all-projections.js';
import { SmtpCapture } from '../../testing/smtp-capture.js';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { createTestUser, type TestUser } from '../../testing/test-users.js';
import { dumpDatabase } from '../testing/database-dump.js';
import { customerLife, foundIn, listScenarioGames, readModelsCaughtUp, type ErasureCustomer } from '../testing/erasure-scenario.js';

const today = () => new Date().toISOString().slice(0, 10);
const REPORT = () => `from=2026-01-01&to=${today()}&groupBy=game`;

/**
 * Erasure for real (GDPR art. 17, issue 36): after a customer with orders, refunds and tickets is
 * erased, a dump of the whole database (the log, the read models, the outboxes, every table)
 * holds nothing that named them, while the finance report and the dashboard's figures are the
 * same to the byte and their orders still count. Another customer, left alone, is still there
 * (the dump would have found the erased one's texts: it finds the other's).
 */
for (const target of await apiTestTargets()) {
  describe(`erasing a customer, on ${target}`, () => {
    const smtp = new SmtpCapture();
    let api: TestApp;
    let admin: TestUser;
    let scratch: string;

    before(async () => {
      scratch = mkdtempSync(path.join(tmpdir(), 'kl-erasure-'));
      api = await startTestApp(target, { SMTP_URL: await smtp.start(), PUBLIC_URL: 'http://shop.test', ERASURE_LEDGER: path.join(scratch, 'ledger.jsonl') });
      admin = await createTestUser(api.app, 'admin');
      await listScenarioGames(api);
    });
    after(async () => {
      await api.close();
      await smtp.stop();
      rmSync(scratch, { recursive: true, force: true });
    });

    const get = async (url: string, token = admin.token) => {
      const answer = await fetch(`${api.baseUrl}/api/v1/${url}`, { headers: { authorization: `Bearer ${token}` } });
      assert.equal(answer.status, 200, url);
      return answer.text();
    };
    const figures = async () => Promise.all(['order/getCount', 'order/revenue', 'order/getWeeklySale'].map((url) => get(url)));
    const erase = (userId: string, body: unknown = { reason: 'Asked by e-mail to be forgotten' }, token = admin.token) =>
      api.call('POST', `users/${userId}/erase`, { token, body });

    let erased: ErasureCustomer;

    it('leaves no trace of the customer in a dump of the whole database, and the books and the dashboard as they were', async () => {
      erased = await customerLife(api, smtp, admin);
      const kept = await customerLife(api, smtp, admin);
      await readModelsCaughtUp(api);
      assert.ok(foundIn(await dumpDatabase(api), erased.personalTexts).length > 0, 'before the erasure the dump holds the customer (their read-model rows)');
      const head = Number((await api.app.get(EventStore).pool.query<{ p: string }>('SELECT max(global_position) AS p FROM events')).rows[0]!.p);
      const reportBefore = await get(`finance/report?${REPORT()}&asOf=${head}`);
      const csvBefore = await get(`finance/report?${REPORT()}&format=csv`);
      const figuresBefore = await figures();

      const answer = await erase(erased.userId);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      assert.equal(answer.body.data.user.id, erased.userId);
      await readModelsCaughtUp(api);

      const dump = await dumpDatabase(api);
      assert.deepEqual(foundIn(dump, erased.personalTexts), [], 'the dump holds none of the erased customer’s data');
      const inTables = kept.personalTexts.filter((text) => text !== kept.creditReason);
      assert.deepEqual(foundIn(dump, inTables).sort(), [...inTables].sort(), 'the other customer is all there');
      assert.equal(await get(`finance/report?${REPORT()}&asOf=${head}`), reportBefore, 'the finance report is byte-identical');
      assert.equal(await get(`finance/report?${REPORT()}&format=csv`), csvBefore, 'the CSV report too');
      assert.deepEqual(await figures(), figuresBefore, 'the dashboard’s figures do not move');
      // Their orders still count: in the report's totals (above) and as orders of the account.
      const report = JSON.parse(reportBefore) as { totals: { orders: number } };
      assert.ok(report.totals.orders >= 4);
      const orders = await api.call('GET', `inventory/${erased.userId}`, { token: admin.token });
      assert.equal(orders.status, 200);
      assert.ok(JSON.stringify(orders.body).includes(erased.walletOrderId) && JSON.stringify(orders.body).includes(erased.cardOrderId));
    });

    it('signs the account out for good: sessions end, sign-in is refused, and the e-mail may register again as a new person', async () => {
      assert.equal((await api.call('GET', `users/${erased.userId}`, { token: erased.token })).status, 401);
      const signIn = await api.call('POST', 'auth/login', { body: { email: erased.email, password: erased.password } });
      assert.equal(signIn.status, 401);
      assert.equal(signIn.body.detail ?? signIn.body.message, 'Invalid email or password');
      const again = await api.call('POST', 'auth/register', { body: { username: 'newcomer', email: erased.email, password: 'another password', passwordConfirm: 'another password' } });
      assert.equal(again.status, 201, JSON.stringify(again.body));
    });

    it('shows staff an erased account and placeholders where its texts were', async () => {
      const user = (await api.call('GET', `users/${erased.userId}`, { token: admin.token })).body.data.user;
      assert.equal(user.username, 'Erased customer');
      assert.match(user.email, /@erased\.invalid$/);
      assert.ok(user.erasedAt);
      const tickets = await api.call('GET', 'ticket/all', { token: admin.token });
      const theirs = tickets.body.tickets.filter((t: { userId?: string; user?: { _id: string } }) => JSON.stringify(t).includes(erased.userId));
      assert.ok(theirs.length > 0);
      for (const ticket of theirs) assert.equal(ticket.subject, '[erased]');
      // Its erasure is in the log, with who did it and why, and in the ledger outside the database.
      const events = await api.app.get(EventStore).readStream(`account-${erased.userId}`);
      const recorded = events.events.find((e) => e.type === 'PersonalDataErased')!;
      assert.deepEqual([recorded.data.requestedBy, recorded.data.reason, recorded.metadata.actor?.id], ['staff', 'Asked by e-mail to be forgotten', admin.userId]);
      const ledger = readFileSync(path.join(scratch, 'ledger.jsonl'), 'utf8');
      assert.ok(ledger.includes(erased.userId));
    });

    it('answers an erasure made again with the first one, and refuses staff accounts, your own and bad input (nothing written)', async () => {
      const first = (await api.app.get(EventStore).readStream(`account-${erased.userId}`)).events.length;
      const again = await erase(erased.userId);
      assert.equal(again.status, 200);
      assert.equal(again.body.position, null);
      assert.equal((await api.app.get(EventStore).readStream(`account-${erased.userId}`)).events.length, first);
      const promote = await api.call('PATCH', `users/${erased.userId}/role`, { token: admin.token, body: { role: 'support', reason: 'Joins the desk' } });
      assert.deepEqual([promote.status, promote.body.detail], [409, 'An erased account cannot be given a role']);
      const support = await createTestUser(api.app, 'support');
      const staff = await erase(support.userId);
      assert.deepEqual([staff.status, staff.body.detail], [409, 'Staff accounts are given the customer role before erasure']);
      assert.equal((await erase(admin.userId)).status, 403);
      assert.equal((await erase('00000000-0000-4000-8000-000000000000')).status, 404);
      const customer = await createTestUser(api.app, 'customer');
      const noReason = await erase(customer.userId, { reason: '' });
      assert.equal(noReason.status, 400);
      assert.equal((await erase(customer.userId, { reason: 'Asked' }, customer.token)).status, 403, 'a customer cannot erase another');
      assert.equal((await api.call('GET', `users/${customer.userId}`, { token: admin.token })).body.data.user.erasedAt, null);
    });

    it('lets customers delete their own account with their password again (a wrong one changes nothing)', async () => {
      const leaving = await customerLife(api, smtp, admin);
      const wrong = await api.call('POST', 'auth/delete-account', { token: leaving.token, body: { password: 'not my password' } });
      assert.deepEqual([wrong.status, wrong.body.detail], [400, 'Password is incorrect']);
      assert.equal((await api.call('GET', `users/${leaving.userId}`, { token: leaving.token })).status, 200, 'still signed in');
      const done = await api.call('POST', 'auth/delete-account', { token: leaving.token, body: { password: leaving.password } });
      assert.deepEqual([done.status, done.body.message], [200, 'Your account was deleted']);
      assert.equal((await api.call('GET', `users/${leaving.userId}`, { token: leaving.token })).status, 401);
      await readModelsCaughtUp(api);
      assert.deepEqual(foundIn(await dumpDatabase(api), leaving.personalTexts), []);
      const events = await api.app.get(EventStore).readStream(`account-${leaving.userId}`);
      assert.equal(events.events.find((e) => e.type === 'PersonalDataErased')?.data.requestedBy, 'customer');
    });

    it('keeps the read models equal to a replay of the log after erasures (the replay reads “[erased]” where the live rows were cleared)', async () => {
      const store = api.app.get(EventStore);
      for (const projection of allProjections) {
        const report = await reconcileProjection(store, projection);
        assert.deepEqual(report.differences, [], projection.name);
      }
    });
  });
}
