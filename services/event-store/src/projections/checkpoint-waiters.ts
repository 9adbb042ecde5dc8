import { compareCheckpoints } from '../read/read-log-batch.js';
import type { LogCheckpoint } from '../types.js';

/** Read-after-write waits on a projection's checkpoint: each resolves once it passes the target, or on timeout. */
export class CheckpointWaiters {
  private readonly waiters = new Set<{ target: LogCheckpoint; resolve: (reached: boolean) => void }>();

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
