import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CommandBus } from '@nestjs/cqrs';
import { EventStore } from '@keyledger/event-store';
import { AddKeysCommand } from '../../catalogue/commands/add-keys.command.js';
import { ChangeListingCommand } from '../../catalogue/commands/change-listing.command.js';
import { ListGameCommand } from '../../catalogue/commands/list-game.command.js';
import { catalogueCaughtUp, TEST_ADMIN } from '../../catalogue/testing/list-test-games.js';
import { CreatePromoCommand } from '../../promo/commands/promo-commands.js';
import { eventually } from '../../testing/eventually.js';
import { apiTestTargets, startTestApp, type ApiAnswer, type TestApp } from '../../testing/start-test-app.js';
import { PAYMENT_VOIDED_MESSAGE, TOTAL_CHANGED_MESSAGE } from '../commands/card-payment.js';
import { PlaceCardOrderCommand } from '../commands/place-card-order.command.js';
import { INVALID_TOKEN_MESSAGE } from '../payments/sandbox/sandbox-payment-gateway.js';
import { SANDBOX_TEST_CARDS } from '../payments/sandbox/sandbox-test-cards.js';
import { createTestShoppers, type TestShopper } from '../testing/test-shoppers.js';

const CYBER = 1877; // $59.99, 20% off → $47.99
const OUTPOST = 1009; // $19.99 → $21.59 with tax
const SCARCE = 1011; // $9.99, 2 keys
const LAST_KEY = 1034; // $9.99, 1 key: a slow card and a wallet buyer race for it
const RACED = 1022; // $9.99, 3 keys: card and wallet buyers race for them
const keysFor = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${String(i).padStart(4, '0')}-SECRET`);

const SUCCESS = '4242 4242 4242 4242';
const SLOW = '4000 0000 0000 3063';
const DECLINES: Array<[string, string, string]> = [
  ['4000 0000 0000 0002', 'Your card was declined.', 'card_declined'],
  ['4000 0000 0000 9995', 'Your card has insufficient funds.', 'insufficient_funds'],
  ['4000 0000 0000 0119', 'An error occurred while processing your card. Try again in a little bit.', 'processing_error'],
];
const address = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test', addressLine1: '1 Analytical Way', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' };

interface CardShopper extends TestShopper {
  customerId: string;
}

for (const target of await apiTestTargets()) {
  describe(`card checkout through the sandbox payment gateway on ${target}`, () => {
    const logLines: string[] = [];
    let api: TestApp;
    let store: EventStore;
    let buyer: CardShopper;
    let other: CardShopper;
    let idempotencyKeys = 0;

    before(async () => {
      api = await startTestApp(target, { LOG_LEVEL: 'debug' }, undefined, { write: (line) => void logLines.push(line) });
      store = api.app.get(EventStore);
      const commands = api.app.get(CommandBus);
      await commands.execute(new ListGameCommand(CYBER, 5999, keysFor('CYB', 6), TEST_ADMIN));
      await commands.execute(new ChangeListingCommand({ type: 'SetDiscount', gameId: CYBER, discountPercent: 20 }, TEST_ADMIN));
      await commands.execute(new ListGameCommand(OUTPOST, 1999, keysFor('OUT', 40), TEST_ADMIN));
      await commands.execute(new ListGameCommand(SCARCE, 999, keysFor('SCA', 2), TEST_ADMIN));
      await commands.execute(new ListGameCommand(LAST_KEY, 999, keysFor('LST', 1), TEST_ADMIN));
      await commands.execute(new ListGameCommand(RACED, 999, keysFor('RCE', 3), TEST_ADMIN));
      await commands.execute(
        new CreatePromoCommand(
          { code: 'SAVE10', discountType: 'percentage', discountValue: 10, maxUses: null, expiresAt: new Date(Date.now() + 86_400_000).toISOString(), isActive: true, description: '' },
          TEST_ADMIN,
        ),
      );
      await commands.execute(
        new CreatePromoCommand(
          { code: 'FREEBIE', discountType: 'fixed', discountValue: 1000_00, maxUses: null, expiresAt: new Date(Date.now() + 86_400_000).toISOString(), isActive: true, description: '' },
          TEST_ADMIN,
        ),
      );
      await catalogueCaughtUp(api.app);
      [buyer, other] = (await cardShoppers(2)) as [CardShopper, CardShopper];
    });
    after(async () => api.close());

    async function cardShoppers(count: number, walletCents = 50_00): Promise<CardShopper[]> {
      const shoppers = await createTestShoppers(api.app, count, walletCents);
      return Promise.all(shoppers.map(async (shopper) => ({ ...shopper, customerId: await customerFor(shopper) })));
    }
    async function customerFor(shopper: TestShopper): Promise<string> {
      const answer = await api.call('POST', 'payments/customers', { token: shopper.token, body: { ...address, referenceId: shopper.userId } });
      assert.equal(answer.status, 201, JSON.stringify(answer.body));
      return answer.body.data.customer.id;
    }
    const tokenizeAnswer = (shopper: TestShopper, card: Record<string, unknown>) =>
      api.call('POST', 'payments/sandbox/tokenize', { token: shopper.token, body: { expiry: '12/39', cvc: '123', name: 'Ada Lovelace', ...card } });
    async function cardToken(shopper: TestShopper, number = SUCCESS): Promise<string> {
      const answer = await tokenizeAnswer(shopper, { number });
      assert.equal(answer.status, 201, JSON.stringify(answer.body));
      return answer.body.token;
    }
    const pay = (shopper: CardShopper, sourceId: string, games: unknown, amount: unknown, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
      api.call('POST', 'payments/process', {
        token: shopper.token,
        body: { sourceId, customerId: shopper.customerId, amount, currency: 'USD', games, userId: shopper.userId, ...extra },
        headers,
      });
    const walletBuy = (shopper: TestShopper, gameId: number) =>
      api.call('POST', 'order/create-order', { token: shopper.token, body: { userId: shopper.userId, games: [{ gameId, quantity: 1 }], paymentMethod: 'wallet' } });
    const count = async (sql: string, params: unknown[] = []) => Number((await store.pool.query(sql, params)).rows[0].n);
    const written = async () => ({
      events: await count('SELECT count(*) AS n FROM events'),
      soldKeys: await count("SELECT count(*) AS n FROM game_keys WHERE status = 'sold'"),
      payments: await count('SELECT count(*) AS n FROM sandbox_payments'),
    });
    const paymentRow = async (id: string) =>
      (await store.pool.query('SELECT status, amount_cents, customer_id, currency FROM sandbox_payments WHERE id = $1', [id])).rows[0];
    const nextKey = () => `card-checkout-${(idempotencyKeys += 1)}`;

    it('asks guests to sign in on every payment route', async () => {
      for (const path of ['payments/customers', 'payments/process', 'payments/sandbox/tokenize']) {
        const answer = await api.call('POST', path, { body: {} });
        assert.equal(answer.status, 401, path);
      }
    });

    it("creates the shopper's customer at the gateway; the checkout's messages for missing fields; 403 for anyone else", async () => {
      const created = await api.call('POST', 'payments/customers', { token: buyer.token, body: { ...address, state: undefined, referenceId: buyer.userId } });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      assert.equal(created.body.status, 'success');
      const id = created.body.data.customer.id;
      assert.match(id, /^cus_[0-9a-f]{24}$/);
      const row = (await store.pool.query('SELECT reference_id, email, state, country FROM sandbox_customers WHERE id = $1', [id])).rows[0];
      assert.deepEqual(row, { reference_id: buyer.userId, email: address.email, state: null, country: 'US' });

      const empty = await api.call('POST', 'payments/customers', { token: buyer.token, body: { firstName: '  ', referenceId: buyer.userId } });
      assert.equal(empty.status, 400);
      assert.equal(
        empty.body.message,
        ['First Name is required', 'Last Name is required', 'Email is required', 'Address is required', 'City is required', 'ZIP Code is required'].join('; '),
      );
      for (const [change, message] of [
        [{ email: 'not-an-address' }, 'Please enter a valid email address'],
        [{ postalCode: 'ABCDE' }, 'ZIP Code is invalid'],
        [{ country: 'CA' }, 'Only US addresses are accepted'],
      ] as const) {
        const refused = await api.call('POST', 'payments/customers', { token: buyer.token, body: { ...address, ...change, referenceId: buyer.userId } });
        assert.equal(refused.status, 400, message);
        assert.equal(refused.body.message, message);
      }
      const customers = await count('SELECT count(*) AS n FROM sandbox_customers');
      for (const referenceId of [other.userId, undefined, 'someone']) {
        const forOther = await api.call('POST', 'payments/customers', { token: buyer.token, body: { ...address, referenceId } });
        assert.equal(forOther.status, 403, String(referenceId));
      }
      assert.equal(await count('SELECT count(*) AS n FROM sandbox_customers'), customers);
    });

    it('tokenizes a test card to brand and last four; field errors come as a list, joined by commas', async () => {
      const made = await tokenizeAnswer(buyer, { number: SUCCESS });
      assert.equal(made.status, 201);
      assert.match(made.body.token, /^tok_sandbox_[0-9a-f]{24}$/);
      assert.deepEqual(made.body.card, { brand: 'Visa', last4: '4242' });
      const row = (await store.pool.query('SELECT brand, last4 FROM sandbox_card_tokens WHERE token = $1', [made.body.token])).rows[0];
      assert.deepEqual(row, { brand: 'Visa', last4: '4242' });

      const tokens = await count('SELECT count(*) AS n FROM sandbox_card_tokens');
      const bad = await tokenizeAnswer(buyer, { number: '4242 4242 4242 4241', expiry: '13/30', cvc: '12', name: '' });
      assert.equal(bad.status, 400);
      assert.deepEqual(bad.body.errors, [
        { field: 'number', message: 'Card number is invalid' },
        { field: 'expiry', message: 'Expiry date is invalid' },
        { field: 'cvc', message: 'CVC is invalid' },
        { field: 'name', message: 'Cardholder name is required' },
      ]);
      assert.equal(bad.body.message, 'Card number is invalid, Expiry date is invalid, CVC is invalid, Cardholder name is required');

      const lastMonth = new Date();
      lastMonth.setUTCDate(1);
      lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
      const expiry = `${String(lastMonth.getUTCMonth() + 1).padStart(2, '0')}/${String(lastMonth.getUTCFullYear() % 100).padStart(2, '0')}`;
      const expired = await tokenizeAnswer(buyer, { number: SUCCESS, expiry });
      assert.equal(expired.status, 400);
      assert.deepEqual(expired.body.errors, [{ field: 'expiry', message: 'Card has expired' }]);
      const real = await tokenizeAnswer(buyer, { number: '5555 5555 5555 4444' });
      assert.equal(real.status, 400);
      assert.deepEqual(real.body.errors, [{ field: 'number', message: 'This card number is not a sandbox test card' }]);
      assert.equal(await count('SELECT count(*) AS n FROM sandbox_card_tokens'), tokens, 'no token for a refused card');
    });

    it('buys by card: priced by the server, authorized, keys delivered, PaymentCaptured in the same transaction, captured; the inventory shows it', async () => {
      const soldBefore = (await written()).soldKeys;
      const token = await cardToken(buyer);
      const answer = await pay(buyer, token, [{ gameId: CYBER, quantity: 2 }, { gameId: OUTPOST, quantity: 1 }], 113.65, { promoCode: 'save10' });
      assert.equal(answer.status, 201, JSON.stringify(answer.body));
      const order = answer.body.data.order;
      const payment = answer.body.data.payment;
      assert.deepEqual([order.subtotal, order.tax, order.promoDiscount, order.totalAmount], [115.97, 9.28, 11.6, 113.65]);
      assert.match(payment.id, /^pay_[0-9a-f]{24}$/);
      assert.deepEqual(payment, { id: payment.id, status: 'captured', amount: 113.65, currency: 'USD', card: { brand: 'Visa', last4: '4242' } });
      assert.equal(order.transactionId, payment.id);
      assert.equal(answer.body.data.wallet, undefined, 'the wallet is not involved');
      assert.equal(typeof answer.body.position, 'number');
      const games = order.games.map((g: { gameId: number; title: string; gameKeys: unknown[] }) => [g.gameId, typeof g.title, g.gameKeys.length]);
      assert.deepEqual(games, [[CYBER, 'string', 2], [OUTPOST, 'string', 1]]);
      for (const key of order.games.flatMap((g: { gameKeys: Array<{ id: string; masked: string }> }) => g.gameKeys)) {
        assert.match(key.id, /^[0-9a-f-]{36}$/);
        assert.equal(key.masked, '•••-••••-••CRET', 'all but the last four characters hidden');
      }

      const events = (await store.readStream(`order-${order.orderId}`)).events;
      assert.deepEqual(events.map((e) => e.type), ['OrderPlaced', 'PaymentCaptured', 'KeysDelivered']);
      assert.deepEqual([events[0]!.data.paymentMethod, events[0]!.data.transactionId, events[0]!.data.totalCents], ['card', payment.id, 11365]);
      assert.deepEqual(events[1]!.data, {
        orderId: order.orderId, userId: buyer.userId, paymentId: payment.id, gateway: 'sandbox', amountCents: 11365, currency: 'USD', card: { brand: 'Visa', last4: '4242' },
      });
      const promoTail = (await store.readStream('promo-SAVE10')).events.at(-1)!;
      assert.deepEqual([promoTail.type, promoTail.data.orderId], ['PromoRedeemed', order.orderId]);
      const txIds = await store.pool.query('SELECT DISTINCT transaction_id FROM events WHERE global_position > $1', [answer.body.position - 4]);
      assert.equal(txIds.rows.length, 1, 'order and promo events in one transaction');
      assert.equal(await count("SELECT count(*) AS n FROM events WHERE stream_id = $1 AND event_type = 'WalletDebited'", [`wallet-${buyer.userId}`]), 0);

      assert.deepEqual(await paymentRow(payment.id), { status: 'captured', amount_cents: 11365, customer_id: buyer.customerId, currency: 'USD' });
      assert.equal((await written()).soldKeys, soldBefore + 3);

      const inventory = await api.call('GET', `inventory/${buyer.userId}?position=${answer.body.position}`, { token: buyer.token });
      assert.equal(inventory.status, 200);
      const shown = inventory.body.inventory.find((o: { orderId: string }) => o.orderId === order.orderId);
      assert.deepEqual([shown.paymentMethod, shown.transactionId, shown.totalAmount, shown.games.length], ['card', payment.id, 113.65, 2]);
    });

    it("charges the server's total when the shopper's figure is a cent off", async () => {
      const answer = await pay(buyer, await cardToken(buyer), [{ gameId: OUTPOST, quantity: 1 }], '21.58');
      assert.equal(answer.status, 201, JSON.stringify(answer.body));
      assert.equal(answer.body.data.order.totalAmount, 21.59);
      assert.equal((await paymentRow(answer.body.data.payment.id)).amount_cents, 2159);
    });

    it("answers each declining test card with the gateway's words: nothing written, no key sold, no charge", async () => {
      const before = await written();
      for (const [number, message, code] of DECLINES) {
        const answer = await pay(buyer, await cardToken(buyer, number), [{ gameId: OUTPOST, quantity: 1 }], 21.59);
        assert.equal(answer.status, 402, number);
        assert.equal(answer.body.message, message);
        assert.equal(answer.body.code, code);
        assert.equal(answer.body.title, 'Payment Required');
      }
      const unknown = await pay(buyer, 'tok_sandbox_000000000000000000000000', [{ gameId: OUTPOST, quantity: 1 }], 21.59);
      assert.equal(unknown.status, 400);
      assert.equal(unknown.body.message, INVALID_TOKEN_MESSAGE);
      assert.deepEqual(await written(), before);
    });

    it('refuses before charging: a total other than the one shown, stock, promo, bad input, another user or customer', async () => {
      const token = await cardToken(buyer);
      const before = await written();
      const cases: Array<[CardShopper, unknown, unknown, Record<string, unknown>, number, string]> = [
        [buyer, [{ gameId: OUTPOST, quantity: 1 }], 21.57, {}, 409, 'The order total is now $21.59. Please review your order and try again.'],
        [buyer, [{ gameId: OUTPOST, quantity: 1 }], 19.99, {}, 409, 'The order total is now $21.59.'],
        [buyer, [{ gameId: SCARCE, quantity: 3 }], 32.37, {}, 409, 'Only 2 keys of '],
        [buyer, [{ gameId: 424242, quantity: 1 }], 10, {}, 404, 'Game 424242 is not in the store'],
        [buyer, [{ gameId: OUTPOST, quantity: 1 }], 21.59, { promoCode: 'NOPE' }, 409, 'Invalid promo code'],
        [buyer, [{ gameId: OUTPOST, quantity: 1 }], 0, { promoCode: 'FREEBIE' }, 409, 'This order is free: choose the wallet to complete it.'],
        [buyer, [{ gameId: OUTPOST, quantity: 1 }], 0, {}, 409, 'The order total is now $21.59.'],
        [buyer, [], 21.59, {}, 400, 'Your cart is empty'],
        [buyer, [{ gameId: OUTPOST, quantity: 1 }], 'lots', {}, 400, 'amount must be the total in dollars'],
        [buyer, [{ gameId: OUTPOST, quantity: 1 }], -21.59, {}, 400, 'amount must be the total in dollars'],
        [buyer, [{ gameId: OUTPOST, quantity: 1 }], 21.59, { currency: 'EUR' }, 400, 'Only USD payments are accepted'],
        [buyer, [{ gameId: OUTPOST, quantity: 1 }], 21.59, { sourceId: '' }, 400, 'Payment form is not ready. Please try again.'],
        [buyer, [{ gameId: OUTPOST, quantity: 1 }], 21.59, { customerId: 'cus_unknown' }, 400, 'Failed to process customer information'],
        [buyer, [{ gameId: OUTPOST, quantity: 1 }], 21.59, { customerId: other.customerId }, 403, 'You can only pay as yourself'],
        [buyer, [{ gameId: OUTPOST, quantity: 1 }], 21.59, { userId: other.userId }, 403, 'You can only order for yourself'],
      ];
      for (const [shopper, games, amount, extra, status, message] of cases) {
        const answer = await pay(shopper, token, games, amount, extra);
        assert.equal(answer.status, status, `${message}: ${JSON.stringify(answer.body)}`);
        assert.ok(String(answer.body.message).startsWith(message), `${answer.body.message} ≠ ${message}`);
      }
      assert.deepEqual(await written(), before);
      // The token was never used, so it still pays.
      assert.equal((await pay(buyer, token, [{ gameId: OUTPOST, quantity: 1 }], 21.59)).status, 201);
    });

    it('a card token pays once', async () => {
      const token = await cardToken(buyer);
      assert.equal((await pay(buyer, token, [{ gameId: OUTPOST, quantity: 1 }], 21.59)).status, 201);
      const before = await written();
      const again = await pay(buyer, token, [{ gameId: OUTPOST, quantity: 1 }], 21.59);
      assert.equal(again.status, 400);
      assert.equal(again.body.message, INVALID_TOKEN_MESSAGE);
      assert.deepEqual(await written(), before);
    });

    it('answers the same Idempotency-Key sent 20 times at once with one order, one authorization and one capture; another body is refused', async () => {
      const [shopper] = await cardShoppers(1);
      const token = await cardToken(shopper!);
      const key = nextKey();
      const answers = await Promise.all(Array.from({ length: 20 }, () => pay(shopper!, token, [{ gameId: OUTPOST, quantity: 1 }], 21.59, {}, { 'Idempotency-Key': key })));
      assert.deepEqual([...new Set(answers.map((a) => a.status))], [201]);
      assert.equal(new Set(answers.map((a) => a.body.data.order.orderId)).size, 1);
      assert.equal(new Set(answers.map((a) => a.body.data.payment.id)).size, 1);
      const payments = await store.pool.query('SELECT status, amount_cents FROM sandbox_payments WHERE customer_id = $1', [shopper!.customerId]);
      assert.deepEqual(payments.rows, [{ status: 'captured', amount_cents: 2159 }]);
      assert.equal(await count("SELECT count(*) AS n FROM events WHERE event_type = 'OrderPlaced' AND data->>'userId' = $1", [shopper!.userId]), 1);
      assert.equal(await count("SELECT count(*) AS n FROM events WHERE event_type = 'PaymentCaptured' AND data->>'userId' = $1", [shopper!.userId]), 1);
      const changed = await pay(shopper!, token, [{ gameId: OUTPOST, quantity: 2 }], 43.18, {}, { 'Idempotency-Key': key });
      assert.equal(changed.status, 409);
    });

    it('voids and records a charge authorized while a wallet buyer took the last key, and tells the card shopper it is out of stock', async () => {
      const [cardShopper] = await cardShoppers(1);
      const [walletShopper] = await createTestShoppers(api.app, 1, 50_00);
      const token = await cardToken(cardShopper!, SLOW);
      const before = await written();

      // The slow test card is authorized at once but answers 3 s later: the wallet buyer goes in between.
      const key = nextKey();
      const cardAnswer = pay(cardShopper!, token, [{ gameId: LAST_KEY, quantity: 1 }], 10.79, {}, { 'Idempotency-Key': key });
      const paymentId = await eventually(async () => (await store.pool.query('SELECT id FROM sandbox_payments WHERE token = $1', [token])).rows[0]?.id as string | undefined, 'the slow card is authorized');
      const walletAnswer = await walletBuy(walletShopper!, LAST_KEY);
      assert.equal(walletAnswer.status, 201, JSON.stringify(walletAnswer.body));
      assert.equal((await paymentRow(paymentId)).status, 'authorized', 'the card answer was still on its way');
      const refused = await cardAnswer;

      assert.equal(refused.status, 409, JSON.stringify(refused.body));
      assert.match(refused.body.message, /is out of stock$/);
      assert.deepEqual(await paymentRow(paymentId), { status: 'voided', amount_cents: 1079, customer_id: cardShopper!.customerId, currency: 'USD' });
      const voided = (await store.readStream(`payment-${paymentId}`)).events;
      assert.deepEqual(voided.map((e) => e.type), ['PaymentVoided']);
      assert.deepEqual(
        [voided[0]!.data.userId, voided[0]!.data.amountCents, voided[0]!.data.reason, voided[0]!.data.gateway, voided[0]!.data.card],
        [cardShopper!.userId, 1079, refused.body.message, 'sandbox', { brand: 'Visa', last4: '3063' }],
      );
      assert.equal(await count("SELECT count(*) AS n FROM events WHERE event_type IN ('OrderPlaced', 'PaymentCaptured') AND data->>'userId' = $1", [cardShopper!.userId]), 0);
      const lastKey = await store.pool.query('SELECT order_id FROM game_keys WHERE game_id = $1', [LAST_KEY]);
      assert.deepEqual(lastKey.rows, [{ order_id: walletAnswer.body.data.order.orderId }]);
      const after = await written();
      assert.deepEqual([after.soldKeys, after.payments], [before.soldKeys + 1, before.payments + 1]);

      // The same command again (as if its Idempotency-Key record were gone) once a key is back in
      // stock: the gateway answers the same, voided, authorization, and it cannot pay for an order.
      const commands = api.app.get(CommandBus);
      await commands.execute(new AddKeysCommand(LAST_KEY, ['LST-RESTOCK-SECRET'], TEST_ADMIN));
      const retry = new PlaceCardOrderCommand(
        cardShopper!.userId,
        [{ gameId: LAST_KEY, quantity: 1 }],
        null,
        { token, customerId: cardShopper!.customerId, expectedAmountCents: 1079, currency: 'USD' },
        { id: cardShopper!.userId, role: 'customer' },
        key,
      );
      await assert.rejects(commands.execute(retry), { status: 409, message: PAYMENT_VOIDED_MESSAGE });
      assert.equal((await paymentRow(paymentId)).status, 'voided');
      assert.equal(await count("SELECT count(*) AS n FROM game_keys WHERE game_id = $1 AND status = 'available'", [LAST_KEY]), 1);
      assert.equal((await store.readStream(`payment-${paymentId}`)).events.length, 1, 'voided once on record');
    });

    it('voids a charge whose order changed price while the card was being authorized', async () => {
      const [cardShopper] = await cardShoppers(1);
      const token = await cardToken(cardShopper!, SLOW);
      const before = await written();
      const cardAnswer = pay(cardShopper!, token, [{ gameId: SCARCE, quantity: 1 }], 10.79);
      const paymentId = await eventually(async () => (await store.pool.query('SELECT id FROM sandbox_payments WHERE token = $1', [token])).rows[0]?.id as string | undefined, 'the slow card is authorized');
      await api.app.get(CommandBus).execute(new ChangeListingCommand({ type: 'ChangePrice', gameId: SCARCE, priceCents: 1299 }, TEST_ADMIN));
      const refused = await cardAnswer;
      assert.equal(refused.status, 409, JSON.stringify(refused.body));
      assert.equal(refused.body.message, TOTAL_CHANGED_MESSAGE);
      assert.equal((await paymentRow(paymentId)).status, 'voided');
      const voided = (await store.readStream(`payment-${paymentId}`)).events;
      assert.deepEqual(voided.map((e) => [e.type, e.data.amountCents, e.data.reason]), [['PaymentVoided', 1079, TOTAL_CHANGED_MESSAGE]]);
      const after = await written();
      assert.deepEqual([after.soldKeys, after.events], [before.soldKeys, before.events + 2], 'only the price change and the void were written');
    });

    it('card and wallet buyers racing for the last keys: each charge is captured with an order or voided on record, no key sold twice', async () => {
      const cardBuyers = await cardShoppers(8, 0);
      const walletBuyers = await createTestShoppers(api.app, 8, 50_00);
      const tokens = await Promise.all(cardBuyers.map((shopper) => cardToken(shopper)));
      const answers: ApiAnswer[] = await Promise.all([
        ...cardBuyers.map((shopper, i) => pay(shopper, tokens[i]!, [{ gameId: RACED, quantity: 1 }], 10.79)),
        ...walletBuyers.map((shopper) => walletBuy(shopper, RACED)),
      ]);
      const won = answers.filter((a) => a.status === 201);
      assert.equal(won.length, 3);
      for (const lost of answers.filter((a) => a.status !== 201)) {
        assert.equal(lost.status, 409);
        assert.match(lost.body.message, /is out of stock$/);
      }
      const keyIds = won.map((a) => a.body.data.order.games[0].gameKeys[0].id);
      assert.equal(new Set(keyIds).size, 3);
      assert.equal(await count("SELECT count(*) AS n FROM game_keys WHERE game_id = $1 AND status = 'sold'", [RACED]), 3);

      const customerIds = cardBuyers.map((s) => s.customerId);
      const charges = (await store.pool.query<{ id: string; status: string }>('SELECT id, status FROM sandbox_payments WHERE customer_id = ANY ($1)', [customerIds])).rows;
      const cardWins = won.filter((a) => a.body.data.payment).map((a) => a.body.data.payment.id).sort();
      assert.deepEqual(charges.filter((c) => c.status === 'captured').map((c) => c.id).sort(), cardWins);
      assert.equal(charges.filter((c) => c.status === 'authorized').length, 0, 'no authorization left open');
      for (const charge of charges.filter((c) => c.status === 'voided')) {
        const recorded = (await store.readStream(`payment-${charge.id}`)).events.map((e) => e.type);
        assert.deepEqual(recorded, ['PaymentVoided'], charge.id);
      }
      const capturedEvents = await count("SELECT count(*) AS n FROM events WHERE event_type = 'PaymentCaptured' AND data->>'paymentId' = ANY ($1)", [charges.map((c) => c.id)]);
      assert.equal(capturedEvents, cardWins.length);
    });

    it('keeps card numbers and key text out of the database and the logs', async () => {
      const numbers = SANDBOX_TEST_CARDS.flatMap((card) => [card.number, card.number.replace(/(\d{4})(?=\d)/g, '$1 ')]);
      const tables = await store.pool.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
      );
      assert.ok(tables.rows.some((t) => t.table_name === 'sandbox_payments'));
      const logged = logLines.join('');
      assert.ok(logLines.length > 20, 'the app logged at debug level');
      for (const { table_name } of tables.rows) {
        const dump = (await store.pool.query(`SELECT t::text AS row FROM "${table_name}" t`)).rows.map((r) => r.row).join('\n');
        for (const number of numbers) assert.equal(dump.includes(number), false, `${number} in ${table_name}`);
        for (const key of keysFor('CYB', 6)) assert.equal(dump.includes(key), false, `key text in ${table_name}`);
      }
      for (const number of numbers) assert.equal(logged.includes(number), false, `${number} in the logs`);
    });
  });
}
