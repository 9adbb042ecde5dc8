import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { compareCheckpoints, type EventStore, type LogCheckpoint, type Queryable, type RecordedEvent } from '@keyledger/event-store';
import type pg from 'pg';
import { LOCK_NAMESPACES, type HeldLock, type SessionLocks } from '../locks/session-locks.js';

/** Log events passed over per read. */
const LOG_BATCH = 400;

/**
 * Follows the log for a few event types on behalf of one consumer (`name`), gap-safe, in one
 * process at a time: the one holding the follower's session lock, which another process takes
 * over the moment the holder dies. Each batch is handed to `handle` inside a transaction that also
 * moves the cursor past it, so what `handle` writes (an outbox row, a queued refund) is written
 * exactly once per event, whatever crashes. The cursor row names its holder and every move checks
 * it, so a follower that lost its lock without dying stops at its next move.
 */
export class LogFollower {
  private readonly holder = `${hostname()}/${process.pid}/${randomUUID()}`;
  private held: HeldLock | null = null;

  constructor(
    readonly name: string,
    private readonly types: readonly string[],
    private readonly store: EventStore,
    private readonly locks: SessionLocks,
  ) {}

  /**
   * Hands every batch after the cursor to `handle`, while this process may follow and until
   * `stopping()`; answers how many events were handled (0 when another process follows).
   */
  async follow(handle: (events: readonly RecordedEvent[], tx: pg.PoolClient) => Promise<void>, stopping: () => boolean = () => false): Promise<number> {
    let handled = 0;
    for (;;) {
      // Told to stop (shutdown): the cursor is past every batch handled, so the next holder goes on from here.
      if (stopping()) return handled;
      const cursor = await this.cursorIfFollowing();
      if (!cursor) return handled;
      const batch = await this.store.readLogBatch(cursor, LOG_BATCH, { types: this.types });
      if (compareCheckpoints(batch.next, cursor) === 0) return handled;
      const moved = await this.store.transaction(async (tx) => {
        if (batch.events.length > 0) await handle(batch.events, tx);
        if (!(await this.moveCursor(tx, batch.next))) throw new FollowingTakenOver();
        return true;
      }).catch((error: unknown) => {
        if (error instanceof FollowingTakenOver) return false;
        throw error;
      });
      if (!moved) return handled;
      handled += batch.events.length;
    }
  }

  /** Whether this process follows the log for its consumer now. */
  get following(): boolean {
    return this.held !== null && !this.held.lost;
  }

  /** Lets another process follow at once (on shutdown). */
  release(): void {
    this.held?.release();
    this.held = null;
  }

  /**
   * Moves the cursor to `to` if this process is still its holder (false: another process took
   * the following over; stop). For a follower that works on its batches outside a transaction
   * (the Kafka relay), given the store's pool.
   */
  async moveCursor(db: Queryable, to: LogCheckpoint): Promise<boolean> {
    const result = await db.query(
      'UPDATE log_follower_cursors SET last_transaction_id = $2::xid8, last_position = $3 WHERE name = $1 AND holder = $4',
      [this.name, to.transactionId, to.position, this.holder],
    );
    return result.rowCount === 1;
  }

  /** The cursor, if this process may follow: it holds the lock, or takes it now (and names itself the holder). */
  async cursorIfFollowing(): Promise<LogCheckpoint | null> {
    if (this.held?.lost) this.held = null;
    this.held ??= await this.locks.tryHold(LOCK_NAMESPACES.logFollower, this.name);
    if (!this.held) return null;
    const result = await this.store.pool.query<{ transaction_id: string; position: string }>(
      `INSERT INTO log_follower_cursors (name, last_transaction_id, last_position, holder) VALUES ($1, '0', 0, $2)
       ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder
       RETURNING last_transaction_id::text AS transaction_id, last_position AS position`,
      [this.name, this.holder],
    );
    const row = result.rows[0]!;
    return { transactionId: row.transaction_id, position: Number(row.position) };
  }
}

/** Another process took the following over during a batch: the batch is left to it. */
class FollowingTakenOver extends Error {}
