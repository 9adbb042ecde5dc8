import { compareCheckpoints, type LogCheckpoint, type ProjectionStatus, type Queryable, type RunningProjection } from '@keyledger/event-store';
import { partitionOf } from '../partition-of.js';
import { readPartitionProgress, type PartitionProgress } from './partition-progress.js';

/** While a request waits for the projectors, their progress is read this often. */
const WAITING_POLL_MS = 3;
/** Otherwise (for status and caches) at most this old. */
const IDLE_REFRESH_MS = 250;

/**
 * What the API knows of the Kafka projectors (which run in other processes) from their progress
 * rows: each projection's status and read-after-write waits. All projections move together (a
 * projector applies a batch to every projection in one transaction), so one watch serves them all.
 *
 * An event is applied once the progress of its stream's partition has passed its log checkpoint:
 * a partition holds its streams' events in log order.
 */
export class ProjectorProgressWatch {
  private progress = new Map<number, PartitionProgress>();
  private waiters = new Set<{ targets: ReadonlyMap<number, LogCheckpoint>; resolve(applied: boolean): void; timer: NodeJS.Timeout }>();
  private refreshing: Promise<void> | null = null;
  private polling = false;
  private timer: NodeJS.Timeout | null = null;
  private lastError: string | null = null;
  private refreshedAt = 0;

  constructor(
    private readonly db: Queryable,
    private readonly topic: string,
    private readonly partitions: number,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.refresh(), IDLE_REFRESH_MS);
    this.timer.unref();
    void this.refresh();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    for (const waiter of this.waiters) {
      clearTimeout(waiter.timer);
      waiter.resolve(false);
    }
    this.waiters.clear();
  }

  /** The view of one projection: the RunningProjection the API's readers use. */
  view(name: string): RunningProjection {
    return { status: () => this.status(name), waitForPosition: (position, timeoutMs) => this.waitForPosition(position, timeoutMs) };
  }

  /** Events applied over all partitions, and the furthest checkpoint reached. */
  status(name: string): ProjectionStatus {
    let eventsApplied = 0;
    let checkpoint: LogCheckpoint = { transactionId: '0', position: 0 };
    for (const progress of this.progress.values()) {
      eventsApplied += progress.eventsApplied;
      if (compareCheckpoints(progress.checkpoint, checkpoint) > 0) checkpoint = progress.checkpoint;
    }
    return { name, running: this.lastError === null && this.refreshedAt > 0, checkpoint, eventsApplied, lastError: this.lastError };
  }

  partitionProgress(): PartitionProgress[] {
    return [...this.progress.values()].sort((a, b) => a.partition - b.partition);
  }

  /**
   * Resolves true once the projectors have applied the event at `position` and the events its
   * transaction wrote before it (false after `timeoutMs`). A command's answer names its last
   * event, and its other events may be in other partitions (the order's stream, the wallet's):
   * each partition they went to must have passed its own last one.
   */
  async waitForPosition(position: number, timeoutMs: number): Promise<boolean> {
    const found = await this.db.query<{ stream_id: string; transaction_id: string; global_position: string }>(
      `SELECT stream_id, transaction_id::text AS transaction_id, global_position FROM events
        WHERE transaction_id = (SELECT transaction_id FROM events WHERE global_position = $1) AND global_position <= $1`,
      [position],
    );
    if (found.rows.length === 0) return false;
    const targets = new Map<number, LogCheckpoint>();
    for (const row of found.rows) {
      const partition = partitionOf(row.stream_id, this.partitions);
      const at = { transactionId: row.transaction_id, position: Number(row.global_position) };
      const known = targets.get(partition);
      if (!known || compareCheckpoints(at, known) > 0) targets.set(partition, at);
    }
    if (this.coversAll(targets)) return true;
    return new Promise<boolean>((resolve) => {
      const waiter = {
        targets,
        resolve,
        timer: setTimeout(() => {
          this.waiters.delete(waiter);
          resolve(false);
        }, timeoutMs),
      };
      this.waiters.add(waiter);
      void this.pollWhileWaiting();
    });
  }

  private coversAll(targets: ReadonlyMap<number, LogCheckpoint>): boolean {
    for (const [partition, at] of targets) if (!this.covers(partition, at)) return false;
    return true;
  }

  private covers(partition: number, at: LogCheckpoint): boolean {
    const progress = this.progress.get(partition);
    return progress !== undefined && compareCheckpoints(progress.checkpoint, at) >= 0;
  }

  private async pollWhileWaiting(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      while (this.waiters.size > 0) {
        await this.refresh();
        if (this.waiters.size > 0) await new Promise((resolve) => setTimeout(resolve, WAITING_POLL_MS));
      }
    } finally {
      this.polling = false;
    }
  }

  /** One read of the progress rows at a time; the waiters it satisfies are answered. */
  private refresh(): Promise<void> {
    this.refreshing ??= (async () => {
      try {
        const rows = await readPartitionProgress(this.db, this.topic);
        this.progress = new Map(rows.map((row) => [row.partition, row]));
        this.lastError = null;
        this.refreshedAt = Date.now();
      } catch (error) {
        this.lastError = (error as Error).message;
      } finally {
        this.refreshing = null;
      }
      for (const waiter of this.waiters) {
        if (!this.coversAll(waiter.targets)) continue;
        clearTimeout(waiter.timer);
        this.waiters.delete(waiter);
        waiter.resolve(true);
      }
    })();
    return this.refreshing;
  }
}
