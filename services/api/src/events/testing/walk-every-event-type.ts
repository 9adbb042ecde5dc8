import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { EventStore } from '@keyledger/event-store';
import type { TestShopper } from '../../ordering/testing/test-shoppers.js';
import { priceOrder } from '../../ordering/domain/order-pricing.js';
import { eventually } from '../../testing/eventually.js';
import { RetentionSweep } from '../../privacy/retention/retention-sweep.js';
import type { TestApp } from '../../testing/start-test-app.js';
import { createTestUser, type TestUser } from '../../testing/test-users.js';

const [CYBER, WITCHER, SPARE] = [1877, 1009, 1022];
const keysCsv = (n: number) => Array.from({ length: n }, () => `ACT-${randomUUID().slice(0, 18)}`).join('\n');
const SUCCESS_CARD = '4242 4242 4242 4242';
/** Authorized at once, answered 3 s later (docs/payments.md): the price changes in between. */
const SLOW_CARD = '4000 0000 0000 3063';
const address = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test', addressLine1: '1 Analytical Way', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' };

/**
 * Makes every event type of the catalogue through the API, as the store's users would: the
 * admin's catalogue, keys, promos, wallet credits; a shopper's wishlist, wallet and card orders, a
 * reveal; refunds (one by card, which the system settles afterwards), a replacement, a refused
 * card order whose charge is voided; a refund above the approval threshold requested, declined,
 * requested again and approved by a second admin; a support ticket answered and closed; an unlisting; a
 * customer erased. Each
 * request carries an X-Request-Id starting with `walk-`. Resolves once the card refund is settled.
 */
export async function walkEveryEventType(api: TestApp, admin: TestUser, shopper: TestShopper): Promise<void> {
  const call = async (method: string, path: string, body: unknown, token: string, status: number) => {
    const answer = await api.call(method, path, { token, ...(body === undefined ? {} : { body }), headers: { 'x-request-id': `walk-${randomUUID().slice(0, 8)}` } });
    assert.equal(answer.status, status, `${method} ${path}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const asAdmin = (method: string, path: string, body: unknown = undefined, status = 200) => call(method, path, body, admin.token, status);
  const asShopper = (method: string, path: string, body: unknown = undefined, status = 200) => call(method, path, body, shopper.token, status);

  // The catalogue: listings, keys, prices, discounts, the featured slot, exports, a key shown, an unlisting.
  for (const gameId of [CYBER, WITCHER, SPARE]) await asAdmin('POST', 'store/add-game', { newGame: { gameId, price: '19.99', keysCsv: keysCsv(8) } }, 201);
  await asAdmin('POST', 'store/games/update', { gameId: CYBER, price: '29.99', keysCsv: keysCsv(2) });
  await asAdmin('POST', 'store/set-discount', { gameId: WITCHER, discount: 25 });
  await asAdmin('POST', 'store/set-featured', { gameId: CYBER });
  await asAdmin('POST', 'store/set-featured', { gameId: WITCHER });
  const exported = await fetch(`${api.baseUrl}/api/v1/store/games/${SPARE}/keys/export`, { method: 'POST', headers: { authorization: `Bearer ${admin.token}` } });
  assert.equal(exported.status, 200);
  const pool = await api.app.get(EventStore).pool.query<{ id: string }>("SELECT id FROM game_keys WHERE game_id = $1 AND status = 'available' LIMIT 1", [SPARE]);
  await asAdmin('POST', `store/games/${SPARE}/keys/${pool.rows[0]!.id}/reveal`);
  // Promo codes, the wallet, the wishlist.
  const expiry = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await asAdmin('POST', 'promo/create', { code: 'WALK10', discountType: 'percentage', discountValue: 10, expiryDate: expiry }, 201);
  await asAdmin('POST', 'promo/create', { code: 'GONE5', discountType: 'fixed', discountValue: 5, expiryDate: expiry }, 201);
  await asAdmin('DELETE', 'promo/GONE5');
  const later = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  await asAdmin('POST', 'promo/WALK10/deactivate');
  await asAdmin('POST', 'promo/WALK10/reactivate');
  await asAdmin('POST', 'promo/WALK10/expiry', { expiryDate: later });
  await asAdmin('POST', 'promo/WALK10/max-uses', { maxUses: 100 });
  await asAdmin('PATCH', `users/${shopper.userId}/wallet`, { amount: 300, reason: 'Store credit for the walk' });
  await asAdmin('PATCH', `users/${shopper.userId}/wallet`, { amount: 1, type: 'deduct', reason: 'Correction' });
  await asShopper('POST', 'wishlist/add', { userId: shopper.userId, gameId: SPARE });
  await asShopper('POST', 'wishlist/remove', { userId: shopper.userId, gameId: SPARE });

  // A wallet order with the promo; a key revealed, one refunded, one replaced.
  const order = (await asShopper('POST', 'order/create-order', { userId: shopper.userId, games: [{ gameId: CYBER, quantity: 3 }], paymentMethod: 'wallet', promoCode: 'WALK10' }, 201)).data.order;
  const keys = order.games[0].gameKeys.map((key: { id: string }) => key.id) as string[];
  await asShopper('POST', `inventory/keys/${keys[0]}/reveal`, undefined, 201);
  await asAdmin('POST', 'refund/process', { orderId: order.orderId, gameId: CYBER, keyToRefund: keys[1], reason: 'Did not activate' });
  await asAdmin('POST', 'refund/replace', { orderId: order.orderId, gameId: CYBER, oldKey: keys[2], reason: 'Region locked' });

  // A card order, refunded: the gateway's refund is settled by the system afterwards.
  const customerId = (await asShopper('POST', 'payments/customers', { ...address, referenceId: shopper.userId }, 201)).data.customer.id;
  const cardToken = async (number: string) => (await asShopper('POST', 'payments/sandbox/tokenize', { number, expiry: '12/39', cvc: '123', name: 'Ada Lovelace' }, 201)).token;
  const pay = (sourceId: string, amount: number) =>
    api.call('POST', 'payments/process', { token: shopper.token, body: { sourceId, customerId, amount, currency: 'USD', games: [{ gameId: WITCHER, quantity: 1 }], userId: shopper.userId } });
  // What the card is asked for: the game at $19.99 less its 25% sale, plus tax.
  const amount = priceOrder([{ gameId: WITCHER, title: '', quantity: 1, priceCents: 19_99, discountPercent: 25 }], null).totalCents / 100;
  const card = await pay(await cardToken(SUCCESS_CARD), amount);
  assert.equal(card.status, 201, JSON.stringify(card.body));
  const cardOrder = card.body.data.order;
  await asAdmin('POST', 'refund/process', { orderId: cardOrder.orderId, gameId: WITCHER, keyToRefund: cardOrder.games[0].gameKeys[0].id, reason: 'Bought twice' });
  // A card authorized while the price changed: the order is refused and its charge voided.
  const slow = pay(await cardToken(SLOW_CARD), amount);
  await new Promise((resolve) => setTimeout(resolve, 500));
  await asAdmin('POST', 'store/set-discount', { gameId: WITCHER, discount: 30 });
  assert.equal((await slow).status, 409);

  // A refund above the approval threshold ($100.00): requested, declined, requested again, approved by another admin.
  await asAdmin('POST', 'store/games/update', { gameId: CYBER, price: '149.99' });
  const large = (await asShopper('POST', 'order/create-order', { userId: shopper.userId, games: [{ gameId: CYBER, quantity: 1 }], paymentMethod: 'wallet' }, 201)).data.order;
  const largeRefund = { orderId: large.orderId, gameId: CYBER, keyToRefund: large.games[0].gameKeys[0].id, reason: 'Charged for the wrong edition' };
  const second = await createTestUser(api.app, 'admin');
  const declined = (await asAdmin('POST', 'refund/process', largeRefund, 202)).data.requestId;
  await call('POST', `refund/requests/${declined}/decline`, { reason: 'Ask the shopper first' }, second.token, 200);
  const approved = (await asAdmin('POST', 'refund/process', largeRefund, 202)).data.requestId;
  await call('POST', `refund/requests/${approved}/approve`, { reason: 'Checked with the shopper' }, second.token, 200);

  // Support: a ticket about the order, answered, set in progress, closed by the shopper.
  const ticket = (await asShopper('POST', 'ticket/create', { subject: 'Key 2 did not work', message: 'Please help', orderId: order.orderId }, 201)).ticket;
  await asAdmin('POST', `ticket/${ticket._id}/reply`, { message: 'Looking into it' });
  await asAdmin('PATCH', `ticket/${ticket._id}/status`, { status: 'in-progress' });
  await asShopper('PATCH', `ticket/${ticket._id}/close`);
  await asAdmin('DELETE', 'store/game/delete', { gameId: SPARE });

  // Staff: an account made a support agent, with a reason.
  const agent = await createTestUser(api.app, 'customer');
  await asAdmin('PATCH', `users/${agent.userId}/role`, { role: 'support', reason: 'Joins the support desk' });

  // Retention: an account never verified, made long ago, purged by the sweep.
  const stale = randomUUID();
  await api.app.get(EventStore).pool.query(
    `INSERT INTO users (id, username, email, password_hash, role, created_at) VALUES ($1, $2, $3, 'not-used', 'customer', now() - interval '40 days')`,
    [stale, `stale${stale.slice(0, 8)}`, `${stale}@example.test`],
  );
  assert.equal((await api.app.get(RetentionSweep).sweep()).unverifiedAccounts, 1);

  // Erasure: a customer erased on request (the customer's own Delete my account is the same command).
  const leaving = await createTestUser(api.app, 'customer');
  await asAdmin('POST', `users/${leaving.userId}/erase`, { reason: 'Asked by e-mail to be forgotten' });

  const store = api.app.get(EventStore);
  await eventually(async () => ((await store.pool.query("SELECT 1 FROM events WHERE event_type = 'RefundSettled'")).rowCount ? true : undefined), 'the card refund settled');
}

/** What the walk's people typed that names or describes a person: none of it may be stored in clear (privacy/personal-data). */
export const WALK_PERSONAL_TEXTS = [
  'Store credit for the walk',
  'Did not activate',
  'Region locked',
  'Bought twice',
  'Charged for the wrong edition',
  'Ask the shopper first',
  'Checked with the shopper',
  'Key 2 did not work',
  'Please help',
  'Looking into it',
  'Joins the support desk',
];
