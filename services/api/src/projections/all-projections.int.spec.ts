import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ProjectionRunner } from '@keyledger/event-store';
import { startTestApp, type TestApp } from '../testing/start-test-app.js';
import { allProjections } from './all-projections.js';
import { ProjectionsService } from './projections.service.js';

describe('the projections registry', () => {
  let api: TestApp;
  before(async () => {
    api = await startTestApp('pglite');
  });
  after(async () => api.close());

  it('lists exactly the projections the store runs, as the very definitions it runs', async () => {
    const projections = api.app.get(ProjectionsService);
    const running = (await projections.health()).map((p) => p.name).sort();
    assert.deepEqual(allProjections.map((p) => p.name).sort(), running, 'a projection registered by a feature module is missing from allProjections (or the other way round)');
    // On PGlite every runner is on this thread, so the definitions can be compared: the same objects, not copies.
    for (const projection of allProjections) {
      const runner = projections.runner(projection.name);
      assert.ok(runner instanceof ProjectionRunner);
      assert.equal(runner.projection, projection, projection.name);
    }
  });
});
