import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { EventStore } from '@keyledger/event-store';
import { eventually } from '../../testing/eventually.js';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { RETENTION_STREAM, RetentionSweep } from './retention-sweep.js';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/** An account made `days` ago, verified or not, straight in the table (as a registration long ago left it). */
async function accountFrom(api: TestApp, days: number, verified: boolean): Promise<string> {
  const id = randomUUID();
  await api.app.get(EventStore).pool.query(
    `INSERT INTO users (id, username, email, password_hash, role, email_verified_at, created_at) VALUES ($1, $2, $3, 'not-used', 'customer', $4, $5)`,
    [id, `u${id.slice(0, 8)}`, `${id}@example.test`, verified ? daysAgo(days) : null, daysAgo(days)],
  );
  return id;
}

const exists = async (api: TestApp, table: string, column: string, value: unknown) =>
  ((await api.app.get(EventStore).pool.query(`SELECT 1 FROM ${table} WHERE ${column} = $1`, [value])).rowCount ?? 0) > 0;

for (const target of await apiTestTargets()) {
  describe(`the retention sweep on ${target}: unverified accounts after 30 days, mail after 90, each sweep recorded`, () => {
    let api: TestApp;

    before(async () => {
      api = await startTestApp(target);
    });
    after(async () => api.close());

    it('purges exactly what is past its time, keeps mail still owed, and records the sweep as PersonalDataPurged', async () => {
      const pool = api.app.get(EventStore).pool;
      const oldUnverified = await accountFrom(api, 31, false);
      const youngUnverified = await accountFrom(api, 29, false);
      const oldVerified = await accountFrom(api, 400, true);
      const insertMail = async (days: number) =>
        (await pool.query<{ id: string }>(`INSERT INTO dev_mailbox (to_address, subject, text_body, html_body, sent_at) VALUES ('a@example.test', 'Hi', 'Body', '<p>Body</p>', $1) RETURNING id`, [daysAgo(days)])).rows[0]!.id;
      const oldMail = await insertMail(91);
      const youngMail = await insertMail(89);
      const queued = async (days: number, sent: boolean) => {
        const eventId = randomUUID();
        await pool.query(
          `INSERT INTO key_change_mails (event_id, user_id, kind, mail_data, recorded_at, sent_at) VALUES ($1, $2, 'refunded', '{}', $3, $4)`,
          [eventId, oldVerified, daysAgo(days), sent ? daysAgo(days) : null],
        );
        return eventId;
      };
      const oldSent = await queued(120, true);
      const oldOwed = await queued(120, false);

      const swept = await api.app.get(RetentionSweep).sweep();
      assert.equal(swept.unverifiedAccounts, 1);
      assert.equal(swept.mails, 2);
      assert.ok(swept.position !== null);
      assert.equal(await exists(api, 'users', 'id', oldUnverified), false);
      assert.equal(await exists(api, 'users', 'id', youngUnverified), true);
      assert.equal(await exists(api, 'users', 'id', oldVerified), true, 'a verified account is never swept');
      assert.equal(await exists(api, 'dev_mailbox', 'id', oldMail), false);
      assert.equal(await exists(api, 'dev_mailbox', 'id', youngMail), true);
      assert.equal(await exists(api, 'key_change_mails', 'event_id', oldSent), false);
      assert.equal(await exists(api, 'key_change_mails', 'event_id', oldOwed), true, 'a mail not sent yet is still owed');

      const [recorded] = (await api.app.get(EventStore).readStream(RETENTION_STREAM)).events;
      assert.equal(recorded?.type, 'PersonalDataPurged');
      assert.equal(recorded?.data.unverifiedAccounts, 1);
      assert.equal(recorded?.data.mails, 2);
      assert.deepEqual(recorded?.metadata.actor, { id: 'retention', role: 'system' });
      assert.equal(recorded?.metadata.reason, 'Retention policy');

      const again = await api.app.get(RetentionSweep).sweep();
      assert.deepEqual(again, { unverifiedAccounts: 0, mails: 0, position: null }, 'nothing left: nothing recorded');
      assert.equal((await api.app.get(EventStore).readStream(RETENTION_STREAM)).events.length, 1);
    });

    it('purges each row once when sweeps run at once, and sweeps by itself every RETENTION_SWEEP_SECONDS', async () => {
      for (let i = 0; i < 3; i += 1) await accountFrom(api, 60, false);
      const sweeps = await Promise.all(Array.from({ length: 4 }, () => api.app.get(RetentionSweep).sweep()));
      assert.equal(sweeps.reduce((sum, sweep) => sum + sweep.unverifiedAccounts, 0), 3);
      assert.equal(sweeps.filter((sweep) => sweep.position !== null).length, 1, 'one sweep found them, one event');

      const scheduled = await startTestApp(target, { RETENTION_SWEEP_SECONDS: '1', RETENTION_UNVERIFIED_DAYS: '7' });
      try {
        const stale = await accountFrom(scheduled, 8, false);
        await eventually(async () => ((await exists(scheduled, 'users', 'id', stale)) ? undefined : true), 'the scheduled sweep purged the stale account', 5_000);
      } finally {
        await scheduled.close();
      }
    });
  });
}
