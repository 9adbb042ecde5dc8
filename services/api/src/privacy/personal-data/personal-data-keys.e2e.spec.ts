import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { EventStore } from '@keyledger/event-store';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { PersonalDataKeys } from './personal-data-keys.js';

/** Data keys: one per person however many transactions ask at once, stored wrapped, gone for good when shredded. */
for (const target of await apiTestTargets()) {
  describe(`personal data keys, on ${target}`, () => {
    let api: TestApp;
    let keys: PersonalDataKeys;
    let store: EventStore;

    before(async () => {
      api = await startTestApp(target);
      keys = new PersonalDataKeys(api.app.get<AppConfig>(APP_CONFIG).keyEncryptionKey);
      store = api.app.get(EventStore);
    });
    after(async () => api.close());

    it('makes one key for a person when 20 transactions ask for it at once, and stores it only wrapped', async () => {
      const person = randomUUID();
      const made = await Promise.all(Array.from({ length: 20 }, () => store.transaction((tx) => keys.keyFor(person, tx))));
      assert.equal(new Set(made.map((key) => key!.toString('hex'))).size, 1);
      const stored = await store.pool.query<{ wrapped_key: Buffer }>('SELECT wrapped_key FROM personal_data_keys WHERE subject_id = $1', [person]);
      assert.equal(stored.rowCount, 1);
      assert.ok(!stored.rows[0]!.wrapped_key.includes(made[0]!), 'never in clear');
    });

    it('shreds a key for good: readers find it erased, and no new one is made for that person', async () => {
      const person = randomUUID();
      await keys.keyFor(person, store.pool);
      await store.transaction((tx) => keys.shred(person, tx));
      assert.deepEqual([...(await keys.keysOf([person], store.pool))], [[person, null]]);
      assert.equal(await keys.keyFor(person, store.pool), null);
      const never = randomUUID();
      await keys.shred(never, store.pool);
      assert.equal(await keys.keyFor(never, store.pool), null, 'a person erased before any key was made gets none later');
    });
  });
}
