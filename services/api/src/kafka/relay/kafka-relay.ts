import type { AppendSignals, EventStore, LogCheckpoint } from '@keyledger/event-store';
import type { Message } from 'kafkajs';
import type { Logger } from 'pino';
import { LogFollower } from '../../common/log-follower/log-follower.js';
import type { SessionLocks } from '../../common/locks/session-locks.js';
import { toKafkaMessage } from '../event-message.js';
import { partitionOf } from '../partition-of.js';

/** The relay's cursor in log_follower_cursors: what the broker has acknowledged. */
export const RELAY_CURSOR = 'kafka-relay';
/** Events per read and per send: large enough that a send is not dominated by its round trip. */
const RELAY_BATCH = 2_000;
/** Looks again this often when no wake-up came (another process's appends with NOTIFY lost, or a lease to take over). */
const POLL_MS = 250;

export interface KafkaRelayOptions {
  /** Reads the log as stored: no upcasters (the topic carries each event's own schema version). */
  store: EventStore;
  locks: SessionLocks;
  /** Sends a batch and resolves once the broker acknowledged all of it (ParallelSender). */
  sender: { send(topic: string, messages: readonly Message[]): Promise<void> };
  topic: string;
  partitions: number;
  /** Wake-ups after appends (here and, through LISTEN, in other processes). */
  wakeups: AppendSignals;
  logger: Logger;
  batchSize?: number;
}

/**
 * Publishes every event of the log to the topic, in the gap-safe log order the projections read,
 * each to the partition of its stream. One relay publishes at a time: the one holding the
 * follower's session lock (another takes over the moment it dies). A batch's cursor move commits
 * only after the broker acknowledged the whole batch (acks from all in-sync replicas), so a relay
 * that dies resumes from the last acknowledged batch; what it sends again is dropped by consumers
 * (they keep the log checkpoint each partition has reached).
 */
export class KafkaRelay {
  private readonly follower: LogFollower;
  private readonly batchSize: number;
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private pending = false;
  private unsubscribe: (() => void) | null = null;
  private published = 0;
  private lastError: string | null = null;

  constructor(private readonly options: KafkaRelayOptions) {
    this.batchSize = options.batchSize ?? RELAY_BATCH;
    // The relay reads the whole log itself (publishDue): the follower gives it the lease and the cursor.
    this.follower = new LogFollower(RELAY_CURSOR, [], options.store, options.locks);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.unsubscribe = this.options.wakeups.onAppended(() => this.poke());
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.unsubscribe?.();
    this.poke();
    await this.loop;
    this.follower.release();
  }

  /** Events this process has published since it started, and the last failure if any. */
  status(): { following: boolean; published: number; lastError: string | null } {
    return { following: this.follower.following, published: this.published, lastError: this.lastError };
  }

  /**
   * Publishes what the log holds now, if this process holds the lease; answers how many events.
   * The next batch is read while the broker acknowledges the one before (kafkajs's encoding is
   * most of a send's time), and the cursor moves after each acknowledgement, in order.
   */
  async publishDue(): Promise<number> {
    const { store, sender, topic, partitions } = this.options;
    const cursor = await this.follower.cursorIfFollowing();
    if (!cursor) return 0;
    const read = (after: LogCheckpoint) => store.readLogBatch(after, this.batchSize);
    let next = read(cursor);
    let count = 0;
    try {
      for (;;) {
        const batch = await next;
        if (batch.events.length === 0) return count;
        next = read(batch.next);
        await sender.send(topic, batch.events.map((event) => toKafkaMessage(event, partitionOf(event.streamId, partitions))));
        // Another relay took the lease over (this one lost its session): it resumes from the cursor.
        if (!(await this.follower.moveCursor(store.pool, batch.next))) return count;
        count += batch.events.length;
        this.published += batch.events.length;
      }
    } finally {
      next.catch(() => undefined); // a read started for a batch that will not be sent
    }
  }

  private poke(): void {
    this.pending = true;
    this.wake?.();
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.pending = false;
      try {
        await this.publishDue();
        this.lastError = null;
      } catch (error) {
        this.lastError = (error as Error).message;
        this.options.logger.warn({ err: error }, 'kafka relay: publishing failed, retrying');
      }
      if (!this.running) break;
      if (this.pending) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.lastError ? POLL_MS * 4 : POLL_MS);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }
}
