import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { CommandBus } from '@nestjs/cqrs';
import { EventStore } from '@keyledger/event-store';
import { recordClientSessions, roundTrips } from '@keyledger/event-store/testing';
import { ListGameCommand } from '../../catalogue/commands/list-game.command.js';
import { TEST_ADMIN } from '../../catalogue/testing/list-test-games.js';
import { ConflictError } from '../../common/app-errors.js';
import { CreatePromoCommand } from '../../promo/commands/promo-commands.js';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { createTestShoppers, type TestShopper } from '../testing/test-shoppers.js';
import { CheckoutBatcher } from './checkout-batcher.js';
import { checkoutCart, OrderPlacement, type OrderEntry, type OrderPayment } from './order-placement.js';
import { walletPayment } from './wallet-payment.js';
import { AdjustWalletCommand } from '../../wallet/commands/adjust-wallet.command.js';

const GAME = 1011; // listed here at $10.00 with 5 keys
const OTHER_GAME = 1022; // listed here at $10.00 with plenty of keys
const GAME_WITH_STOCK = 1034; // listed here at $10.00 with plenty of keys
const keys = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${randomUUID()}-${i}`);

for (const target of await apiTestTargets()) {
  describe(`checkouts placed together on ${target}`, () => {
    let api: TestApp;
    let store: EventStore;
    let placement: OrderPlacement;
    let batcher: CheckoutBatcher;

    before(async () => {
      api = await startTestApp(target);
      store = api.app.get(EventStore);
      placement = api.app.get(OrderPlacement);
      batcher = api.app.get(CheckoutBatcher);
      const commands = api.app.get(CommandBus);
      await commands.execute(new ListGameCommand(GAME, 1000, keys('FIVE', 5), TEST_ADMIN));
      await commands.execute(new ListGameCommand(OTHER_GAME, 1000, keys('MANY', 40), TEST_ADMIN));
      await commands.execute(new ListGameCommand(GAME_WITH_STOCK, 1000, keys('STOCK', 10), TEST_ADMIN));
      await commands.execute(
        new CreatePromoCommand(
          { code: 'TWOUSES', discountType: 'percentage', discountValue: 10, maxUses: 2, expiresAt: new Date(Date.now() + 86_400_000).toISOString(), isActive: true, description: '' },
          TEST_ADMIN,
        ),
      );
      await commands.execute(
        new CreatePromoCommand(
          { code: 'MANYUSES', discountType: 'fixed', discountValue: 1, maxUses: 100, expiresAt: new Date(Date.now() + 86_400_000).toISOString(), isActive: true, description: '' },
          TEST_ADMIN,
        ),
      );
    });
    after(async () => api.close());

    const entry = (shopper: TestShopper, gameId: number, quantity = 1, promoCode: string | null = null, orderId = randomUUID()): OrderEntry => ({
      order: { orderId, userId: shopper.userId, cart: checkoutCart([{ gameId, quantity }], promoCode), actor: { id: shopper.userId, role: 'customer' } },
      payment: walletPayment(shopper.userId, orderId),
    });
    const eventCount = async (type: string, orderIds: string[]) =>
      Number((await store.pool.query<{ n: string }>("SELECT count(*) AS n FROM events WHERE event_type = $1 AND data->>'orderId' = ANY ($2::text[])", [type, orderIds])).rows[0]!.n);

    it('decides the orders of one transaction in turn: one wallet pays until it is empty, a promo stops at its limit, stock runs out, a repeated order id is answered again', async () => {
      const [rich, poor, third] = await createTestShoppers(api.app, 3, 0);
      await api.app.get(CommandBus).execute(new AdjustWalletCommand(rich!.userId, 'add', 100_00, 'test', TEST_ADMIN));
      await api.app.get(CommandBus).execute(new AdjustWalletCommand(poor!.userId, 'add', 21_60, 'test', TEST_ADMIN)); // two $10.80 orders
      await api.app.get(CommandBus).execute(new AdjustWalletCommand(third!.userId, 'add', 100_00, 'test', TEST_ADMIN));

      const repeatedId = randomUUID();
      const entries = [
        entry(poor!, OTHER_GAME), // $10.80
        entry(poor!, OTHER_GAME), // $10.80: the wallet is now empty
        entry(poor!, OTHER_GAME), // refused: insufficient funds
        entry(rich!, GAME, 4, 'TWOUSES'), // 4 of 5 keys, first promo use
        entry(third!, GAME, 2, 'TWOUSES'), // refused: only 1 key left (and its promo use is not spent)
        entry(third!, GAME, 1, 'TWOUSES'), // the last key, second promo use
        entry(rich!, OTHER_GAME, 1, 'TWOUSES'), // refused: the promo is used up
        entry(rich!, OTHER_GAME, 1, null, repeatedId),
        entry(rich!, OTHER_GAME, 1, null, repeatedId), // the same order again: answered, not placed twice
      ];
      const outcomes = await placement.placeAll(entries);

      const refusals = outcomes.map((o) => (o.error instanceof ConflictError ? o.error.message : null));
      assert.deepEqual(outcomes.map((o) => (o.error === undefined ? (o.placement!.replayed ? 'replayed' : 'placed') : 'refused')), [
        'placed', 'placed', 'refused', 'placed', 'refused', 'placed', 'refused', 'placed', 'replayed',
      ]);
      assert.match(refusals[2]!, /^Insufficient funds\. Your wallet balance \(\$0\.00\) is less than the total \(\$10\.80\)$/);
      assert.equal(refusals[4], 'Only 1 key of Millbrook left');
      assert.equal(refusals[6], 'This promo code has reached its usage limit');
      assert.equal(outcomes[1]!.placement!.order.walletBalanceCents, 0);
      assert.deepEqual(outcomes[8]!.placement!.order.keys, outcomes[7]!.placement!.order.keys);

      const placedIds = entries.map((e) => e.order.orderId);
      assert.equal(await eventCount('OrderPlaced', placedIds), 5, 'five orders, the repeated one once');
      assert.equal(await eventCount('PromoRedeemed', placedIds), 2);
      const sold = await store.pool.query<{ order_id: string }>('SELECT order_id FROM game_keys WHERE game_id = $1 AND status = $2', [GAME, 'sold']);
      assert.equal(sold.rows.length, 5);
      assert.deepEqual(new Set(sold.rows.map((r) => r.order_id)), new Set([entries[3]!.order.orderId, entries[5]!.order.orderId]));
      const positions = outcomes.filter((o) => o.placement && !o.placement.replayed).map((o) => o.placement!.order.position);
      assert.equal(new Set(positions).size, 1, 'one transaction: one position to wait for');
    });

    it('orders that arrive together share a transaction, and each still gets its own answer', async () => {
      const shoppers = await createTestShoppers(api.app, 12, 50_00);
      const before = batcher.stats();
      const answers = await Promise.allSettled(shoppers.map((shopper) => batcher.place(entry(shopper, OTHER_GAME))));
      assert.equal(answers.filter((a) => a.status === 'fulfilled').length, 12);
      const after = batcher.stats();
      assert.equal(after.orders - before.orders, 12);
      assert.ok(after.transactions - before.transactions < 12, `12 orders in ${after.transactions - before.transactions} transactions`);
    });

    // The server only: the embedded database has one connection, so its transactions never overlap.
    const concurrentOnly = target === 'postgres' ? it : () => undefined;
    concurrentOnly("starts a second transaction only with orders on streams the first does not hold; the others wait for it, in arrival order", async () => {
      const [first, second, third, fourth] = await createTestShoppers(api.app, 4, 50_00);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const held = entry(first!, OTHER_GAME);
      const wallet = held.payment;
      // Holds its transaction open (with the locks of OTHER_GAME and the first wallet) until released.
      const blocking: OrderPayment = { reads: wallet.reads, settle: async (tx, price, reads) => (await gate, wallet.settle(tx, price, reads)) };
      const settled: string[] = [];
      const track = (name: string, placing: Promise<unknown>) => placing.then(() => settled.push(name));

      const a = track('a', batcher.place({ ...held, payment: blocking }));
      await new Promise((resolve) => setTimeout(resolve, 50)); // a's transaction is in flight
      const b = track('b', batcher.place(entry(second!, OTHER_GAME))); // the same game: waits for a
      const c = track('c', batcher.place(entry(third!, GAME_WITH_STOCK))); // nothing in common: goes beside a
      const d = track('d', batcher.place(entry(fourth!, OTHER_GAME))); // behind b
      try {
        const waitedForA = new Promise((_, reject) => setTimeout(() => reject(new Error('c waited for a')), 5_000).unref());
        await Promise.race([c, waitedForA]);
        assert.deepEqual(settled, ['c'], 'c was placed while a held its transaction open; b and d were not sent to wait on its locks');
      } finally {
        release();
      }
      await Promise.all([a, b, c, d]);
      assert.deepEqual(settled, ['c', 'a', 'b', 'd']);
    });

    it('when a transaction commits, the orders that waited for it start the next one before its answers are given', async () => {
      const [first, second] = await createTestShoppers(api.app, 2, 50_00);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const held = entry(first!, OTHER_GAME);
      const wallet = held.payment;
      const blocking: OrderPayment = { reads: wallet.reads, settle: async (tx, price, reads) => (await gate, wallet.settle(tx, price, reads)) };
      const before = batcher.stats();
      const a = batcher.place({ ...held, payment: blocking });
      await new Promise((resolve) => setTimeout(resolve, 50)); // a's transaction is in flight
      const b = batcher.place(entry(second!, OTHER_GAME)); // the same game: waits for a's transaction
      await new Promise((resolve) => setTimeout(resolve, 20));
      assert.equal(batcher.stats().started - before.started, 1, 'b waits while a holds the game');
      release();
      const startedWhenAnswered = await a.then(() => batcher.stats().started - before.started);
      assert.equal(startedWhenAnswered, 2, "b's transaction had started when a was answered");
      await b;
      assert.equal(batcher.stats().transactions - before.transactions, 2);
    });

    it('a transaction of orders takes three round trips to the database, however many orders it carries', async () => {
      const shoppers = await createTestShoppers(api.app, 6, 50_00);
      const recorder = recordClientSessions(store.pool);
      let outcomes;
      try {
        outcomes = await placement.placeAll(shoppers.map((shopper, i) => entry(shopper, i % 2 === 0 ? OTHER_GAME : GAME_WITH_STOCK, 1, i === 0 ? 'MANYUSES' : null)));
      } finally {
        recorder.stop();
      }
      assert.deepEqual(outcomes.map((o) => o.error), Array(6).fill(undefined));
      // On a server these are prepared statements: after a connection's first use only their names are sent.
      const [checkout] = recorder.sessions.filter((s) => /pg_advisory_xact_lock|kl_acquire_stream_locks/.test(s.sent) && /UPDATE game_keys|kl_mark_keys_sold/.test(s.sent));
      assert.ok(checkout, 'the checkout transaction was recorded');
      // BEGIN, the locks, the stream reads and the unsold keys; the key marks and the append; COMMIT.
      assert.equal(roundTrips(checkout), 3);
    });

    it('when a transaction fails as a whole, its orders are placed one by one and only the failing one is refused', async () => {
      const shoppers = await createTestShoppers(api.app, 3, 50_00);
      const broken: OrderPayment = {
        reads: [],
        async settle(tx) {
          await tx.query('SELECT 1 / 0'); // aborts the whole transaction
          throw new Error('unreachable');
        },
      };
      const bad = entry(shoppers[2]!, OTHER_GAME);
      const answers = await Promise.allSettled([
        batcher.place(entry(shoppers[0]!, OTHER_GAME)),
        batcher.place(entry(shoppers[1]!, OTHER_GAME)),
        batcher.place({ ...bad, payment: broken }),
      ]);
      assert.deepEqual(answers.map((a) => a.status), ['fulfilled', 'fulfilled', 'rejected']);
      assert.match(String((answers[2] as PromiseRejectedResult).reason), /division by zero/);
      assert.equal(await eventCount('OrderPlaced', [bad.order.orderId]), 0);
    });
  });
}
