import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CommandBus } from '@nestjs/cqrs';
import { EventStore } from '@keyledger/event-store';
import { AddKeysCommand } from '../../catalogue/commands/add-keys.command.js';
import { ListGameCommand } from '../../catalogue/commands/list-game.command.js';
import { catalogueCaughtUp, TEST_ADMIN } from '../../catalogue/testing/list-test-games.js';
import { SmtpCapture } from '../../testing/smtp-capture.js';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { createTestShoppers } from '../testing/test-shoppers.js';
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

      // Sent once: the outbox row is marked, and another round finds nothing to send.
      const outbox = () => api.app.get(EventStore).pool.query('SELECT sent_at, attempts FROM order_confirmation_outbox WHERE order_id = $1', [orderId]);
      // The mail reaches the SMTP server just before the sender marks its row.
      for (let i = 0; i < 40 && (await outbox()).rows[0]?.sent_at == null; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
      const rows = await outbox();
      assert.equal(rows.rows.length, 1);
      assert.notEqual(rows.rows[0].sent_at, null);
      assert.equal(rows.rows[0].attempts, 1);
      assert.equal(await api.app.get(OrderConfirmationSender).sendDue(), 0);
    });

    it('mails every order of a busy moment exactly once (claimed and marked a batch at a time)', async () => {
      await api.app.get(CommandBus).execute(new AddKeysCommand(GAME, Array.from({ length: 6 }, (_, i) => `MAIL-BUSY-KEY-${i}`), TEST_ADMIN));
      const shoppers = await createTestShoppers(api.app, 6, 100_00);
      const placed = await Promise.all(
        shoppers.map((shopper) =>
          api.call('POST', 'order/create-order', { token: shopper.token, body: { userId: shopper.userId, games: [{ gameId: GAME, quantity: 1 }], paymentMethod: 'wallet' } }),
        ),
      );
      assert.deepEqual(placed.map((p) => p.status), Array(6).fill(201));
      const orderIds = placed.map((p) => p.body.data.order.orderId as string);
      const emails = await Promise.all(shoppers.map(async (s) => (await api.call('POST', 'auth/token-verify', { token: s.token })).body.data.user.email as string));
      for (const [i, email] of emails.entries()) {
        const mail = await smtp.nextFor(email, /^Your KeyLedger order /, 15_000);
        assert.equal(mail.subject, `Your KeyLedger order ${orderIds[i]!.slice(-6).toUpperCase()}`);
      }
      const pool = api.app.get(EventStore).pool;
      const sent = async () => (await pool.query<{ n: string }>('SELECT count(*) AS n FROM order_confirmation_outbox WHERE order_id = ANY ($1::uuid[]) AND sent_at IS NOT NULL AND attempts = 1', [orderIds])).rows[0]!.n;
      for (let i = 0; i < 40 && (await sent()) !== '6'; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
      assert.equal(await sent(), '6');
      assert.equal(await api.app.get(OrderConfirmationSender).sendDue(), 0);
      await new Promise((resolve) => setTimeout(resolve, 600)); // one more sender round
      const again = smtp.messages.filter((m) => emails.some((email) => m.to.toLowerCase().includes(email.toLowerCase())));
      assert.deepEqual(again, [], 'no order is mailed twice');
    });
  });
}
