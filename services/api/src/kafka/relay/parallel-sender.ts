import { Worker } from 'node:worker_threads';
import type { Message } from 'kafkajs';
import type { SendAnswer, SendRequest } from './send-worker.js';

/**
 * Sends a batch of messages through several sender threads (send-worker.ts), each with its own
 * idempotent producer and a fixed share of the partitions (partition % threads), and resolves
 * once every thread's part was acknowledged; rejects if any part failed (the caller sends the
 * whole batch again: what was sent twice is dropped by the consumers). A partition always goes
 * through the same thread, in order, so its messages keep the log's order.
 */
export class ParallelSender {
  private readonly workers: Worker[];
  private readonly pending = new Map<number, { resolve(): void; reject(error: Error): void }>();
  private nextId = 0;

  private stopping = false;

  constructor(
    private readonly brokers: readonly string[],
    threads: number,
  ) {
    this.workers = Array.from({ length: threads }, (_, i) => this.startWorker(i));
  }

  /** Thread i; a thread that dies (it should not) fails what it had and is started again. */
  private startWorker(i: number): Worker {
    const worker = new Worker(new URL('./send-worker.js', import.meta.url), { workerData: { brokers: [...this.brokers], clientId: `keyledger-relay-${i}` } });
    worker.on('message', (answer: SendAnswer) => {
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      if (answer.ok) waiting.resolve();
      else waiting.reject(new Error(`Sending to Kafka failed: ${answer.error}`));
    });
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', () => {
      if (this.stopping) return;
      this.failAll(new Error(`Relay sender thread ${i} ended`));
      this.workers[i] = this.startWorker(i);
    });
    worker.unref();
    return worker;
  }

  async send(topic: string, messages: readonly Message[]): Promise<void> {
    const shares: Message[][] = this.workers.map(() => []);
    for (const message of messages) shares[(message.partition ?? 0) % this.workers.length]!.push(message);
    await Promise.all(
      shares.map((share, i) => {
        if (share.length === 0) return Promise.resolve();
        const id = this.nextId++;
        return new Promise<void>((resolve, reject) => {
          this.pending.set(id, { resolve, reject });
          this.workers[i]!.postMessage({ id, topic, messages: share } satisfies SendRequest);
        });
      }),
    );
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(
      this.workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            worker.once('exit', () => resolve());
            worker.postMessage('stop');
            setTimeout(() => void worker.terminate(), 10_000).unref();
          }),
      ),
    );
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
