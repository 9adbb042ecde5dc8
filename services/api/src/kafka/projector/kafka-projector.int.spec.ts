import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { testDatabaseTargets } from '@keyledger/event-store/testing';
import type { Database, Projection, RecordedEvent } from '@keyledger/event-store';
import { Kafka, type KafkaMessage } from 'kafkajs';
import { createLogger } from '../../common/logger.js';
import { allMigrations } from '../../database/migrations.js';
import { toKafkaMessage } from '../event-message.js';
import { readPartitionProgress } from './partition-progress.js';
import { KafkaProjector } from './kafka-projector.js';

const TOPIC = 'projector-test';

/** Counts how often each event was applied: applying one twice shows as a 2. */
const countingProjection: Projection = {
  name: 'applied-counts',
  tables: ['kp_applied_counts'],
  async createTables({ tx, table }) {
    await tx.query(`CREATE TABLE IF NOT EXISTS ${table('kp_applied_counts')} (event_id text PRIMARY KEY, times int NOT NULL)`);
  },
  async apply({ tx, table }, events) {
    for (const event of events) {
      await tx.query(
        `INSERT INTO ${table('kp_applied_counts')} AS c VALUES ($1, 1) ON CONFLICT (event_id) DO UPDATE SET times = c.times + 1`,
        [event.eventId],
      );
    }
  },
};

/** Log events 1..n of one stream, in log order. */
const logEvents = (n: number): RecordedEvent[] =>
  Array.from({ length: n }, (_, i) => ({
    globalPosition: i + 1,
    transactionId: String(1_000 + i),
    streamId: 'order-a',
    streamVersion: i + 1,
    eventId: `event-${i + 1}`,
    type: 'Something',
    schemaVersion: 1,
    data: {},
    metadata: { recordedAt: new Date().toISOString() } as RecordedEvent['metadata'],
  }));

/** The events as the topic's messages from `firstOffset` on. */
const messages = (events: readonly RecordedEvent[], firstOffset: number): KafkaMessage[] =>
  events.map((event, i) => {
    const message = toKafkaMessage(event, 0);
    return {
      key: Buffer.from(String(message.key)),
      value: Buffer.from(String(message.value)),
      headers: {},
      offset: String(firstOffset + i),
      timestamp: String(Date.now()),
      attributes: 0,
      size: 0,
    } as unknown as KafkaMessage;
  });

/**
 * A projector's batches without a broker: what it applies is decided by the partition's progress
 * row in the same transaction, so messages delivered again (a rebalance), events published again
 * (a relay that died before its cursor moved) and two members applying the same batch at once
 * each leave every event applied exactly once.
 */
for (const target of await testDatabaseTargets()) {
  describe(`Kafka projector batches on ${target.name}`, () => {
    let db: Database;
    let projector: KafkaProjector;
    const times = async () =>
      (await db.pool.query<{ event_id: string; times: number }>('SELECT event_id, times FROM kp_applied_counts ORDER BY event_id')).rows;

    const projectorOptions = () => ({
      pool: db.pool,
      kafka: new Kafka({ brokers: ['127.0.0.1:9'] }), // never connected: only applyBatch runs here
      topic: TOPIC,
      groupId: 'unused',
      projections: [countingProjection],
      upcasters: [],
      logger: createLogger('silent'),
    });

    before(async () => {
      db = await target.open(allMigrations);
      await db.pool.query('CREATE TABLE kp_applied_counts (event_id text PRIMARY KEY, times int NOT NULL)');
      projector = new KafkaProjector(projectorOptions());
    });
    after(async () => db.close());

    it('skips messages delivered again below the partition’s offset', async () => {
      const events = logEvents(15);
      assert.deepEqual(await projector.applyBatch(0, messages(events.slice(0, 10), 0)), { partition: 0, applied: 10, dropped: 0 });
      // After a rebalance the next owner starts from the offset Kafka had: 5, behind the row's 10.
      assert.deepEqual(await projector.applyBatch(0, messages(events.slice(5, 15), 5)), { partition: 0, applied: 5, dropped: 0 });
      const rows = await times();
      assert.equal(rows.length, 15);
      assert.ok(rows.every((row) => row.times === 1));
      const [progress] = await readPartitionProgress(db.pool, TOPIC);
      assert.equal(progress!.nextOffset, 15n);
      assert.deepEqual(progress!.checkpoint, { transactionId: '1014', position: 15 });
    });

    it('drops events the relay published twice, at new offsets', async () => {
      const events = logEvents(18);
      // A relay died after sending events 11..15 and before its cursor moved: sent again, then 16..18.
      const outcome = await projector.applyBatch(0, messages([...events.slice(10, 15), ...events.slice(15, 18)], 15));
      assert.deepEqual(outcome, { partition: 0, applied: 3, dropped: 5 });
      assert.ok((await times()).every((row) => row.times === 1));
      assert.equal((await readPartitionProgress(db.pool, TOPIC))[0]!.duplicatesDropped, 5);
    });

    it('applies a batch once when two members apply it at the same time (a rebalance overlap)', async () => {
      const events = logEvents(40);
      const batch = messages(events.slice(18, 40), 23);
      const otherMember = new KafkaProjector({ ...projectorOptions(), groupId: 'unused-2' });
      const outcomes = await Promise.all([projector.applyBatch(0, batch), otherMember.applyBatch(0, batch), projector.applyBatch(0, batch)]);
      assert.deepEqual(outcomes.map((o) => o.applied).sort((a, b) => a - b), [0, 0, 22]);
      const rows = await times();
      assert.equal(rows.length, 40);
      assert.ok(rows.every((row) => row.times === 1), 'every event applied once');
    });
  });
}
