import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { EventStore } from '@keyledger/event-store';
import { PROBLEM_TYPES } from '../../common/app-errors.js';
import { SmtpCapture } from '../../testing/smtp-capture.js';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { createTestUser } from '../../testing/test-users.js';
import { UsersRepository } from '../users/users.repository.js';
import { registerVerifyAndLogin } from '../testing-helpers.js';

for (const target of await apiTestTargets()) {
  describe(`staff roles, separation of duties and enforced two-factor sign-in on ${target}`, () => {
    const smtp = new SmtpCapture();
    let api: TestApp;
    let store: EventStore;

    before(async () => {
      api = await startTestApp(target, { SMTP_URL: await smtp.start() });
      store = api.app.get(EventStore);
    });
    after(async () => {
      await api.close();
      await smtp.stop();
    });

    const changeRole = (token: string, userId: string, body: unknown) => api.call('PATCH', `users/${userId}/role`, { token, body });
    const roleEvents = async (userId: string) => (await store.readStream(`account-${userId}`)).events;

    it('changes a role with a reason as RoleChanged with its actor, ends the account’s sessions at once, and the new permissions apply', async () => {
      const admin = await createTestUser(api.app, 'admin');
      const shopper = await registerVerifyAndLogin(api, smtp, `desk-${Date.now()}@example.com`);
      assert.equal((await api.call('GET', 'ticket/all', { token: shopper.token })).status, 403, 'a shopper has no desk');

      const changed = await changeRole(admin.token, shopper.userId, { role: 'support', reason: 'Joins the support desk' });
      assert.equal(changed.status, 200, JSON.stringify(changed.body));
      assert.deepEqual(changed.body.data.user, { id: shopper.userId, email: changed.body.data.user.email, role: 'support' });
      const [event] = await roleEvents(shopper.userId);
      assert.equal(event?.type, 'RoleChanged');
      assert.deepEqual(event?.data, { userId: shopper.userId, from: 'customer', to: 'support', reason: 'Joins the support desk' });
      assert.deepEqual(event?.metadata.actor, { id: admin.userId, role: 'admin' });
      assert.equal(event?.metadata.reason, 'Joins the support desk');

      assert.equal((await api.call('POST', 'auth/token-verify', { token: shopper.token })).status, 401, 'the old session ends at once');
      // Signed in again (as a support account it must turn two-factor on first).
      const login = await api.call('POST', 'auth/login', { body: { email: changed.body.data.user.email, password: 'correct horse battery' } });
      assert.equal(login.status, 200, JSON.stringify(login.body));
      const user = login.body.data.user;
      assert.equal(user.role, 'support');
      assert.deepEqual([...user.permissions].sort(), ['key-replacements', 'purchases.read', 'tickets', 'timelines']);
      assert.equal(user.twoFactorSetupRequired, true);
      const held = await api.call('GET', 'ticket/all', { token: login.body.token });
      assert.equal(held.status, 403);
      assert.equal(held.body.type, PROBLEM_TYPES.twoFactorRequired);
      assert.equal(held.body.detail, 'Turn on two-factor sign-in to use staff pages');
      assert.equal((await api.call('POST', 'auth/toggle-2fa', { token: login.body.token })).body.twoFactorEnabled, true);
      assert.equal((await api.call('GET', 'ticket/all', { token: login.body.token })).status, 200, 'the same session, once two-factor is on');
      const keepOn = await api.call('POST', 'auth/toggle-2fa', { token: login.body.token });
      assert.equal(keepOn.status, 403);
      assert.equal(keepOn.body.detail, 'Staff accounts keep two-factor sign-in on');
      assert.equal((await api.call('POST', 'refund/process', { token: login.body.token, body: {} })).status, 403, 'support moves no money');
    });

    it('refuses your own role and your own wallet (403), writing nothing; a reason and a known role are required', async () => {
      const admin = await createTestUser(api.app, 'admin');
      const own = await changeRole(admin.token, admin.userId, { role: 'customer', reason: 'Stepping down' });
      assert.equal(own.status, 403);
      assert.equal(own.body.detail, 'You cannot change your own role');
      assert.equal((await roleEvents(admin.userId)).length, 0);
      const wallet = await api.call('PATCH', `users/${admin.userId}/wallet`, { token: admin.token, body: { amount: 50, type: 'add', reason: 'Bonus for me' } });
      assert.equal(wallet.status, 403);
      assert.equal(wallet.body.detail, 'You cannot adjust your own wallet');
      assert.equal((await store.readStream(`wallet-${admin.userId}`)).events.length, 0);

      const other = await createTestUser(api.app, 'customer');
      const noReason = await changeRole(admin.token, other.userId, { role: 'support' });
      assert.equal(noReason.status, 400);
      assert.match(JSON.stringify(noReason.body), /A reason is required/);
      const unknown = await changeRole(admin.token, other.userId, { role: 'owner', reason: 'Promotion' });
      assert.equal(unknown.status, 400);
      assert.match(JSON.stringify(unknown.body), /Unknown role/);
      assert.equal((await roleEvents(other.userId)).length, 0);
    });

    it('leaves at least one admin when admins demote each other all at once (role changes queue on one lock)', async () => {
      const users = api.app.get(UsersRepository);
      const admins = await Promise.all(Array.from({ length: 6 }, () => createTestUser(api.app, 'admin')));
      // Each demotes the next, all at once: a ring in which every change would leave no admin among them.
      const answers = await Promise.all(admins.map((admin, i) => changeRole(admin.token, admins[(i + 1) % admins.length]!.userId, { role: 'customer', reason: 'Ring' })));
      const statuses = answers.map((answer) => answer.status);
      assert.ok(statuses.every((status) => status === 200 || status === 401 || status === 403), JSON.stringify(statuses));
      const stillAdmins = (await Promise.all(admins.map((admin) => users.findById(admin.userId)))).filter((user) => user!.role === 'admin');
      assert.ok(stillAdmins.length >= 1, 'an admin remains');
      // Every change answered 200 is one event, and every demoted admin has exactly one.
      const events = (await Promise.all(admins.map((admin) => roleEvents(admin.userId)))).flat();
      assert.equal(events.length, statuses.filter((status) => status === 200).length);
      assert.equal(admins.length - stillAdmins.length, events.length);
    });

    it('finds accounts by part of the e-mail, any case, a page at a time, with role and wallet balance', async () => {
      const admin = await createTestUser(api.app, 'admin');
      const tag = `findme${Date.now()}`;
      for (const n of [1, 2, 3]) await registerVerifyAndLogin(api, smtp, `${tag}-${n}@example.com`);
      const first = await api.call('GET', `users/search?email=${tag.toUpperCase()}&limit=2`, { token: admin.token });
      assert.equal(first.status, 200, JSON.stringify(first.body));
      assert.equal(first.body.total, 3);
      assert.deepEqual(first.body.users.map((u: { email: string }) => u.email), [`${tag}-1@example.com`, `${tag}-2@example.com`]);
      assert.deepEqual(Object.keys(first.body.users[0]).sort(), ['createdAt', 'email', 'erasedAt', 'id', 'role', 'twoFactorEnabled', 'username', 'walletBalance']);
      assert.equal(first.body.users[0].walletBalance, 0);
      const second = await api.call('GET', `users/search?email=${tag}&limit=2&page=2`, { token: admin.token });
      assert.deepEqual(second.body.users.map((u: { email: string }) => u.email), [`${tag}-3@example.com`]);
      assert.equal((await api.call('GET', `users/search?email=%25`, { token: admin.token })).body.total, 0, '% is matched as itself');
      const support = await createTestUser(api.app, 'support');
      assert.equal((await api.call('GET', `users/search?email=${tag}`, { token: support.token })).status, 403, 'support does not manage staff');
    });

    it('lets a staff account without two-factor through when STAFF_TWO_FACTOR=optional', async () => {
      const optional = await startTestApp(target, { STAFF_TWO_FACTOR: 'optional' });
      try {
        const support = await createTestUser(optional.app, 'support', { twoFactor: false });
        assert.equal((await optional.call('GET', 'ticket/all', { token: support.token })).status, 200);
        const me = await optional.call('POST', 'auth/token-verify', { token: support.token });
        assert.equal(me.body.data.user.twoFactorSetupRequired, false);
      } finally {
        await optional.close();
      }
    });
  });
}

