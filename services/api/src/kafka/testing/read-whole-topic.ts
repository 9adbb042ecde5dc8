import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';

/**
 * Every record on the topic up to its current end, as text (key and value), read by a consumer
 * group of its own from the beginning: what any consumer of the topic can read.
 */
export async function readWholeTopic(brokers: string, topic: string, timeoutMs = 30_000): Promise<string[]> {
  const kafka = new Kafka({ brokers: [brokers], clientId: 'keyledger-topic-reader', logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  await admin.connect();
  const ends = new Map((await admin.fetchTopicOffsets(topic)).map((p) => [p.partition, BigInt(p.high)]));
  await admin.disconnect();
  const records: string[] = [];
  const next = new Map([...ends.keys()].map((partition) => [partition, 0n]));
  const done = () => [...ends].every(([partition, end]) => next.get(partition)! >= end);
  if (done()) return records;
  const consumer = kafka.consumer({ groupId: `keyledger-topic-reader-${randomUUID()}` });
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`The topic ${topic} was not read to its end within ${timeoutMs} ms`)), timeoutMs);
      consumer
        .run({
          eachMessage: async ({ partition, message }) => {
            records.push(`${message.key?.toString('utf8') ?? ''} ${message.value?.toString('utf8') ?? ''}`);
            next.set(partition, BigInt(message.offset) + 1n);
            if (done()) {
              clearTimeout(timer);
              resolve();
            }
          },
        })
        .catch(reject);
    });
  } finally {
    await consumer.disconnect();
  }
  return records;
}
