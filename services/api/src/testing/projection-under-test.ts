import { after, before } from 'node:test';
import { EventStore, ProjectionRunner, type Database, type Projection } from '@keyledger/event-store';
import type { testDatabaseTargets } from '@keyledger/event-store/testing';
import { allMigrations } from '../database/migrations.js';
import { eventUpcasters } from '../events/event-upcasters.js';

type Target = Awaited<ReturnType<typeof testDatabaseTargets>>[number];

export interface ProjectionUnderTest {
  db: Database;
  store: EventStore;
  runner: ProjectionRunner;
}

/**
 * For a describe block: a migrated database of `target`, its event store and a runner for
 * `projection` with its tables made, opened before the tests and closed after them. The fields
 * are filled in by the time the first test runs.
 */
export function projectionUnderTest(target: Target, projection: Projection): ProjectionUnderTest {
  const opened = {} as ProjectionUnderTest;
  before(async () => {
    opened.db = await target.open(allMigrations);
    opened.store = new EventStore(opened.db.pool, { upcasters: eventUpcasters });
    opened.runner = new ProjectionRunner(opened.store, projection);
    await opened.runner.prepare();
  });
  after(async () => opened.db.close());
  return opened;
}
