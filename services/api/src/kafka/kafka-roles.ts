import { EventStore, LogWakeups, openDatabase, type Database } from '@keyledger/event-store';
import type { Logger } from 'pino';
import type { AppConfig, KafkaSettings } from '../config/app-config.js';
import { SessionLocks } from '../common/locks/session-locks.js';
import { prepareDatabase } from '../database/prepare-database.js';
import { PersonalDataCodec } from '../privacy/personal-data/personal-data-codec.js';
import { eventUpcasters } from '../events/event-upcasters.js';
import { allProjections } from '../projections/all-projections.js';
import { ensureEventsTopic, kafkaClient } from './kafka-connection.js';
import { KafkaProjector } from './projector/kafka-projector.js';
import { KafkaRelay } from './relay/kafka-relay.js';
import { ParallelSender } from './relay/parallel-sender.js';

/** Threads encoding and sending the relay's messages (kafkajs encodes in JavaScript; see send-worker.ts). */
const RELAY_SENDER_THREADS = 2;

export interface RunningRole {
  /** Whether its last round worked (the container health check reads it through a file). */
  healthy(): boolean;
  stop(): Promise<void>;
}

/** The relay's and the projectors' database: the same server the API uses, migrated as it would be. */
async function openRoleDatabase(config: AppConfig, poolSize: number): Promise<Database> {
  if (!config.databaseUrl) throw new Error('The Kafka relay and projectors need DATABASE_URL');
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize });
  await prepareDatabase(db.pool, config.keyEncryptionKey);
  return db;
}

function settingsOf(config: AppConfig): KafkaSettings {
  if (!config.kafka) throw new Error('The Kafka relay and projectors need KAFKA_BROKERS');
  return config.kafka;
}

/**
 * The relay process's work: publish the log to the topic while holding the relay's lease (runs
 * in every relay process; one publishes, the others wait to take over).
 */
export async function startRelay(config: AppConfig, logger: Logger): Promise<RunningRole & { relay: KafkaRelay }> {
  const settings = settingsOf(config);
  const db = await openRoleDatabase(config, 4);
  // The log as stored: the topic carries each event's own schema version; its readers upcast.
  const store = new EventStore(db.pool);
  const locks = new SessionLocks(db, logger);
  const wakeups = new LogWakeups(store, db.extraPool(1), (error) => logger.warn({ err: error }, 'relay wake-ups: LISTEN failed, polling'));
  await wakeups.start();
  const kafka = kafkaClient(settings.brokers, 'keyledger-relay', logger);
  const partitions = await ensureEventsTopic(kafka, settings);
  const sender = new ParallelSender(settings.brokers, RELAY_SENDER_THREADS);
  const relay = new KafkaRelay({ store, locks, sender, topic: settings.topic, partitions, wakeups, logger });
  relay.start();
  logger.info({ topic: settings.topic, partitions }, 'kafka relay started');
  return {
    relay,
    healthy: () => relay.status().lastError === null,
    async stop() {
      await relay.stop();
      await sender.stop();
      await wakeups.stop();
      await locks.beforeApplicationShutdown();
      await db.close();
    },
  };
}

/** A projector process's work: one member of the projectors' consumer group. */
export async function startProjector(config: AppConfig, logger: Logger): Promise<RunningRole & { projector: KafkaProjector }> {
  const settings = settingsOf(config);
  const db = await openRoleDatabase(config, 4);
  const kafka = kafkaClient(settings.brokers, 'keyledger-projector', logger);
  await ensureEventsTopic(kafka, settings);
  const projector = new KafkaProjector({
    pool: db.pool,
    kafka,
    topic: settings.topic,
    groupId: settings.groupId,
    projections: allProjections,
    upcasters: eventUpcasters,
    codec: new PersonalDataCodec(config.keyEncryptionKey),
    logger,
  });
  await projector.start();
  logger.info({ topic: settings.topic, group: settings.groupId }, 'kafka projector started');
  return {
    projector,
    healthy: () => projector.healthy,
    async stop() {
      await projector.stop();
      await db.close();
    },
  };
}
