import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { listTestGames } from '../catalogue/testing/list-test-games.js';
import { walkEveryEventType } from '../events/testing/walk-every-event-type.js';
import { createTestShoppers, type TestShopper } from '../ordering/testing/test-shoppers.js';
import { createTestUser } from '../testing/test-users.js';
import { eventually } from '../testing/eventually.js';
import { KafkaTestStack } from './testing/kafka-test-stack.js';
import type { RoleProcess } from './testing/role-process.js';

/** Games the checkout traffic buys (ids from the bundled game database), with plenty of keys. */
const TRAFFIC_GAMES = [1011, 1034, 1036];

/**
 * The log through a real Kafka broker: the relay publishes it, two projector processes build the
 * read models from the topic, and after each fault (the relay SIGKILLed, a projector SIGKILLed
 * while the group rebalances, the broker SIGKILLed and started again) the read models equal a
 * replay of the whole log, and the projectors applied exactly as many events as it holds.
 */
describe('the read models through Kafka', () => {
  let stack: KafkaTestStack;
  let shoppers: TestShopper[];
  let relay: RoleProcess;
  const projectors: RoleProcess[] = [];

  before(async () => {
    stack = await KafkaTestStack.start(4);
    relay = await stack.startRole('relay');
    projectors.push(await stack.startRole('projector'), await stack.startRole('projector'));
    await listTestGames(stack.api.app, TRAFFIC_GAMES.map((gameId) => ({ gameId, priceCents: 9_99, keys: 400 })));
    shoppers = await createTestShoppers(stack.api.app, 8, 500_000);
  });
  after(async () => stack.stop());

  /** `count` wallet checkouts, a few at a time, from the shoppers in turn; answers how many were placed. */
  async function checkouts(count: number, during?: () => Promise<void>): Promise<number> {
    let placed = 0;
    let next = 0;
    const worker = async () => {
      while (next < count) {
        const i = next++;
        const shopper = shoppers[i % shoppers.length]!;
        const answer = await stack.api.call('POST', 'order/create-order', {
          token: shopper.token,
          body: { userId: shopper.userId, games: [{ gameId: TRAFFIC_GAMES[i % TRAFFIC_GAMES.length], quantity: 1 }], paymentMethod: 'wallet' },
        });
        assert.equal(answer.status, 201, JSON.stringify(answer.body));
        placed += 1;
        await sleep(15);
      }
    };
    await Promise.all([worker(), worker(), worker(), during?.()]);
    return placed;
  }

  async function assertReadModelsEqualReplay(): Promise<void> {
    const counts = await stack.caughtUp();
    for (const report of await stack.reconcileAll()) {
      assert.deepEqual(report.differences, [], `${report.projection}: the rows built through Kafka differ from a replay of the log: ${JSON.stringify(report.differences).slice(0, 3000)}`);
    }
    assert.equal(counts.applied, counts.events);
  }

  it('builds every read model from the topic as a replay of the log builds it, every event type included', async () => {
    const admin = await createTestUser(stack.api.app, 'admin');
    const [walker] = await createTestShoppers(stack.api.app, 1, 0);
    await walkEveryEventType(stack.api, admin, walker!);
    assert.equal(await checkouts(30), 30);
    await assertReadModelsEqualReplay();
  });

  it('reads its own write through Kafka: the inventory waits for the projectors, then shows the order', async () => {
    // The answer names the checkout's last event (the wallet's, in another partition than the order's).
    for (let i = 0; i < 12; i++) {
      const shopper = shoppers[i % shoppers.length]!;
      const placed = await stack.api.call('POST', 'order/create-order', {
        token: shopper.token,
        body: { userId: shopper.userId, games: [{ gameId: TRAFFIC_GAMES[i % TRAFFIC_GAMES.length], quantity: 2 }], paymentMethod: 'wallet' },
      });
      assert.equal(placed.status, 201);
      const { orderId } = placed.body.data.order;
      const { position } = placed.body;
      assert.ok(Number.isInteger(position), `the answer names its log position: ${JSON.stringify(placed.body)}`);
      const inventory = await stack.api.call('GET', `inventory/${shopper.userId}?position=${position}`, { token: shopper.token });
      assert.equal(inventory.status, 200);
      assert.ok(JSON.stringify(inventory.body.inventory).includes(orderId), `order ${i + 1}: the new order is in the inventory at once`);
    }
    const health = await stack.api.call('GET', 'health');
    assert.equal(health.body.kafka.error, null);
    assert.ok(health.body.projections.every((p: { thread: string }) => p.thread === 'kafka'));
  });

  it('loses nothing and applies nothing twice when the relay is SIGKILLed mid-stream and another takes over', async () => {
    await checkouts(60, async () => {
      await sleep(300);
      relay.kill('SIGKILL');
      await relay.exited;
      relay = await stack.startRole('relay');
    });
    await assertReadModelsEqualReplay();
  });

  it('loses nothing and applies nothing twice when a projector is SIGKILLed while the group rebalances', async () => {
    await checkouts(60, async () => {
      await sleep(200);
      // A third member joins (the group rebalances), and one of the two dies during it.
      const joining = stack.startRole('projector');
      await sleep(100);
      projectors[0]!.kill('SIGKILL');
      projectors.push(await joining);
    });
    await assertReadModelsEqualReplay();
  });

  it('loses nothing and applies nothing twice when the broker is SIGKILLed mid-stream and started again', async () => {
    await checkouts(60, async () => {
      await sleep(300);
      await stack.broker.kill();
      // The store keeps taking orders while the broker is away: PostgreSQL is the source of truth.
      await sleep(1_500);
      await stack.broker.start();
    });
    // A send the broker wrote but did not acknowledge before it died is sent again by the relay
    // (its cursor had not moved): the health shows it until then, and the projectors drop it.
    await eventually(async () => {
      const health = await stack.api.call('GET', 'health');
      return health.body.kafka.relay.lag === 0 && health.body.kafka.topicLag === 0 ? true : undefined;
    }, 'the relay and the topic show no lag', 30_000);
    await assertReadModelsEqualReplay();
  });
});
