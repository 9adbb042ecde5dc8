import { Kafka, logLevel, type LogEntry } from 'kafkajs';
import type { Logger } from 'pino';
import type { KafkaSettings } from '../config/app-config.js';

/** A kafkajs client whose own log goes to the process's logger (warnings and errors only). */
export function kafkaClient(brokers: readonly string[], clientId: string, logger: Logger): Kafka {
  return new Kafka({
    clientId,
    brokers: [...brokers],
    logLevel: logLevel.WARN,
    logCreator: () => ({ namespace, level, log }: LogEntry) => {
      const { message, ...extra } = log;
      if (level <= logLevel.ERROR) logger.error({ kafka: namespace, ...extra }, message);
      else logger.warn({ kafka: namespace, ...extra }, message);
    },
    retry: { initialRetryTime: 200, retries: 10 },
  });
}

/**
 * Makes the events topic if it does not exist (kept forever: it is the log's copy, which a new
 * consumer reads from the start) and answers its partition count, which may differ from the
 * one asked for when the topic was made before.
 */
export async function ensureEventsTopic(kafka: Kafka, settings: KafkaSettings): Promise<number> {
  const { topic, partitions, replicationFactor } = settings;
  const admin = kafka.admin();
  await admin.connect();
  try {
    const existing = await admin.listTopics();
    if (!existing.includes(topic)) {
      await admin
        .createTopics({
          waitForLeaders: true,
          topics: [{ topic, numPartitions: partitions, replicationFactor, configEntries: [{ name: 'retention.ms', value: '-1' }] }],
        })
        .catch((error: { type?: string }) => {
          if (error.type !== 'TOPIC_ALREADY_EXISTS') throw error; // made by another process meanwhile
        });
    }
    const metadata = await admin.fetchTopicMetadata({ topics: [topic] });
    return metadata.topics[0]!.partitions.length;
  } finally {
    await admin.disconnect();
  }
}
