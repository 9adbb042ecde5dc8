import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { EventStore, reconcileProjection, type RecordedEvent } from '@keyledger/event-store';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { prepareDatabase } from '../../database/prepare-database.js';
import { allProjections } from '../../projections/all-projections.js';
import { SmtpCapture } from '../../testing/smtp-capture.js';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { createTestUser } from '../../testing/test-users.js';
import { customerLife, foundIn, listScenarioGames, readModelsCaughtUp } from '../testing/erasure-scenario.js';
import { SEAL_LOG_MIGRATION } from './seal-log.js';

const WHOLE_LOG = { transactionId: '0', position: 0 };

/**
 * The one-time rewrite of the log (issue 36): a log as versions before sealing wrote it (made by
 * today's code, then every sealed value put back in clear and the data keys dropped, as those
 * versions had none) is sealed by what every process runs at start, once; readers see exactly
 * what they saw before, the read models still equal a replay, and the report does not change.
 */
for (const target of await apiTestTargets()) {
  describe(`sealing personal data an earlier version wrote in clear, on ${target}`, () => {
    const smtp = new SmtpCapture();
    let api: TestApp;

    before(async () => {
      api = await startTestApp(target, { SMTP_URL: await smtp.start(), PUBLIC_URL: 'http://shop.test' });
    });
    after(async () => {
      await api.close();
      await smtp.stop();
    });

    it('rewrites every clear personal value into the sealed form once, and readers, read models and reports see no change', async () => {
      const store = api.app.get(EventStore);
      const { keyEncryptionKey } = api.app.get<AppConfig>(APP_CONFIG);
      const admin = await createTestUser(api.app, 'admin');
      await listScenarioGames(api);
      const customer = await customerLife(api, smtp, admin);
      await readModelsCaughtUp(api);
      const rawLog = async () => (await store.pool.query<{ text: string }>(`SELECT string_agg(data::text || metadata::text, ' ') AS text FROM events`)).rows[0]!.text;
      const opened = (await store.readLogBatch(WHOLE_LOG, 100_000)).events;
      assert.deepEqual(foundIn(await rawLog(), customer.personalTexts), [], 'today’s code stores them sealed');

      // The log as an earlier version left it.
      await store.transaction(async (tx) => {
        for (const event of opened) {
          await tx.query('UPDATE events SET data = $2, metadata = $3 WHERE global_position = $1', [event.globalPosition, event.data, event.metadata]);
        }
        await tx.query('DELETE FROM personal_data_keys');
        await tx.query('DELETE FROM schema_migrations WHERE id = $1', [SEAL_LOG_MIGRATION]);
      });
      const inClear = foundIn(await rawLog(), customer.personalTexts);
      assert.ok(inClear.length >= 8, `the old log holds them in clear: ${inClear.join(', ')}`);
      const report = async () =>
        (await fetch(`${api.baseUrl}/api/v1/finance/report?from=2026-01-01&to=${new Date().toISOString().slice(0, 10)}&format=csv`, { headers: { authorization: `Bearer ${admin.token}` } })).text();
      const reportBefore = await report();

      const first = await prepareDatabase(store.pool, keyEncryptionKey);
      assert.ok(first.sealedEvents !== null && first.sealedEvents >= 8, `sealed ${first.sealedEvents}`);
      assert.deepEqual(foundIn(await rawLog(), customer.personalTexts), [], 'nothing personal in clear after the rewrite');
      const reread = (await store.readLogBatch(WHOLE_LOG, 100_000)).events;
      assert.deepEqual(reread.map(readerView), opened.map(readerView), 'readers see what they saw before');
      for (const projection of allProjections) assert.deepEqual((await reconcileProjection(store, projection)).differences, [], projection.name);
      assert.equal(await report(), reportBefore);
      assert.equal((await prepareDatabase(store.pool, keyEncryptionKey)).sealedEvents, null, 'once: recorded, never run again');
    });
  });
}

function readerView(event: RecordedEvent) {
  return { position: event.globalPosition, type: event.type, data: event.data, reason: event.metadata.reason };
}
