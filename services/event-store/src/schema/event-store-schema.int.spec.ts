import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Database } from '../db/open-database.js';
import { testDatabaseTargets } from '../testing/test-database.js';

for (const target of await testDatabaseTargets()) {
  describe(`event store schema on ${target.name}`, () => {
    let db: Database;
    before(async () => {
      db = await target.open();
    });
    after(async () => db.close());

    it('indexes the events table only for the reads the store makes (every index is a write per appended event)', async () => {
      const indexes = await db.pool.query<{ indexname: string; indexdef: string }>(
        "SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'events' AND schemaname = current_schema() ORDER BY indexname",
      );
      assert.deepEqual(
        indexes.rows.map((row) => [row.indexname, row.indexdef.replace(/^.* USING btree /, '')]),
        [
          ['events_event_id_unique', '(event_id)'], // idempotent appends recognise a stored event
          ['events_pkey', '(global_position)'],
          ['events_stream_version_unique', '(stream_id, stream_version)'], // stream reads, optimistic concurrency
          ['events_transaction_position', '(transaction_id, global_position)'], // gap-safe log reads, whole or typed
        ],
      );
    });
  });
}
