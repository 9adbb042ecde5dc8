import { Worker } from 'node:worker_threads';
import type { EventStore } from '../../event-store.js';
import { CheckpointWaiters } from '../checkpoint-waiters.js';
import type { ProjectionStatus, RunningProjection } from '../projection-runner.js';
import type { CodecSource, ProjectionSource } from './projection-source.js';
import type { BatchTransactionStats, FromProjectionWorker, ProjectionWorkerData, ToProjectionWorker } from './worker-messages.js';

export interface ProjectionWorkerOptions {
  /** A Database's connection string (session settings included); a PostgreSQL server, not PGlite. */
  connectionString: string;
  poolSize: number;
  projections: Array<{ name: string; source: ProjectionSource }>;
  /** Where the host store's upcasters are exported (see projectionSource): the worker's store reads with them too. */
  upcasters?: ProjectionSource;
  /** Where the host store's codec is made (see CodecSource): the worker's store opens events with it too. */
  codec?: CodecSource;
  runner?: ProjectionWorkerData['runner'];
  /** A projection's failed batch (projection named), or the worker's own trouble (null). */
  onError?: (error: Error, projection: string | null) => void;
  /** Wait before a worker that ended unexpectedly is started again (ms). */
  restartDelayMs?: number;
}

const STOP_TIMEOUT_MS = 15_000;

/** The host's view of a projection the worker runs: its last reported status, and read-after-write waits on it. */
class RemoteProjection implements RunningProjection {
  private current: ProjectionStatus;
  private readonly waiters = new CheckpointWaiters();

  constructor(
    name: string,
    private readonly store: EventStore,
    private readonly nudge: () => void,
  ) {
    this.current = { name, running: false, checkpoint: { transactionId: '0', position: 0 }, eventsApplied: 0, lastError: null };
  }

  status(): ProjectionStatus {
    return this.current;
  }

  update(status: ProjectionStatus): void {
    this.current = status;
    this.waiters.reached(status.checkpoint);
  }

  stopped(lastError: string | null): void {
    this.current = { ...this.current, running: false, lastError: lastError ?? this.current.lastError };
  }

  waitForPosition(position: number, timeoutMs: number): Promise<boolean> {
    return this.waiters.waitForPosition(this.store.pool, position, timeoutMs, () => this.current.checkpoint, this.nudge);
  }

  cancelWaits(): void {
    this.waiters.cancelAll();
  }
}

/**
 * Runs projections in a worker thread of their own, on a pool of their own: reading the log,
 * applying batches and parsing rows then never take turns with requests on the host's event loop.
 * The host keeps a mirror of each projection's status (health, read-after-write waits, caches
 * keyed on a checkpoint) from the worker's reports, and forwards its store's appends as wake-ups.
 *
 * A worker that ends unexpectedly is started again after `restartDelayMs`; its runners resume
 * from their stored checkpoints. For a PostgreSQL server: embedded PGlite has one connection,
 * which only the host's thread can use.
 */
export class ProjectionWorker {
  private readonly mirrors = new Map<string, RemoteProjection>();
  private worker: Worker | null = null;
  private running = false;
  private batches: BatchTransactionStats = { transactions: 0, units: 0 };
  /** Batch transactions of workers that have ended (a restarted worker counts from zero). */
  private earlierBatches: BatchTransactionStats = { transactions: 0, units: 0 };
  private unsubscribe: (() => void) | null = null;
  private restartTimer: NodeJS.Timeout | null = null;
  private starts = 0;

  constructor(
    private readonly store: EventStore,
    private readonly options: ProjectionWorkerOptions,
  ) {
    for (const { name } of options.projections) {
      if (this.mirrors.has(name)) throw new Error(`Projection ${name} is given twice`);
      this.mirrors.set(name, new RemoteProjection(name, store, () => this.send({ type: 'appended' })));
    }
  }

  /** Starts the worker; resolves once every runner has started (rejects if the first start fails). */
  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.unsubscribe = this.store.onAppended(() => this.send({ type: 'appended' }));
    try {
      await this.spawn();
    } catch (error) {
      this.running = false;
      this.unsubscribe();
      this.unsubscribe = null;
      throw error;
    }
  }

  runner(name: string): RunningProjection | undefined {
    return this.mirrors.get(name);
  }

  statuses(): ProjectionStatus[] {
    return [...this.mirrors.values()].map((mirror) => mirror.status());
  }

  /** Batch transactions the worker committed and the projection batches they carried. */
  batchStats(): BatchTransactionStats {
    return { transactions: this.earlierBatches.transactions + this.batches.transactions, units: this.earlierBatches.units + this.batches.units };
  }

  /** How many times a worker thread was started (1 unless one ended unexpectedly). */
  get workerStarts(): number {
    return this.starts;
  }

  /** The running worker thread (tests end it to see it restarted). */
  get thread(): Worker | null {
    return this.worker;
  }

  /** Stops the runners after their batches in progress, with their checkpoints stored. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    const worker = this.worker;
    if (worker) {
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      this.send({ type: 'stop' });
      const timeout = setTimeout(() => void worker.terminate(), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timeout);
    }
    for (const mirror of this.mirrors.values()) mirror.cancelWaits();
  }

  private send(message: ToProjectionWorker): void {
    this.worker?.postMessage(message);
  }

  private spawn(): Promise<void> {
    this.starts += 1;
    const data: ProjectionWorkerData = {
      connectionString: this.options.connectionString,
      poolSize: this.options.poolSize,
      projections: this.options.projections,
      ...(this.options.upcasters ? { upcasters: this.options.upcasters } : {}),
      ...(this.options.codec ? { codec: this.options.codec } : {}),
      runner: this.options.runner ?? {},
      notifierId: this.store.notifierId,
    };
    const worker = new Worker(new URL('./projection-worker.js', import.meta.url), { workerData: data });
    this.worker = worker;
    return new Promise<void>((resolve, reject) => {
      let started = false;
      /** Why a worker that has not started failed: given when its thread has ended. */
      let startFailure: Error | null = null;
      worker.on('message', (message: FromProjectionWorker) => {
        switch (message.type) {
          case 'started':
          case 'stopped':
            message.statuses.forEach((status) => this.mirrors.get(status.name)?.update(status));
            if (message.type === 'started') {
              started = true;
              resolve();
            }
            break;
          case 'progress':
            this.batches = message.batches;
            this.mirrors.get(message.status.name)?.update(message.status);
            break;
          case 'error': {
            const error = Object.assign(new Error(message.message), { stack: message.stack });
            if (!started && message.projection === null) startFailure ??= error;
            this.options.onError?.(error, message.projection);
            break;
          }
        }
      });
      worker.on('error', (error) => {
        if (!started) startFailure ??= error;
        this.options.onError?.(error, null);
      });
      worker.on('exit', (code) => {
        if (this.worker === worker) this.worker = null;
        this.earlierBatches = this.batchStats();
        this.batches = { transactions: 0, units: 0 };
        const unexpected = this.running ? `projection worker ended (exit code ${code})` : null;
        for (const mirror of this.mirrors.values()) mirror.stopped(unexpected);
        if (!started) reject(startFailure ?? new Error(`projection worker ended before it started (exit code ${code})`));
        else if (this.running) this.scheduleRestart(new Error(unexpected!));
      });
    });
  }

  private scheduleRestart(reason: Error): void {
    this.options.onError?.(reason, null);
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      if (!this.running) return;
      this.spawn().catch((error: Error) => this.scheduleRestart(error));
    }, this.options.restartDelayMs ?? 1_000);
    this.restartTimer.unref();
  }
}
