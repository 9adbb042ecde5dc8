import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { signInStaffFirstTime } from '../../identity/testing-helpers.js';
import { CommandBus } from '@nestjs/cqrs';
import { EventStore } from '@keyledger/event-store';
import { ListGameCommand } from '../../catalogue/commands/list-game.command.js';
import { catalogueCaughtUp, TEST_ADMIN } from '../../catalogue/testing/list-test-games.js';
import { createTestShoppers, type TestShopper } from '../../ordering/testing/test-shoppers.js';
import { eventually } from '../../testing/eventually.js';
import { SmtpCapture } from '../../testing/smtp-capture.js';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { RefundFollowUp } from '../follow-up/refund-follow-up.js';

const ADMIN = { email: 'admin@shop.test', password: 'admin-password-1' };
const OUTPOST = 1009; // $19.99; two keys with 8 % tax: $43.18
const TWO_KEYS_TOTAL = 43.18;
const SUCCEEDS = '4242 4242 4242 4242';
const REFUND_FAILS_ONCE = '4000 0000 0000 5126';
const address = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test', addressLine1: '1 Analytical Way', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' };

for (const target of await apiTestTargets()) {
  describe(`card refunds through the sandbox gateway on ${target}`, () => {
    let api: TestApp;
    let store: EventStore;
    let followUp: RefundFollowUp;
    let adminToken: string;
    let buyer: TestShopper & { customerId: string };
    const smtp = new SmtpCapture();

    before(async () => {
      api = await startTestApp(target, { SMTP_URL: await smtp.start(), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
      store = api.app.get(EventStore);
      followUp = api.app.get(RefundFollowUp);
      const keys = Array.from({ length: 20 }, (_, i) => `OUT-${i}-${randomUUID().slice(0, 8)}`);
      await api.app.get(CommandBus).execute(new ListGameCommand(OUTPOST, 1999, keys, TEST_ADMIN));
      await catalogueCaughtUp(api.app);
      adminToken = (await signInStaffFirstTime(api, ADMIN)).token;
      const [shopper] = await createTestShoppers(api.app, 1, 0);
      const customer = await api.call('POST', 'payments/customers', { token: shopper!.token, body: { ...address, referenceId: shopper!.userId } });
      assert.equal(customer.status, 201, JSON.stringify(customer.body));
      buyer = { ...shopper!, customerId: customer.body.data.customer.id };
    });
    after(async () => {
      await api.close();
      await smtp.stop();
    });

    /** Two keys of OUTPOST paid with `card`: the order, its payment and its key ids. */
    async function buyByCard(card: string) {
      const token = await api.call('POST', 'payments/sandbox/tokenize', { token: buyer.token, body: { number: card, expiry: '12/39', cvc: '123', name: 'Ada Lovelace' } });
      assert.equal(token.status, 201, JSON.stringify(token.body));
      const paid = await api.call('POST', 'payments/process', {
        token: buyer.token,
        body: { sourceId: token.body.token, customerId: buyer.customerId, amount: TWO_KEYS_TOTAL, currency: 'USD', games: [{ gameId: OUTPOST, quantity: 2 }], userId: buyer.userId },
      });
      assert.equal(paid.status, 201, JSON.stringify(paid.body));
      const order = paid.body.data.order;
      return { orderId: order.orderId as string, paymentId: paid.body.data.payment.id as string, keys: order.games[0].gameKeys.map((k: { id: string }) => k.id) as string[] };
    }
    const refundKey = (orderId: string, keyToRefund: string) => api.call('POST', 'refund/process', { token: adminToken, body: { orderId, gameId: OUTPOST, keyToRefund } });
    const gatewayRefunds = async (paymentId: string) =>
      (await store.pool.query<{ idempotency_key: string; amount_cents: number }>('SELECT idempotency_key, amount_cents FROM sandbox_refunds WHERE payment_id = $1 ORDER BY created_at', [paymentId])).rows;
    const settledEvents = async (orderId: string) => (await store.readStream(`order-${orderId}`)).events.filter((e) => e.type === 'RefundSettled');

    it('records a card refund at once and pays it at the gateway from the log, once, with the refund id as idempotency key; both keys give back the payment', async () => {
      const order = await buyByCard(SUCCEEDS);
      const refunds: Array<{ refundId: string; amount: number }> = [];
      for (const key of order.keys) {
        const answer = await refundKey(order.orderId, key);
        assert.equal(answer.status, 200, JSON.stringify(answer.body));
        assert.equal(answer.body.data.method, 'card');
        assert.equal(answer.body.data.wallet, undefined, 'a card order is not refunded to the wallet');
        refunds.push({ refundId: answer.body.data.refundId, amount: answer.body.data.amount });
      }
      await eventually(async () => ((await settledEvents(order.orderId)).length === 2 ? true : undefined), 'both refunds settle');
      // More rounds find nothing more to do.
      await followUp.runDue();
      await followUp.runDue();
      const atGateway = await gatewayRefunds(order.paymentId);
      assert.deepEqual(
        atGateway.map((r) => [r.idempotency_key, r.amount_cents]).sort(),
        refunds.map((r) => [r.refundId, Math.round(r.amount * 100)]).sort(),
      );
      assert.equal(atGateway.reduce((sum, r) => sum + r.amount_cents, 0), Math.round(TWO_KEYS_TOTAL * 100));
      const settled = await settledEvents(order.orderId);
      assert.deepEqual(settled.map((e) => e.data.refundId).sort(), refunds.map((r) => r.refundId).sort());
      assert.equal((await store.readStream(`wallet-${buyer.userId}`)).events.filter((e) => e.type === 'WalletRefunded').length, 0);
      const detail = await api.call('GET', `order/details/${order.orderId}`, { token: adminToken });
      assert.deepEqual(detail.body.order.refunds.map((r: { method: string; state: string }) => [r.method, r.state]), [['card', 'Settled'], ['card', 'Settled']]);
      assert.equal(detail.body.order.status, 'Refunded');
    });

    it("names the order in the refund and replacement mails by the number the shopper was shown: its payment id's last 6", async () => {
      const order = await buyByCard(SUCCEEDS);
      const number = order.paymentId.slice(-6).toUpperCase();
      assert.notEqual(number, order.orderId.slice(-6).toUpperCase(), "a card order's number is not its id's");
      const address = `shopper-${buyer.userId}@example.test`;
      const refundMail = smtp.nextFor(address, new RegExp(`^Refund of .+ \\(order ${number}\\)$`), 10_000);
      assert.equal((await refundKey(order.orderId, order.keys[0]!)).status, 200);
      await followUp.runDue();
      const refunded = await refundMail;
      assert.match(refunded.text, /goes back to your card/);
      assert.match(refunded.text, new RegExp(`from order ${number}: `), 'the body names the order by its number too');
      assert.ok(!refunded.text.includes(order.orderId), 'not by the internal id');
      const replaceMail = smtp.nextFor(address, new RegExp(`^Your new key for .+ \\(order ${number}\\)$`), 10_000);
      const replaced = await api.call('POST', 'refund/replace', { token: adminToken, body: { orderId: order.orderId, gameId: OUTPOST, oldKey: order.keys[1]! } });
      assert.equal(replaced.status, 200, JSON.stringify(replaced.body));
      await followUp.runDue();
      const replacedMail = await replaceMail;
      assert.match(replacedMail.text, new RegExp(`from order ${number}\\. `));
    });

    it('tries again when the gateway refuses a refund the first time (test card 5126), and settles it once', async () => {
      const order = await buyByCard(REFUND_FAILS_ONCE);
      const answer = await refundKey(order.orderId, order.keys[0]!);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      const refundId: string = answer.body.data.refundId;
      // The first try is refused: the refund stays recorded, pending, and due again a second later.
      const firstTry = await eventually(async () => {
        const row = (await store.pool.query('SELECT attempts, last_error, settled_at FROM card_refunds WHERE refund_id = $1', [refundId])).rows[0];
        return row && row.attempts >= 1 ? row : undefined;
      }, 'the gateway has been asked once');
      if (firstTry.settled_at === null) {
        assert.match(firstTry.last_error, /5126/);
        assert.equal((await settledEvents(order.orderId)).length, 0);
        const pending = await api.call('GET', `order/details/${order.orderId}`, { token: adminToken });
        assert.equal(pending.body.order.refunds[0].state, 'Pending');
      }
      await eventually(async () => ((await settledEvents(order.orderId)).length === 1 ? true : undefined), 'the refund settles on a later try');
      await followUp.runDue();
      const tries = (await store.pool.query<{ tries: number }>('SELECT tries FROM sandbox_refund_tries WHERE idempotency_key = $1', [refundId])).rows[0];
      assert.equal(tries?.tries, 2, 'asked twice: refused once, made once');
      assert.deepEqual((await gatewayRefunds(order.paymentId)).map((r) => r.idempotency_key), [refundId]);
      assert.equal((await settledEvents(order.orderId)).length, 1);
      const row = (await store.pool.query('SELECT attempts, last_error FROM card_refunds WHERE refund_id = $1', [refundId])).rows[0];
      assert.deepEqual(row, { attempts: 2, last_error: null });
    });
  });
}
