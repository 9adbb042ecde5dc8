import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CommandBus } from '@nestjs/cqrs';
import { EventStore, reconcileProjection, logEndPosition } from '@keyledger/event-store';
import { catalogueProjection } from '../../catalogue/projections/catalogue.projection.js';
import { promoCodesProjection } from '../../promo/projections/promo-codes.projection.js';
import { ProjectionsService } from '../../projections/projections.service.js';
import { inventoryProjection } from '../projections/inventory.projection.js';
import { orderHistoryProjection } from '../../purchases/projections/order-history.projection.js';
import { ListGameCommand } from '../../catalogue/commands/list-game.command.js';
import { TEST_ADMIN } from '../../catalogue/testing/list-test-games.js';
import { CreatePromoCommand } from '../../promo/commands/promo-commands.js';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { createTestShoppers, type TestShopper } from '../testing/test-shoppers.js';

const LAST_KEYS_GAME = 1022; // 50 keys, 200 buyers
const PROMO_GAME = 1034; // plenty of keys, a promo with 10 uses
const keys = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${i}`);

for (const target of await apiTestTargets()) {
  describe(`buyers racing on ${target}`, () => {
    let api: TestApp;
    let store: EventStore;
    let shoppers: TestShopper[];

    before(async () => {
      api = await startTestApp(target);
      store = api.app.get(EventStore);
      const commands = api.app.get(CommandBus);
      await commands.execute(new ListGameCommand(LAST_KEYS_GAME, 999, keys('LAST', 50), TEST_ADMIN));
      await commands.execute(new ListGameCommand(PROMO_GAME, 1000, keys('PROMO', 150), TEST_ADMIN));
      await commands.execute(
        new CreatePromoCommand(
          { code: 'TENONLY', discountType: 'percentage', discountValue: 50, maxUses: 10, expiresAt: new Date(Date.now() + 86_400_000).toISOString(), isActive: true, description: '' },
          TEST_ADMIN,
        ),
      );
      shoppers = await createTestShoppers(api.app, 200, 100_00);
    });
    after(async () => api.close());

    const buy = (shopper: TestShopper, gameId: number, promoCode?: string) =>
      api.call('POST', 'order/create-order', {
        token: shopper.token,
        body: { userId: shopper.userId, games: [{ gameId, quantity: 1 }], paymentMethod: 'wallet', ...(promoCode ? { promoCode } : {}) },
      });

    it('200 buyers of the last 50 keys at once: exactly 50 orders, 50 distinct keys, 150 out-of-stock answers, debits equal order totals', async () => {
      const answers = await Promise.all(shoppers.map((shopper) => buy(shopper, LAST_KEYS_GAME)));
      const won = answers.filter((a) => a.status === 201);
      const lost = answers.filter((a) => a.status !== 201);
      assert.equal(won.length, 50);
      assert.equal(lost.length, 150);
      for (const answer of lost) {
        assert.equal(answer.status, 409);
        assert.match(answer.body.message, /is out of stock$/);
      }
      const deliveredKeyIds = won.flatMap((a) => a.body.data.order.games[0].gameKeys.map((k: { id: string }) => k.id));
      assert.equal(new Set(deliveredKeyIds).size, 50);

      const events = await store.pool.query<{ event_type: string; data: { totalCents?: number; amountCents?: number; deliveries?: Array<{ keyIds: string[] }> } }>(
        "SELECT event_type, data FROM events WHERE event_type IN ('OrderPlaced', 'WalletDebited', 'KeysDelivered')",
      );
      const of = (type: string) => events.rows.filter((row) => row.event_type === type);
      assert.equal(of('OrderPlaced').length, 50);
      const orderTotals = of('OrderPlaced').reduce((sum, row) => sum + row.data.totalCents!, 0);
      const debits = of('WalletDebited').reduce((sum, row) => sum + row.data.amountCents!, 0);
      assert.equal(debits, orderTotals);
      const loggedKeyIds = of('KeysDelivered').flatMap((row) => row.data.deliveries!.flatMap((d) => d.keyIds));
      assert.equal(new Set(loggedKeyIds).size, loggedKeyIds.length, 'no key delivered twice');
      const sold = await store.pool.query("SELECT count(*) AS n FROM game_keys WHERE game_id = $1 AND status = 'sold'", [LAST_KEYS_GAME]);
      assert.equal(Number(sold.rows[0].n), 50);
      // The losers were not charged.
      const loserIds = new Set(shoppers.filter((_, i) => answers[i]!.status !== 201).map((s) => s.userId));
      const charged = await store.pool.query("SELECT DISTINCT stream_id FROM events WHERE event_type = 'WalletDebited'");
      assert.equal(charged.rows.filter((row) => loserIds.has(row.stream_id.replace('wallet-', ''))).length, 0);
    });

    it('100 shoppers redeeming a promo with 10 uses at once: exactly 10 redemptions', async () => {
      const answers = await Promise.all(shoppers.slice(0, 100).map((shopper) => buy(shopper, PROMO_GAME, 'TENONLY')));
      const won = answers.filter((a) => a.status === 201);
      assert.equal(won.length, 10);
      for (const answer of won) assert.equal(answer.body.data.order.promoDiscount, 5);
      for (const answer of answers.filter((a) => a.status !== 201)) {
        assert.equal(answer.status, 409);
        assert.equal(answer.body.message, 'This promo code has reached its usage limit');
      }
      const redeemed = await store.pool.query("SELECT count(*) AS n FROM events WHERE event_type = 'PromoRedeemed'");
      assert.equal(Number(redeemed.rows[0].n), 10);
    });

    it('the read models built live under that load equal a replay of the log (no event skipped or applied twice)', async () => {
      const head = await logEndPosition(store.pool);
      const projections = api.app.get(ProjectionsService);
      for (const projection of [catalogueProjection, inventoryProjection, orderHistoryProjection, promoCodesProjection]) {
        assert.equal(await projections.runner(projection.name).waitForPosition(head, 20_000), true, projection.name);
        const report = await reconcileProjection(store, projection);
        assert.deepEqual(report.differences, [], projection.name);
        assert.equal(report.ok, true, projection.name);
      }
      const copies = await api.call('GET', `store/games/get?id=${LAST_KEYS_GAME}`);
      assert.equal(copies.body.gameData.copies, 0);
      const purchases = await store.pool.query('SELECT count(*) AS n, sum(total_cents) AS total FROM order_history');
      assert.equal(Number(purchases.rows[0].n), 60);
    });
  });
}
