import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { EventStore } from '@keyledger/event-store';
import { testDatabaseTargets } from '@keyledger/event-store/testing';
import { eventUpcasters } from '../events/event-upcasters.js';
import { KafkaBroker } from '../kafka/broker/kafka-broker.js';
import { reconcileAllUpToHead } from '../kafka/testing/kafka-test-stack.js';
import { allProjections } from '../projections/all-projections.js';
import { eventually } from '../testing/eventually.js';
import { send, startTestCluster, type TestCluster } from './testing/test-cluster.js';

const GAME = 1009;

// A real broker and a PostgreSQL server: both required on CI.
const server = (await testDatabaseTargets()).some((target) => target.name === 'postgres');

/**
 * `make cluster` with KAFKA_BROKERS: two API processes behind HAProxy, and the relay and two
 * projectors the cluster starts; the read models are built from the topic, and a write on one API
 * process is read through the other.
 */
for (const target of server ? ['postgres'] : []) {
  describe(`two API processes behind HAProxy with Kafka, on ${target}`, () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'kl-cluster-kafka-'));
    let broker: KafkaBroker;
    let test: TestCluster;

    before(async () => {
      broker = await KafkaBroker.launch(path.join(scratch, 'broker'));
      const suffix = randomUUID().slice(0, 8);
      test = await startTestCluster({
        listings: [{ gameId: GAME, priceCents: 19_99, keys: 50 }],
        shoppers: 8,
        walletCents: 200_00,
        env: { KAFKA_BROKERS: broker.brokers, KAFKA_TOPIC: `kl-test-${suffix}`, KAFKA_GROUP_ID: `kl-test-${suffix}`, KAFKA_PARTITIONS: '4' },
        kafkaProjectors: 2,
        // The fixture was prepared by the API's own runners; a store on Kafka has its read models
        // built from the topic (switching an existing store over is not what this tests).
        beforeStart: async (fixture) => {
          for (const projection of allProjections) for (const table of projection.tables) await fixture.pool.query(`DROP TABLE ${table} CASCADE`);
          await fixture.pool.query('DELETE FROM projection_checkpoints');
        },
      });
    });
    after(async () => {
      await test?.close();
      await broker?.stop();
      rmSync(scratch, { recursive: true, force: true });
    });

    it('builds the read models through the relay and projectors it runs, and reads a write on one process through the other', async () => {
      const { cluster, fixture } = test;
      // The relay publishes what the fixture wrote before the cluster started; the projectors apply it.
      await eventually(
        async () => {
          const health = (await send(cluster.baseUrl, 'GET', 'health')).body;
          return health?.kafka?.relay?.lag === 0 && health.projections.every((p: { lag: number }) => p.lag === 0) ? health : undefined;
        },
        'the relay and the projectors caught up',
        60_000,
      );
      for (const [i, shopper] of fixture.shoppers.entries()) {
        const [writeOn, readOn] = i % 2 === 0 ? [cluster.apis[0]!, cluster.apis[1]!] : [cluster.apis[1]!, cluster.apis[0]!];
        const body = { userId: shopper.userId, games: [{ gameId: GAME, quantity: 1 }], paymentMethod: 'wallet' };
        const placed = await send(writeOn.baseUrl, 'POST', 'order/create-order', { token: shopper.token, body, idempotencyKey: randomUUID() });
        assert.equal(placed.status, 201, JSON.stringify(placed.body));
        const inventory = await send(readOn.baseUrl, 'GET', `inventory/${shopper.userId}?position=${placed.body.position}`, { token: shopper.token });
        assert.deepEqual(inventory.body.inventory.map((order: { orderId: string }) => order.orderId), [placed.body.data.order.orderId], `order ${i + 1}`);
      }

      // Every read model, built from the topic, equals a replay of the log.
      await eventually(
        async () => ((await send(cluster.baseUrl, 'GET', 'health')).body.projections.every((p: { lag: number }) => p.lag === 0) ? true : undefined),
        'the projectors applied every order',
        30_000,
      );
      for (const report of await reconcileAllUpToHead(new EventStore(fixture.pool, { upcasters: eventUpcasters }))) {
        assert.deepEqual(report.differences, [], report.projection);
      }
    });
  });
}
