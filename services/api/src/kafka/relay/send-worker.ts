import { parentPort, workerData } from 'node:worker_threads';
import { Kafka, logLevel, type Message } from 'kafkajs';

/**
 * A relay sender thread: one idempotent kafkajs producer that sends, in the order they come, the
 * messages of the partitions given to this thread (see ParallelSender). kafkajs encodes records in
 * JavaScript, about 30 µs of CPU a message with its headers: threads spread that over the cores.
 */
export interface SendRequest {
  id: number;
  topic: string;
  messages: Message[];
}
export type SendAnswer = { id: number; ok: true } | { id: number; ok: false; error: string };

const { brokers, clientId } = workerData as { brokers: string[]; clientId: string };
const kafka = new Kafka({ clientId, brokers, logLevel: logLevel.NOTHING, retry: { initialRetryTime: 200, retries: 10 } });
const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: false });
let connected: Promise<void> | null = null;
let queue: Promise<void> = Promise.resolve();

parentPort!.on('message', (request: SendRequest | 'stop') => {
  if (request === 'stop') {
    void queue.then(() => producer.disconnect()).finally(() => parentPort!.close());
    return;
  }
  // One send at a time, in order: a partition's messages stay in the order the relay read them.
  queue = queue.then(async () => {
    try {
      connected ??= producer.connect();
      await connected;
      await producer.send({ topic: request.topic, acks: -1, messages: request.messages });
      parentPort!.postMessage({ id: request.id, ok: true } satisfies SendAnswer);
    } catch (error) {
      connected = null; // connect again next time (the broker may have been away)
      parentPort!.postMessage({ id: request.id, ok: false, error: (error as Error).message } satisfies SendAnswer);
    }
  });
});
