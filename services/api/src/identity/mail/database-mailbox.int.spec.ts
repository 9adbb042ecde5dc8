import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Database } from '@keyledger/event-store';
import { testDatabaseTargets } from '@keyledger/event-store/testing';
import { allMigrations } from '../../database/migrations.js';
import { DatabaseMailbox } from './database-mailbox.js';

for (const target of await testDatabaseTargets()) {
  describe(`the development mailbox on ${target.name}`, () => {
    let db: Database;
    before(async () => {
      db = await target.open(allMigrations);
    });
    after(async () => db.close());

    it('stores several mails in one go, each as sent, every outcome fulfilled', async () => {
      const mailbox = new DatabaseMailbox(db);
      const mails = ['a', 'b', 'c'].map((n) => ({ to: `${n}@example.test`, subject: `Subject ${n}`, text: `Text ${n}`, html: `<p>${n}</p>` }));
      const outcomes = await mailbox.sendAll(mails);
      assert.deepEqual(outcomes.map((o) => o.status), ['fulfilled', 'fulfilled', 'fulfilled']);
      const rows = await db.pool.query<{ to_address: string; subject: string; text_body: string; html_body: string }>('SELECT to_address, subject, text_body, html_body FROM dev_mailbox ORDER BY id');
      assert.deepEqual(rows.rows.map((r) => [r.to_address, r.subject, r.text_body, r.html_body]), mails.map((m) => [m.to, m.subject, m.text, m.html]));
      assert.deepEqual(await mailbox.sendAll([]), []);
    });
  });
}
