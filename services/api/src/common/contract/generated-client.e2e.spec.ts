import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { createApiClient } from '@keyledger/api-client';
import { listTestGames } from '../../catalogue/testing/list-test-games.js';
import { createTestShoppers, type TestShopper } from '../../ordering/testing/test-shoppers.js';
import { startTestApp, type TestApp } from '../../testing/start-test-app.js';

const GAME = 1877; // Cyber Punk, in the bundled game database

/**
 * The client generated from docs/openapi.json (services/api-client: openapi-typescript types,
 * openapi-fetch calls) against the real API: what compiles against the document works on the
 * server. A shape the document got wrong fails here, or fails to compile.
 */
describe('the TypeScript client generated from the OpenAPI document', () => {
  let api: TestApp;
  let shopper: TestShopper;

  before(async () => {
    api = await startTestApp('pglite');
    await listTestGames(api.app, [{ gameId: GAME, priceCents: 5999, discountPercent: 10, keys: 3 }]);
    [shopper] = (await createTestShoppers(api.app, 1, 200_00)) as [TestShopper];
  });
  after(async () => api.close());

  it('browses, buys with the wallet and reads the inventory, typed end to end', async () => {
    const guest = createApiClient(api.baseUrl);
    const page = await guest.GET('/store/games/get-all', { params: { query: { sortBy: 'rating', limit: '10' } } });
    assert.equal(page.response.status, 200);
    const game = page.data!.games.find((g) => g.id === GAME)!;
    assert.equal(game.discountedPrice, 53.99);

    const client = createApiClient(api.baseUrl, shopper.token);
    const placed = await client.POST('/order/create-order', {
      params: { header: { 'Idempotency-Key': randomUUID() } },
      body: { userId: shopper.userId, games: [{ gameId: GAME, quantity: 1 }], paymentMethod: 'wallet' },
    });
    assert.equal(placed.response.status, 201);
    const order = placed.data!.data.order;
    assert.equal(order.totalAmount, 58.31); // 53.99 + 8% tax
    assert.equal(placed.data!.data.wallet?.balance, 141.69);

    const inventory = await client.GET('/inventory/{userId}', { params: { path: { userId: shopper.userId }, query: { position: String(placed.data!.position) } } });
    assert.equal(inventory.response.status, 200);
    assert.deepEqual(
      inventory.data!.inventory.map((o) => [o.orderId, o.games[0]?.gameKeys.length]),
      [[order.orderId, 1]],
    );
  });

  it('gets the problem details of a refusal as the document types them', async () => {
    const client = createApiClient(api.baseUrl, shopper.token);
    const refused = await client.POST('/order/create-order', { body: { userId: shopper.userId, games: [], paymentMethod: 'wallet' } });
    assert.equal(refused.response.status, 400);
    assert.equal(refused.error?.message, 'Your cart is empty');
    assert.deepEqual(refused.error?.errors, [{ field: 'games', message: 'Your cart is empty' }]);
  });
});
