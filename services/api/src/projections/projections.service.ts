import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { EventStore, ProjectionRunner, type Database, type Projection, type ProjectionStatus } from '@keyledger/event-store';
import type { Logger } from 'pino';
import { LOGGER } from '../common/logger.token.js';
import { InjectDatabase } from '../database/database.module.js';

export interface ProjectionHealth extends ProjectionStatus {
  /** Events in the log after this projection's checkpoint. */
  lag: number;
}

/**
 * Runs every registered projection from the event log (never from the in-process event bus,
 * which is not durable). Feature modules register their projections while the app is built;
 * the runners start when it has booted and stop, after their batch in progress, at shutdown.
 */
@Injectable()
export class ProjectionsService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly runners = new Map<string, ProjectionRunner>();

  constructor(
    private readonly store: EventStore,
    @Inject(LOGGER) private readonly logger: Logger,
    @InjectDatabase() private readonly db: Database,
  ) {}

  register(projection: Projection): void {
    if (this.runners.has(projection.name)) throw new Error(`Projection ${projection.name} is registered twice`);
    this.runners.set(
      projection.name,
      new ProjectionRunner(this.store, projection, {
        // Embedded PGlite serves one process: local wake-ups reach every runner, LISTEN adds nothing.
        listen: this.db.kind === 'postgres',
        onError: (error, name) => this.logger.error({ err: error, projection: name }, 'projection batch failed'),
      }),
    );
  }

  runner(name: string): ProjectionRunner {
    const runner = this.runners.get(name);
    if (!runner) throw new Error(`No projection named ${name}`);
    return runner;
  }

  async onApplicationBootstrap(): Promise<void> {
    for (const runner of this.runners.values()) await runner.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all([...this.runners.values()].map((runner) => runner.stop()));
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
