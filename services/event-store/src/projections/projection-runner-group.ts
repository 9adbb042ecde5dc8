import type pg from 'pg';
import { SharedTransactions } from '../db/shared-transactions.js';
import type { EventStore } from '../event-store.js';
import { LogWakeups, type LocalAppendSignals } from './log-wakeups.js';
import type { Projection } from './projection.js';
import { ProjectionRunner, type ProjectionRunnerOptions, type ProjectionStatus } from './projection-runner.js';

export interface ProjectionRunnerGroupOptions {
  /** Where the runners read and write (a store on their own pool, on a server). */
  store: EventStore;
  /** What announces this process's appends at once (the app's store, or a worker's host). */
  localAppends: LocalAppendSignals;
  /** The pool of the shared LISTEN; null: local appends only (PGlite, one process). */
  listenPool: pg.Pool | null;
  runner?: Pick<ProjectionRunnerOptions, 'batchSize' | 'pollIntervalMs' | 'coalesceMs' | 'onError' | 'onProgress'>;
  onListenError?: (error: unknown) => void;
}

/**
 * The runners of one thread: one LogWakeups (local appends and ONE shared LISTEN) and one
 * SharedTransactions (the batches of one turn commit together) for all of them.
 */
export class ProjectionRunnerGroup {
  private readonly runners = new Map<string, ProjectionRunner>();
  private readonly wakeups: LogWakeups;
  private readonly batches: SharedTransactions;

  constructor(private readonly options: ProjectionRunnerGroupOptions) {
    this.wakeups = new LogWakeups(options.localAppends, options.listenPool, options.onListenError);
    this.batches = new SharedTransactions(options.store.pool);
  }

  add(projection: Projection): void {
    if (this.runners.has(projection.name)) throw new Error(`Projection ${projection.name} is given twice`);
    this.runners.set(
      projection.name,
      new ProjectionRunner(this.options.store, projection, { ...this.options.runner, wakeups: this.wakeups, transaction: (work) => this.batches.run(work) }),
    );
  }

  has(name: string): boolean {
    return this.runners.has(name);
  }

  runner(name: string): ProjectionRunner | undefined {
    return this.runners.get(name);
  }

  statuses(): ProjectionStatus[] {
    return [...this.runners.values()].map((runner) => runner.status());
  }

  /** Batch transactions committed and the projection batches they carried. */
  batchStats(): { transactions: number; units: number } {
    return this.batches.stats();
  }

  async start(): Promise<void> {
    await this.wakeups.start();
    for (const runner of this.runners.values()) await runner.start();
  }

  /** Stops every runner after its batch in progress, with its checkpoint stored. */
  async stop(): Promise<void> {
    await Promise.all([...this.runners.values()].map((runner) => runner.stop()));
    await this.wakeups.stop();
  }
}
