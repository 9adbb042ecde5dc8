import type { Queryable } from '../db/queryable.js';
import { compareCheckpoints } from '../read/read-log-batch.js';
import type { LogCheckpoint } from '../types.js';
import { checkpointAt } from './checkpoint-store.js';

/** Read-after-write waits on a projection's checkpoint: each resolves once it passes the target, or on timeout. */
export class CheckpointWaiters {
  private readonly waiters = new Set<{ target: LogCheckpoint; resolve: (reached: boolean) => void }>();

  /**
   * Read-after-write: true at once if `current()` has passed the event at `position`, else
   * `nudge()` the runner and wait as `wait` does; false for a position with no event.
   */
  async waitForPosition(db: Queryable, position: number, timeoutMs: number, current: () => LogCheckpoint, nudge: () => void): Promise<boolean> {
    const target = await checkpointAt(db, position);
    if (!target) return false;
    if (compareCheckpoints(current(), target) >= 0) return true;
    nudge();
    return this.wait(target, timeoutMs);
  }

  /** Resolves true once `reached(checkpoint)` is told of a checkpoint at or past `target`, false after `timeoutMs`. */
  wait(target: LogCheckpoint, timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const waiter = {
        target,
        resolve: (reached: boolean) => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve(reached);
        },
      };
      const timer = setTimeout(() => waiter.resolve(false), timeoutMs);
      this.waiters.add(waiter);
    });
  }

  reached(checkpoint: LogCheckpoint): void {
    for (const waiter of this.waiters) if (compareCheckpoints(checkpoint, waiter.target) >= 0) waiter.resolve(true);
  }

  /** Every wait ends now, unreached (the projection stopped). */
  cancelAll(): void {
    for (const waiter of this.waiters) waiter.resolve(false);
  }
}
