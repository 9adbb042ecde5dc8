import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EventStore, eventStoreMigrations, logEndPosition, migrate, openDatabase, type RecordedEvent } from '@keyledger/event-store';
import pg from 'pg';
import { createBenchSchema, type BenchSchema } from './bench-schema.js';
import { runCheckoutThroughput, type CheckoutThroughputResult } from './checkout-throughput.js';
import type { BenchConfig } from './config.js';
import { startKafkaLagSampler } from './kafka-lag.js';
import { seedLog } from './seed-log.js';
import { apiDatabaseUrl, importApi, requireFromApi } from './start-api.js';
import { now } from './timing.js';

interface BrokerLike {
  brokers: string;
  stop(): Promise<void>;
}
interface RunningRoleLike {
  stop(): Promise<void>;
}

export interface RelayRound {
  relayEventsPerSec: number;
  relayMs: number;
  producerRecordsPerSec: number;
  producerMs: number;
}

export interface KafkaPipelineResult {
  events: number;
  partitions: number;
  /** Mean JSON value of the relay's messages; ProducerPerformance sends records of this size. */
  recordBytes: number;
  seedMs: number;
  rounds: RelayRound[];
  relayRatio: number;
  lag: CheckoutThroughputResult;
  target: { minRelayRatio: number; relayPassed: boolean; lagMaxP99Ms: number; lagPassed: boolean };
}

const quietLogger = () => {
  const pino = requireFromApi('pino') as (options: Record<string, unknown>) => unknown;
  return pino({ level: 'silent' });
};

/**
 * The log on a real Kafka broker (started here from the Maven-fetched jars, like the tests'):
 * 1. the relay's throughput from a seeded log to the broker, against Kafka's own
 *    ProducerPerformance sending as many records of the same size to a topic of as many
 *    partitions on the same broker, rounds alternating;
 * 2. the inventory projection's lag through relay, topic and two projector processes under the
 *    checkout benchmark's spread load (its same runs, with the API in Kafka mode).
 */
export async function runKafkaPipeline(relaySchema: BenchSchema, config: BenchConfig, log: (line: string) => void): Promise<KafkaPipelineResult> {
  const c = config.kafka;
  const { KafkaBroker, ensureKafkaJars } = await importApi('kafka/broker/kafka-broker.js');
  const scratch = mkdtempSync(path.join(tmpdir(), 'kl-bench-kafka-'));
  const broker = (await KafkaBroker.launch(path.join(scratch, 'broker'), { heapMb: 1024 })) as BrokerLike;
  try {
    log(`\nKafka (a single-node KRaft broker on ${broker.brokers}, ${c.partitions} partitions per topic):`);
    const relay = await measureRelay(relaySchema, broker.brokers, String(ensureKafkaJars()), config, log);
    const best = (values: number[]) => Math.max(...values);
    const relayRatio = best(relay.rounds.map((r) => r.relayEventsPerSec)) / best(relay.rounds.map((r) => r.producerRecordsPerSec));

    // The API gets a schema of its own: the relay's log is made-up events.
    const lagSchema = await createBenchSchema(config.databaseUrl);
    let lag: CheckoutThroughputResult;
    try {
      lag = await measureLag(lagSchema, broker.brokers, scratch, config, log);
    } finally {
      await lagSchema.drop();
    }
    const lagResult = lag.scenarios[0]!.lag;
    return {
      ...relay,
      relayRatio,
      lag,
      target: {
        minRelayRatio: c.minRelayRatio,
        relayPassed: relayRatio >= c.minRelayRatio,
        lagMaxP99Ms: c.lagMaxP99Ms,
        lagPassed: lagResult.heads > 0 && lagResult.unapplied === 0 && lagResult.p99Ms <= c.lagMaxP99Ms,
      },
    };
  } finally {
    await broker.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function measureRelay(schema: BenchSchema, brokers: string, lib: string, config: BenchConfig, log: (line: string) => void) {
  const c = config.kafka;
  const databaseUrl = apiDatabaseUrl(schema.connectionString, schema.name);
  const db = await openDatabase({ databaseUrl: schema.connectionString, dataDir: 'unused', schema: schema.name, poolSize: 4 });
  const { allMigrations } = await importApi('database/migrations.js');
  const { loadConfig } = await importApi('config/load-config.js');
  const { startRelay } = await importApi('kafka/kafka-roles.js');
  const { kafkaClient, ensureEventsTopic } = await importApi('kafka/kafka-connection.js');
  const { toKafkaMessage } = await importApi('kafka/event-message.js');
  try {
    await migrate(db.pool, eventStoreMigrations);
    await migrate(db.pool, allMigrations);
    const seedStarted = now();
    await seedLog(db.pool, c.relayEvents, c.streams, 50_000);
    const seedMs = now() - seedStarted;
    const sample = await new EventStore(db.pool).readLogBatch({ transactionId: '0', position: 0 }, 2_000);
    const recordBytes = Math.round(
      sample.events.reduce((sum: number, event: RecordedEvent) => sum + Buffer.byteLength((toKafkaMessage(event, 0) as { value: string }).value), 0) / sample.events.length,
    );
    log(`  ${c.relayEvents.toLocaleString('en-US')} events seeded in ${(seedMs / 1000).toFixed(1)} s; messages of ${recordBytes} bytes on average`);
    const logger = quietLogger();
    const rounds: RelayRound[] = [];
    for (let round = 1; round <= c.rounds; round++) {
      const settings = (topic: string) =>
        loadConfig({ DATA_DIR: 'memory://', DATABASE_URL: databaseUrl, KAFKA_BROKERS: brokers, KAFKA_TOPIC: topic, KAFKA_PARTITIONS: String(c.partitions), LOG_LEVEL: 'silent' });
      // The baseline: Kafka's own producer, as many records of the same size, acks from all replicas.
      const perfTopic = `bench-perf-${round}`;
      await ensureEventsTopic(kafkaClient([brokers], 'bench', logger), settings(perfTopic).kafka);
      const perfStarted = now();
      const perf = spawnSync(
        'java',
        ['-Xmx512m', '-cp', `${lib}/*`, 'org.apache.kafka.tools.ProducerPerformance', '--topic', perfTopic, '--num-records', String(c.relayEvents), '--record-size', String(recordBytes),
          '--throughput', '-1', '--producer-props', `bootstrap.servers=${brokers}`, 'acks=all'],
        { encoding: 'utf8' },
      );
      const producerMs = now() - perfStarted;
      const summary = /(\d+) records sent, ([\d.]+) records\/sec/.exec(perf.stdout.trim().split('\n').pop() ?? '');
      if (perf.status !== 0 || !summary) throw new Error(`ProducerPerformance failed: ${perf.stderr || perf.stdout}`);
      const producerRecordsPerSec = Number(summary[2]);

      // The relay, from an empty cursor, to a topic of its own, until its cursor reaches the head.
      const topic = `bench-relay-${round}`;
      await db.pool.query("DELETE FROM log_follower_cursors WHERE name = 'kafka-relay'");
      await ensureEventsTopic(kafkaClient([brokers], 'bench', logger), settings(topic).kafka);
      // The relay reads in log order, so its cursor ends at the log's end, not always its highest position.
      const end = String(await logEndPosition(db.pool));
      const started = now();
      const running = (await startRelay(settings(topic), logger)) as RunningRoleLike;
      for (;;) {
        const cursor = await db.pool.query<{ position: string }>("SELECT last_position AS position FROM log_follower_cursors WHERE name = 'kafka-relay'");
        if (cursor.rows[0] && cursor.rows[0].position === end) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const relayMs = now() - started;
      await running.stop();
      const relayEventsPerSec = (c.relayEvents / relayMs) * 1000;
      rounds.push({ relayEventsPerSec, relayMs, producerRecordsPerSec, producerMs });
      log(`  round ${round}: ProducerPerformance ${producerRecordsPerSec.toFixed(0)} records/s, relay ${relayEventsPerSec.toFixed(0)} events/s`);
    }
    return { events: c.relayEvents, partitions: c.partitions, recordBytes, seedMs, rounds };
  } finally {
    await db.close();
  }
}

async function measureLag(schema: BenchSchema, brokers: string, scratch: string, config: BenchConfig, log: (line: string) => void): Promise<CheckoutThroughputResult> {
  const c = config.kafka;
  const { RoleProcess } = await importApi('kafka/testing/role-process.js');
  const { partitionOf } = await importApi('kafka/partition-of.js');
  const topic = 'bench-checkout';
  // The projectors open the log's sealed personal data (tickets, staff reasons) with the API's key.
  const kafkaEnv = { KAFKA_BROKERS: brokers, KAFKA_TOPIC: topic, KAFKA_PARTITIONS: String(c.partitions), KAFKA_GROUP_ID: 'bench-projectors', KEY_ENCRYPTION_KEY: randomBytes(32).toString('hex') };
  log('  inventory lag through relay, topic and two projector processes, under the checkout load (spread):');
  let databaseUrl = '';
  return runCheckoutThroughput(schema, { ...config.checkout, lag: { ...config.checkout.lag, maxP99Ms: c.lagMaxP99Ms } }, log, {
    env: kafkaEnv,
    scenarios: ['spread'],
    companions: async (url) => {
      databaseUrl = url;
      const env = { ...kafkaEnv, DATABASE_URL: url, DATA_DIR: path.join(scratch, 'roles'), LOG_LEVEL: 'warn' };
      const roles = [await RoleProcess.start('relay', { ...env, LOG_LEVEL: 'info' }), await RoleProcess.start('projector', { ...env, LOG_LEVEL: 'info' }), await RoleProcess.start('projector', { ...env, LOG_LEVEL: 'info' })];
      return { stop: async () => void (await Promise.all(roles.map((role: { stop(): Promise<void> }) => role.stop()))) };
    },
    lagMeter: (sampler) => startKafkaLagSampler(sampler, new pg.Client({ connectionString: databaseUrl }), { topic, partitions: c.partitions, partitionOf, intervalMs: config.checkout.lag.sampleIntervalMs }),
  });
}
