import { performance } from 'node:perf_hooks';
import type { TransactionRunner } from '../db/shared-transactions.js';
import type { EventStore } from '../event-store.js';
import { compareCheckpoints } from '../read/read-log-batch.js';
import type { LogCheckpoint } from '../types.js';
import { applyNextBatch, CheckpointMovedError } from './apply-batch.js';
import { advanceCheckpoint, checkpointAt, ensureCheckpoint, loadCheckpoint } from './checkpoint-store.js';
import { CheckpointWaiters } from './checkpoint-waiters.js';
import { projectionContext, type Projection } from './projection.js';
import { LogWakeups, type AppendSignals } from './log-wakeups.js';

export interface ProjectionRunnerOptions {
  batchSize?: number;
  /** How often to look for new events when nothing woke the runner (ms). */
  pollIntervalMs?: number;
  /** LISTEN on the database's kl_events channel (other processes' appends wake this runner). */
  listen?: boolean;
  /**
   * What wakes the runner: by default the store's local appends. A host running several
   * runners passes one LogWakeups (local appends and one shared LISTEN) to all of them.
   */
  wakeups?: AppendSignals;
  /**
   * After a wake-up, wait this long (ms) before reading, so that the appends of a busy moment
   * are applied as one batch (one transaction) instead of one batch each. Default 0.
   */
  coalesceMs?: number;
  /**
   * Runs each batch's transaction. A host running several runners passes one
   * SharedTransactions' run to all of them, so that batches read together commit together.
   * Default: a transaction of its own per batch.
   */
  transaction?: TransactionRunner;
  onError?: (error: unknown, projection: string) => void;
  /** Called with the runner's status whenever its checkpoint or error changes (a worker thread reports it to its host). */
  onProgress?: (status: ProjectionStatus) => void;
}

/** What callers need of a running projection, wherever it runs (this thread or a worker thread). */
export interface RunningProjection {
  status(): ProjectionStatus;
  /** Resolves true once the event at `position` is applied, false if `timeoutMs` passes first. */
  waitForPosition(position: number, timeoutMs: number): Promise<boolean>;
}

export interface ProjectionStatus {
  name: string;
  running: boolean;
  checkpoint: LogCheckpoint;
  eventsApplied: number;
  lastError: string | null;
}

/**
 * Keeps one projection up to date: catches up from its checkpoint, then tails the log, woken
 * by local appends, by NOTIFY from other processes, and by a polling timer as the fallback.
 */
export class ProjectionRunner implements RunningProjection {
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private pendingWake = false;
  /**
   * The runner's next log read must have started after this moment: the latest append signal
   * (it came after that append's commit), or the start or poll that made the runner look. A read
   * another runner started later is shared (EventStore.readLogBatch).
   */
  private freshAfter = 0;
  private checkpoint: LogCheckpoint = { transactionId: '0', position: 0 };
  /**
   * Where the stored checkpoint stands: behind `checkpoint` after batches with nothing for this
   * projection, which move only the one in memory; the next relevant batch, or an idle moment,
   * writes it (a restart in between reads those events again and skips them again).
   */
  private stored: LogCheckpoint = { transactionId: '0', position: 0 };
  private eventsApplied = 0;
  private lastError: string | null = null;
  private unsubscribe: (() => void) | null = null;
  /** The runner's own wake-ups when it LISTENs by itself (`listen` without `wakeups`). */
  private ownWakeups: LogWakeups | null = null;
  private readonly waiters = new CheckpointWaiters();

  constructor(
    private readonly store: EventStore,
    readonly projection: Projection,
    private readonly options: ProjectionRunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 500;
    this.pollIntervalMs = options.pollIntervalMs ?? 100;
  }

  /** Creates the read-model tables and checkpoint row if missing. */
  async prepare(): Promise<void> {
    await this.store.transaction(async (tx) => {
      await this.projection.createTables(projectionContext(tx, 'live'));
      await ensureCheckpoint(tx, this.projection.name);
    });
    const stored = await loadCheckpoint(this.store.pool, this.projection.name);
    this.checkpoint = stored.checkpoint;
    this.stored = stored.checkpoint;
    this.eventsApplied = stored.eventsApplied;
  }

  async start(): Promise<void> {
    if (this.running) return;
    await this.prepare();
    this.running = true;
    let wakeups: AppendSignals = this.options.wakeups ?? this.store;
    if (!this.options.wakeups && this.options.listen) {
      this.ownWakeups = new LogWakeups(this.store, this.store.pool, (error) => this.options.onError?.(error, this.projection.name));
      await this.ownWakeups.start();
      wakeups = this.ownWakeups;
    }
    this.unsubscribe = wakeups.onAppended(() => this.nudge());
    this.freshAfter = performance.now();
    this.loop = this.run();
  }

  /** Stops after the batch in progress (which commits or rolls back whole). */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.unsubscribe?.();
    this.nudge();
    await this.loop;
    await this.storeCheckpoint().catch(() => undefined);
    await this.ownWakeups?.stop();
    this.ownWakeups = null;
    this.waiters.cancelAll();
  }

  /**
   * Applies batches until nothing is left that is safe to read now. Returns the events applied.
   * On a busy server an unrelated open transaction can make "safe now" stop short of the end:
   * use catchUpTo when the caller needs a given event applied.
   */
  async catchUp(): Promise<number> {
    let applied = 0;
    for (;;) {
      applied += await this.runBatch();
      if (this.lastBatchScanned === 0) return applied;
    }
  }

  /** Applies batches until the event at `position` is applied, waiting out open transactions. */
  async catchUpTo(position: number, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await this.hasApplied(position))) {
      await this.runBatch();
      if (this.lastBatchScanned > 0) continue;
      if (Date.now() > deadline) throw new Error(`Projection ${this.projection.name} did not reach position ${position} in ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  status(): ProjectionStatus {
    return {
      name: this.projection.name,
      running: this.running,
      checkpoint: this.checkpoint,
      eventsApplied: this.eventsApplied,
      lastError: this.lastError,
    };
  }

  /**
   * Resolves true once the projection has applied the event at `position` (read-after-write),
   * false if `timeoutMs` passes first.
   */
  waitForPosition(position: number, timeoutMs: number): Promise<boolean> {
    return this.waiters.waitForPosition(this.store.pool, position, timeoutMs, () => this.checkpoint, () => this.nudge());
  }

  private lastBatchScanned = 0;

  private async hasApplied(position: number): Promise<boolean> {
    const target = await checkpointAt(this.store.pool, position);
    if (!target) throw new Error(`No event at position ${position}`);
    return compareCheckpoints(this.checkpoint, target) >= 0;
  }

  /** One batch; a shared log read started after `readStartedAfter` will do (none given: a fresh read). */
  private async runBatch(readStartedAfter?: number): Promise<number> {
    try {
      const outcome = await applyNextBatch(this.store, this.projection, {
        checkpointName: this.projection.name,
        tables: 'live',
        batchSize: this.batchSize,
        from: this.checkpoint,
        stored: this.stored,
        readStartedAfter,
        transaction: this.options.transaction,
      });
      this.lastBatchScanned = outcome.scanned;
      if (outcome.scanned > 0) {
        this.checkpoint = outcome.checkpoint;
        this.stored = outcome.stored;
        this.eventsApplied += outcome.applied;
      }
      const changed = outcome.scanned > 0 || this.lastError !== null;
      this.lastError = null;
      this.releaseWaiters();
      if (changed) this.options.onProgress?.(this.status());
      return outcome.applied;
    } catch (error) {
      this.lastBatchScanned = 0;
      if (error instanceof CheckpointMovedError) {
        await this.reloadCheckpoint(); // moved by a swap or another runner
      } else {
        this.lastError = (error as Error).message;
        this.options.onError?.(error, this.projection.name);
        this.options.onProgress?.(this.status());
      }
      throw error;
    }
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (this.running) {
      try {
        await this.runBatch(this.freshAfter);
        failures = 0;
        // A full batch: more is waiting. A shorter one read everything safe to read; whatever
        // commits after it nudges the runner, so it sleeps instead of reading nothing again.
        if (this.lastBatchScanned >= this.batchSize) continue;
      } catch (error) {
        if (error instanceof CheckpointMovedError) continue;
        failures += 1;
        await this.sleep(Math.min(5_000, this.pollIntervalMs * 2 ** failures));
        continue;
      }
      const woken = await this.sleep(this.pollIntervalMs);
      if (!woken) {
        this.freshAfter = performance.now(); // a poll looks afresh
        // Idle: write a deferred checkpoint move, and notice a checkpoint moved by a rebuild's
        // swap even when no event comes.
        await this.storeCheckpoint()
          .then(() => this.reloadCheckpoint())
          .catch(() => undefined);
      } else if (this.options.coalesceMs) {
        await new Promise((resolve) => setTimeout(resolve, this.options.coalesceMs));
      }
    }
  }

  /** Writes the checkpoint kept in memory ahead of the stored one; a row moved by someone else is reloaded. */
  private async storeCheckpoint(): Promise<void> {
    if (compareCheckpoints(this.stored, this.checkpoint) === 0) return;
    const to = this.checkpoint;
    if (await advanceCheckpoint(this.store.pool, this.projection.name, this.stored, to, 0)) this.stored = to;
    else await this.reloadCheckpoint();
  }

  /**
   * Adopts the stored checkpoint when someone else (a rebuild's swap, another runner) moved it,
   * and the stored count of events applied: a swap on a quiet log leaves the position as it was
   * but may count otherwise (the rebuilt model is a new version, or the old count was wrong).
   */
  private async reloadCheckpoint(): Promise<void> {
    const stored = await loadCheckpoint(this.store.pool, this.projection.name);
    if (compareCheckpoints(stored.checkpoint, this.stored) !== 0 || stored.eventsApplied !== this.eventsApplied) {
      this.checkpoint = stored.checkpoint;
      this.stored = stored.checkpoint;
      this.eventsApplied = stored.eventsApplied;
      this.releaseWaiters();
      this.options.onProgress?.(this.status());
    }
  }

  private releaseWaiters(): void {
    this.waiters.reached(this.checkpoint);
  }

  private nudge(): void {
    this.freshAfter = performance.now();
    if (this.wake) this.wake();
    else this.pendingWake = true;
  }

  /** Resolves true when nudged, false when `ms` passed without a nudge. */
  private sleep(ms: number): Promise<boolean> {
    if (this.pendingWake) {
      this.pendingWake = false;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const self = this;
      const timer = setTimeout(() => finish(false), ms);
      function finish(woken: boolean) {
        clearTimeout(timer);
        self.wake = null;
        resolve(woken);
      }
      this.wake = () => finish(true);
    });
  }
}
