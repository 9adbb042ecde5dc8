import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CommandBus } from '@nestjs/cqrs';
import { EventStore } from '@keyledger/event-store';
import { AddKeysCommand } from '../../catalogue/commands/add-keys.command.js';
import { ListGameCommand } from '../../catalogue/commands/list-game.command.js';
import { catalogueCaughtUp, TEST_ADMIN } from '../../catalogue/testing/list-test-games.js';
import { LOGGER } from '../../common/logger.token.js';
import { SessionLocks } from '../../common/locks/session-locks.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { Mailer } from '../../identity/mail/mailer.js';
import { UsersRepository } from '../../identity/users/users.repository.js';
import { SmtpCapture } from '../../testing/smtp-capture.js';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { createTestShoppers } from '../testing/test-shoppers.js';
import { orderReference } from '../domain/order-reference.js';
import { OrderConfirmationSender } from './order-confirmation.sender.js';

const GAME = 1009; // Outpost Uprising, $19.99
const KEYS = ['MAIL-TEST-KEY-0001', 'MAIL-TEST-KEY-0002'];

for (const target of await apiTestTargets()) {
  describe(`order confirmation mail on ${target}`, () => {
    const smtp = new SmtpCapture();
    let api: TestApp;

    before(async () => {
      api = await startTestApp(target, { SMTP_URL: await smtp.start(), PUBLIC_URL: 'https://shop.example.test' });
      await api.app.get(CommandBus).execute(new ListGameCommand(GAME, 1999, KEYS, TEST_ADMIN));
      await catalogueCaughtUp(api.app);
    });
    after(async () => {
      await api.close();
      await smtp.stop();
    });

    const outboxRows = async (orderIds: string[]) =>
      (await api.app.get(EventStore).pool.query<{ sent_at: Date | null; attempts: number }>('SELECT sent_at, attempts FROM order_confirmation_outbox WHERE order_id = ANY ($1::uuid[])', [orderIds])).rows;
    /** Mails to these addresses not yet taken by smtp.nextFor. */
    const mailsTo = (emails: string[]) => smtp.messages.filter((m) => emails.some((email) => m.to.toLowerCase().includes(email.toLowerCase())));
    const placeOrders = async (shoppers: Awaited<ReturnType<typeof createTestShoppers>>) => {
      const placed = await Promise.all(
        shoppers.map((shopper) =>
          api.call('POST', 'order/create-order', { token: shopper.token, body: { userId: shopper.userId, games: [{ gameId: GAME, quantity: 1 }], paymentMethod: 'wallet' } }),
        ),
      );
      assert.deepEqual(placed.map((p) => p.status), Array(shoppers.length).fill(201));
      const emails = await Promise.all(shoppers.map(async (s) => (await api.call('POST', 'auth/token-verify', { token: s.token })).body.data.user.email as string));
      return { orderIds: placed.map((p) => p.body.data.order.orderId as string), emails };
    };

    it('mails the buyer one confirmation with the lines and total, a link to the inventory, and no key', async () => {
      const [shopper] = await createTestShoppers(api.app, 1, 100_00);
      const email = (await api.call('POST', 'auth/token-verify', { token: shopper!.token })).body.data.user.email as string;
      const placed = await api.call('POST', 'order/create-order', {
        token: shopper!.token,
        body: { userId: shopper!.userId, games: [{ gameId: GAME, quantity: 2 }], paymentMethod: 'wallet' },
      });
      assert.equal(placed.status, 201);
      const orderId = placed.body.data.order.orderId as string;

      const mail = await smtp.nextFor(email, /^Your KeyLedger order /, 15_000);
      assert.equal(mail.subject, `Your KeyLedger order ${orderId.slice(-6).toUpperCase()}`);
      assert.match(mail.text, /Outpost Uprising × 2: \$39\.98/);
      assert.match(mail.text, /Total: \$43\.18 \(wallet\)/);
      assert.match(mail.text, /https:\/\/shop\.example\.test\/inventory/);
      for (const key of KEYS) assert.equal(mail.text.includes(key), false);

      // Sent once: another round finds nothing to send, and a mail that went out left no outbox row.
      assert.equal(await api.app.get(OrderConfirmationSender).sendDue(), 0);
      assert.deepEqual(await outboxRows([orderId]), []);
    });

    it('names a card order by the number the success screen and the inventory show (the end of its transactionId), not by its own id', async () => {
      await api.app.get(CommandBus).execute(new AddKeysCommand(GAME, ['MAIL-CARD-KEY-0'], TEST_ADMIN));
      const [shopper] = await createTestShoppers(api.app, 1, 0);
      const token = shopper!.token;
      const email = (await api.call('POST', 'auth/token-verify', { token })).body.data.user.email as string;
      const customer = await api.call('POST', 'payments/customers', {
        token,
        body: { firstName: 'Ada', lastName: 'Lovelace', email, addressLine1: '1 Analytical Way', city: 'Springfield', postalCode: '62701', country: 'US', referenceId: shopper!.userId },
      });
      const card = await api.call('POST', 'payments/sandbox/tokenize', { token, body: { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Ada Lovelace' } });
      const paid = await api.call('POST', 'payments/process', {
        token,
        body: { sourceId: card.body.token, customerId: customer.body.data.customer.id, amount: 21.59, currency: 'USD', games: [{ gameId: GAME, quantity: 1 }], userId: shopper!.userId },
      });
      assert.equal(paid.status, 201, JSON.stringify(paid.body));
      const { orderId, transactionId } = paid.body.data.order as { orderId: string; transactionId: string };
      const reference = orderReference(transactionId);
      assert.notEqual(reference, orderReference(orderId), 'a card payment id does not end like the order id');

      const mail = await smtp.nextFor(email, /^Your KeyLedger order /, 15_000);
      assert.equal(mail.subject, `Your KeyLedger order ${reference}`);
      assert.match(mail.text, new RegExp(`Thank you for your order ${reference}\\.`));
      assert.equal(mail.text.includes(orderId), false, 'no second number for the same order');
      const inventory = await api.call('GET', `inventory/${shopper!.userId}?position=${paid.body.position}`, { token });
      assert.equal(inventory.body.inventory[0].transactionId, transactionId);
    });

    it('mails every order of a busy moment exactly once', async () => {
      await api.app.get(CommandBus).execute(new AddKeysCommand(GAME, Array.from({ length: 6 }, (_, i) => `MAIL-BUSY-KEY-${i}`), TEST_ADMIN));
      const shoppers = await createTestShoppers(api.app, 6, 100_00);
      const { orderIds, emails } = await placeOrders(shoppers);
      for (const [i, email] of emails.entries()) {
        const mail = await smtp.nextFor(email, /^Your KeyLedger order /, 15_000);
        assert.equal(mail.subject, `Your KeyLedger order ${orderIds[i]!.slice(-6).toUpperCase()}`);
      }
      assert.equal(await api.app.get(OrderConfirmationSender).sendDue(), 0);
      await new Promise((resolve) => setTimeout(resolve, 600)); // one more timed round
      assert.deepEqual(mailsTo(emails), [], 'no order is mailed twice');
      assert.deepEqual(await outboxRows(orderIds), []);
    });

    it('keeps a mail the server refuses in the outbox and sends it on a later round', async () => {
      await api.app.get(CommandBus).execute(new AddKeysCommand(GAME, ['MAIL-RETRY-KEY-0'], TEST_ADMIN));
      const [shopper] = await createTestShoppers(api.app, 1, 100_00);
      const email = (await api.call('POST', 'auth/token-verify', { token: shopper!.token })).body.data.user.email as string;
      smtp.refuse(email);
      let orderIds: string[];
      try {
        ({ orderIds } = await placeOrders([shopper!]));
        for (let i = 0; i < 60 && (await outboxRows(orderIds)).length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
        const [queued] = await outboxRows(orderIds);
        assert.ok(queued, 'the refused mail is queued for retry');
        assert.equal(queued.sent_at, null);
        assert.ok(queued.attempts >= 1 && queued.attempts < 5, `attempts ${queued.attempts}`);
        assert.deepEqual(mailsTo([email]), []);
      } finally {
        smtp.accept(email);
      }
      const mail = await smtp.nextFor(email, /^Your KeyLedger order /, 15_000);
      assert.equal(mail.subject, `Your KeyLedger order ${orderIds[0]!.slice(-6).toUpperCase()}`);
      for (let i = 0; i < 40 && (await outboxRows(orderIds))[0]?.sent_at == null; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
      const [sent] = await outboxRows(orderIds);
      assert.notEqual(sent!.sent_at, null);
      assert.equal(await api.app.get(OrderConfirmationSender).sendDue(), 0);
    });

    it('mails from one process at a time: a second sender waits for the lease, and takes over when the first stops', async () => {
      await api.app.get(CommandBus).execute(new AddKeysCommand(GAME, Array.from({ length: 4 }, (_, i) => `MAIL-LEASE-KEY-${i}`), TEST_ADMIN));
      // Another process's sender: its own instance, the same database and SMTP server.
      const app = api.app;
      const other = new OrderConfirmationSender(app.get(EventStore), app.get(Mailer), app.get(UsersRepository), app.get(SessionLocks), app.get(APP_CONFIG), app.get(LOGGER));
      const shoppers = await createTestShoppers(api.app, 3, 100_00);
      const first = await placeOrders(shoppers.slice(0, 2));
      assert.equal(await other.sendDue(), 0, 'the running sender holds the lease');
      for (const email of first.emails) await smtp.nextFor(email, /^Your KeyLedger order /, 15_000);

      await api.app.get(OrderConfirmationSender).beforeApplicationShutdown(); // hands the lease over
      const second = await placeOrders(shoppers.slice(2));
      assert.equal(await other.sendDue(), 1);
      await smtp.nextFor(second.emails[0]!, /^Your KeyLedger order /, 5_000);
      await new Promise((resolve) => setTimeout(resolve, 600));
      assert.deepEqual(mailsTo([...first.emails, ...second.emails]), [], 'no order is mailed twice');
      await other.beforeApplicationShutdown();
    });
  });
}
