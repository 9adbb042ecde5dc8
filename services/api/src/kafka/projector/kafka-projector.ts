import {
  acceptsEvent,
  compareCheckpoints,
  projectionContext,
  SharedTransactions,
  UpcasterChain,
  withTransaction,
  type LogCheckpoint,
  type Projection,
  type EventCodec,
  type RecordedEvent,
  type Upcaster,
} from '@keyledger/event-store';
import type { Consumer, Kafka, KafkaMessage } from 'kafkajs';
import type pg from 'pg';
import type { Logger } from 'pino';
import { fromKafkaMessage } from '../event-message.js';
import { lockPartitionProgress, savePartitionProgress } from './partition-progress.js';

/** The channel a projector NOTIFYs after each batch it commits (payload: the partition). */
export const PROJECTOR_CHANNEL = 'kl_projector';
/** A deadlock between two projectors' batches (both add to the same totals rows) is retried this often. */
const RETRIES_ON_CONFLICT = 5;
/** Partitions whose batches one projector applies at once (in one shared transaction; a failed one is retried alone). */
export const PARTITIONS_AT_ONCE = 8;

export interface KafkaProjectorOptions {
  pool: pg.Pool;
  kafka: Kafka;
  topic: string;
  groupId: string;
  /** The same definitions the API runs from the log (allProjections). */
  projections: readonly Projection[];
  upcasters: readonly Upcaster[];
  /** Opens the topic's sealed personal data for the projections, as the log's readers do (privacy/personal-data). */
  codec?: EventCodec;
  logger: Logger;
}

export interface BatchApplied {
  partition: number;
  applied: number;
  dropped: number;
}

/**
 * Builds the read models from the topic, as one member of a consumer group: Kafka spreads the
 * partitions over the group's members and moves them when one joins or dies. Each batch of a
 * partition is applied to every projection in ONE PostgreSQL transaction together with that
 * partition's progress row (offset and log checkpoint), so a crash, a rebalance or a message
 * delivered twice can neither apply an event twice nor skip one. The offsets committed to Kafka
 * after it are only where the next owner starts reading; the row decides what is applied.
 */
export class KafkaProjector {
  private consumer: Consumer | null = null;
  private readonly upcasting: UpcasterChain;
  private readonly listeners = new Set<(batch: BatchApplied) => void>();
  private lastError: string | null = null;
  private stopped = false;
  private restartTimer: NodeJS.Timeout | null = null;

  /**
   * The batches of the partitions a fetch brought, applied side by side, commit in one
   * transaction: two projectors then contend for the store's totals rows with one transaction
   * each instead of one per partition.
   */
  private readonly transactions: SharedTransactions;
  private readonly partitionsInFlight = new Map<number, Promise<BatchApplied>>();

  constructor(private readonly options: KafkaProjectorOptions) {
    this.upcasting = new UpcasterChain(options.upcasters);
    this.transactions = new SharedTransactions(options.pool);
  }

  /** Makes the read-model tables if missing, joins the group and starts consuming. */
  async start(): Promise<void> {
    const { pool, projections } = this.options;
    await withTransaction(pool, async (tx) => {
      for (const projection of projections) await projection.createTables(projectionContext(tx, 'live'));
    });
    this.stopped = false;
    await this.runConsumer();
  }

  get healthy(): boolean {
    return this.consumer !== null && this.lastError === null;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    await this.consumer?.disconnect();
    this.consumer = null;
  }

  private async runConsumer(): Promise<void> {
    const { kafka, groupId, topic, logger } = this.options;
    const consumer = kafka.consumer({ groupId, allowAutoTopicCreation: false, maxWaitTimeInMs: 100, sessionTimeout: 10_000, heartbeatInterval: 1_000 });
    this.consumer = consumer;
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      this.lastError = payload.error.message;
      logger.error({ err: payload.error, restartedByKafkajs: payload.restart }, 'kafka projector: the consumer crashed');
      // kafkajs restarts after retriable errors; after the others (a broker that lost the group
      // while it was down: "not aware of this member") this member joins the group anew.
      if (!payload.restart) this.restartSoon(consumer);
    });
    await consumer.connect();
    await consumer.subscribe({ topic, fromBeginning: true });
    await consumer.run({
      // A fetch brings batches of several partitions: apply them side by side, each in its own transaction.
      partitionsConsumedConcurrently: PARTITIONS_AT_ONCE,
      autoCommit: false,
      eachBatchAutoResolve: false,
      eachBatch: async ({ batch, heartbeat, isRunning, isStale, resolveOffset }) => {
        if (!isRunning() || isStale() || batch.messages.length === 0) return;
        const applied = await this.applyBatch(batch.partition, batch.messages);
        const last = batch.messages[batch.messages.length - 1]!.offset;
        // This member's next fetch of the partition starts after the batch (kafkajs keeps it apart
        // from the committed offset once anything resolved it).
        resolveOffset(last);
        const next = (BigInt(last) + 1n).toString();
        // Only where the partition's next owner starts reading: what is applied is decided by the
        // row, so a commit refused (the group rebalancing, the broker away) loses nothing.
        await consumer.commitOffsets([{ topic: batch.topic, partition: batch.partition, offset: next }]).catch((error: unknown) => {
          logger.warn({ err: error }, 'kafka projector: committing the offset to Kafka failed; the next owner skips what is applied');
        });
        await heartbeat().catch(() => undefined);
        this.lastError = null;
        for (const listener of this.listeners) listener(applied);
      },
    });
  }

  private restartSoon(crashed: Consumer): void {
    if (this.stopped || this.restartTimer || this.consumer !== crashed) return;
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      void (async () => {
        await crashed.disconnect().catch(() => undefined);
        if (this.stopped) return;
        try {
          await this.runConsumer();
        } catch (error) {
          this.lastError = (error as Error).message;
          this.options.logger.error({ err: error }, 'kafka projector: rejoining failed; trying again');
          this.restartSoon(this.consumer!);
        }
      })();
    }, 1_000);
  }

  /** Called after each committed batch (tests and the benchmark watch progress with it). */
  onBatch(listener: (batch: BatchApplied) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Applies what of `messages` (one partition, in offset order) this partition has not applied
   * yet, and moves its row past them, in one transaction.
   */
  async applyBatch(partition: number, messages: readonly KafkaMessage[]): Promise<BatchApplied> {
    // Two batches of one partition must not share a transaction (both would read its row before
    // either moved it): a second waits for the first. kafkajs gives one at a time anyway.
    const before = this.partitionsInFlight.get(partition) ?? Promise.resolve();
    const applied = before.catch(() => undefined).then(() => this.applyAlone(partition, messages));
    this.partitionsInFlight.set(partition, applied);
    try {
      return await applied;
    } finally {
      if (this.partitionsInFlight.get(partition) === applied) this.partitionsInFlight.delete(partition);
    }
  }

  private async applyAlone(partition: number, messages: readonly KafkaMessage[]): Promise<BatchApplied> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.transactions.run((tx) => this.applyIn(tx, partition, messages));
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (attempt >= RETRIES_ON_CONFLICT || (code !== '40P01' && code !== '40001')) throw error;
      }
    }
  }

  private async applyIn(tx: pg.PoolClient, partition: number, messages: readonly KafkaMessage[]): Promise<BatchApplied> {
    const { topic, projections } = this.options;
    const progress = await lockPartitionProgress(tx, topic, partition);
    let checkpoint: LogCheckpoint = progress.checkpoint;
    const fresh: RecordedEvent[] = [];
    let dropped = 0;
    for (const message of messages) {
      if (BigInt(message.offset) < progress.nextOffset) continue; // consumed before (redelivered after a rebalance)
      const event = fromKafkaMessage(message);
      const at = { transactionId: event.transactionId, position: event.globalPosition };
      if (compareCheckpoints(at, checkpoint) <= 0) {
        dropped += 1; // published twice by a relay that died before its cursor moved
        continue;
      }
      checkpoint = at;
      fresh.push(this.upcasting.apply(event));
    }
    const last = messages[messages.length - 1]!;
    const nextOffset = BigInt(last.offset) + 1n;
    if (nextOffset <= progress.nextOffset) return { partition, applied: 0, dropped: 0 };
    // The topic carries what the log stores: personal data sealed, opened here in the batch's transaction.
    const decoding = this.options.codec?.decode(fresh, tx);
    if (decoding) await decoding;
    const context = projectionContext(tx, 'live');
    for (const projection of projections) {
      const relevant = fresh.filter((event) => acceptsEvent(projection, event));
      if (relevant.length > 0) await projection.apply(context, relevant);
    }
    await savePartitionProgress(tx, topic, { partition, nextOffset, checkpoint, applied: fresh.length, dropped });
    await tx.query(`SELECT pg_notify('${PROJECTOR_CHANNEL}', $1)`, [String(partition)]);
    return { partition, applied: fresh.length, dropped };
  }
}
