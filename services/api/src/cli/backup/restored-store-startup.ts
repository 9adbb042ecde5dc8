import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { EventStore, logEndPosition } from '@keyledger/event-store';
import { AppModule } from '../../app.module.js';
import { createLogger, NestPinoLogger } from '../../common/logger.js';
import { loadConfig } from '../../config/load-config.js';
import { allProjections } from '../../projections/all-projections.js';
import { ProjectionsService } from '../../projections/projections.service.js';

/** How long the read models get to apply what the start-up appended before the restore reports them behind. */
const CATCH_UP_MS = 120_000;

export interface RestoredStoreStartup<T> {
  /** What `work` returned. */
  result: T;
  /** Projections still behind the log's head when the application stopped (they catch up when the store starts). */
  behind: string[];
}

/**
 * Starts the store's application once on the restored database, as the store would start on it
 * but without HTTP: its migrations run (a backup of an older version gets the tables it lacks),
 * its projections start, `work` runs with the application's providers, then the projections get
 * to catch up and the application stops. The demo data is never seeded into a restored store.
 * Log lines go to stderr (LOG_LEVEL, default warn).
 */
export async function withRestoredStoreStarted<T>(env: NodeJS.ProcessEnv, work: (app: INestApplicationContext) => Promise<T>): Promise<RestoredStoreStartup<T>> {
  const config = loadConfig({ LOG_LEVEL: 'warn', ...env, SEED_DEMO: 'false' });
  const logger = createLogger(config.logLevel, process.stderr);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config, logger), { logger: new NestPinoLogger(logger) });
  try {
    await app.init();
    const result = await work(app);
    const head = await logEndPosition(app.get(EventStore).pool);
    const projections = app.get(ProjectionsService);
    const caughtUp = await Promise.all(allProjections.map((projection) => projections.runner(projection.name).waitForPosition(head, CATCH_UP_MS)));
    return { result, behind: allProjections.filter((_, i) => !caughtUp[i]).map((projection) => projection.name) };
  } finally {
    await app.close();
  }
}
