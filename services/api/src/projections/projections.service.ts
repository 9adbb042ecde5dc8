import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { EventStore, LogWakeups, ProjectionRunner, SharedTransactions, type Database, type Projection, type ProjectionStatus } from '@keyledger/event-store';
import type { Logger } from 'pino';
import { LOGGER } from '../common/logger.token.js';
import { InjectDatabase } from '../database/database.module.js';

export interface ProjectionHealth extends ProjectionStatus {
  /** Events in the log after this projection's checkpoint. */
  lag: number;
}

/**
 * After a wake-up a runner reads at once: appends that land while it works wake it again and are
 * read together when it is done, and runners woken by the same append share one log read (see
 * EventStore.readLogBatch). A 10 ms window used to be waited out first, from when every checkout
 * was its own transaction; now that checkouts commit in batches it only added lag.
 */
const COALESCE_MS = 0;
/** The runners' own pool on a server: the registered projections (four today) and the LISTEN. */
const RUNNER_POOL_SIZE = 8;

/**
 * Runs every registered projection from the event log (never from the in-process event bus,
 * which is not durable). Feature modules register their projections while the app is built;
 * the runners start when it has booted and stop, after their batch in progress, at shutdown.
 *
 * On a PostgreSQL server the runners have a small pool of their own (one connection each, plus
 * the one LISTEN connection they share), so read models keep up while requests queue for the
 * main pool. Embedded PGlite has one connection for everything, and no other process to hear.
 */
@Injectable()
export class ProjectionsService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly runners = new Map<string, ProjectionRunner>();
  private readonly runnerStore: EventStore;
  private readonly wakeups: LogWakeups;
  /** The runners' batches read together commit in one transaction (one commit instead of one per projection). */
  private readonly batches: SharedTransactions;

  constructor(
    private readonly store: EventStore,
    @Inject(LOGGER) private readonly logger: Logger,
    @InjectDatabase() db: Database,
  ) {
    const server = db.kind === 'postgres';
    // Connections are opened on demand: one per runner at most, plus the shared LISTEN.
    const pool = server ? db.extraPool(RUNNER_POOL_SIZE) : store.pool;
    this.runnerStore = server ? new EventStore(pool) : store;
    this.batches = new SharedTransactions(pool);
    this.wakeups = new LogWakeups(store, server ? pool : null, (error) => logger.warn({ err: error }, 'projection wake-ups: LISTEN failed, polling'));
  }

  register(projection: Projection): void {
    if (this.runners.has(projection.name)) throw new Error(`Projection ${projection.name} is registered twice`);
    this.runners.set(
      projection.name,
      new ProjectionRunner(this.runnerStore, projection, {
        wakeups: this.wakeups,
        coalesceMs: COALESCE_MS,
        transaction: (work) => this.batches.run(work),
        onError: (error, name) => this.logger.error({ err: error, projection: name }, 'projection batch failed'),
      }),
    );
  }

  /** Batch transactions committed and the projection batches they carried (benchmarks report batches per transaction). */
  batchStats(): { transactions: number; units: number } {
    return this.batches.stats();
  }

  runner(name: string): ProjectionRunner {
    const runner = this.runners.get(name);
    if (!runner) throw new Error(`No projection named ${name}`);
    return runner;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.wakeups.start();
    for (const runner of this.runners.values()) await runner.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all([...this.runners.values()].map((runner) => runner.stop()));
    await this.wakeups.stop();
  }

  async health(): Promise<ProjectionHealth[]> {
    const head = await this.store.pool.query<{ position: string | null }>('SELECT max(global_position) AS position FROM events');
    const headPosition = Number(head.rows[0]?.position ?? 0);
    return [...this.runners.values()].map((runner) => {
      const status = runner.status();
      return { ...status, lag: Math.max(0, headPosition - status.checkpoint.position) };
    });
  }
}
