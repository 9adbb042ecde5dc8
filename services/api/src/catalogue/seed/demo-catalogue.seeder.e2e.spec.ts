import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { EventStore } from '@keyledger/event-store';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { catalogueCaughtUp } from '../testing/list-test-games.js';
import { DEMO_CATALOGUE_SIZE } from './demo-catalogue-plan.js';
import { DemoCatalogueSeeder } from './demo-catalogue.seeder.js';

for (const target of await apiTestTargets()) {
  describe(`the demo catalogue (SEED_DEMO) on ${target}`, () => {
    let api: TestApp;
    before(async () => {
      api = await startTestApp(target, { SEED_DEMO: 'true' });
      await catalogueCaughtUp(api.app);
    });
    after(async () => api.close());

    const eventCount = async () => Number((await api.app.get(EventStore).pool.query('SELECT count(*) AS n FROM events')).rows[0].n);

    it('lists at least 150 games with keys through the handlers, some on sale, one featured, the hero game among them', async () => {
      const all = await api.call('GET', 'store/games/get-all?limit=100');
      assert.equal(all.body.total, DEMO_CATALOGUE_SIZE);
      assert.ok(DEMO_CATALOGUE_SIZE >= 150);
      const games = all.body.games as Array<{ copies: number; discount: number }>;
      assert.ok(games.every((g) => g.copies >= 5));
      assert.ok(games.some((g) => g.discount > 0));
      const hero = await api.call('GET', 'store/games/get?id=1877');
      assert.equal(hero.body.gameData.slug, 'cyber-punk');
      const featured = await api.call('GET', 'store/get-featured');
      assert.equal(featured.body.game.isFeatured, true);
      const keys = await api.app.get(EventStore).pool.query('SELECT count(DISTINCT game_id) AS games FROM game_keys');
      assert.equal(Number(keys.rows[0].games), DEMO_CATALOGUE_SIZE);
    });

    it('creates the demo promo codes once', async () => {
      const promos = await api.app.get(EventStore).pool.query("SELECT count(*) AS n FROM events WHERE event_type = 'PromoCreated'");
      assert.equal(Number(promos.rows[0].n), 2);
    });

    it('adds nothing when it runs again (a restart)', async () => {
      const before = await eventCount();
      await api.app.get(DemoCatalogueSeeder).seed();
      assert.equal(await eventCount(), before);
    });
  });
}
