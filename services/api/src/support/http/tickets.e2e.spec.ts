import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { signInStaffFirstTime } from '../../identity/testing-helpers.js';
import { EventStore } from '@keyledger/event-store';
import { listTestGames } from '../../catalogue/testing/list-test-games.js';
import { createTestShoppers, type TestShopper } from '../../ordering/testing/test-shoppers.js';
import { SmtpCapture } from '../../testing/smtp-capture.js';
import { apiTestTargets, startTestApp, type ApiAnswer, type TestApp } from '../../testing/start-test-app.js';
import { SupportFollowUp } from '../follow-up/support-follow-up.js';

const ADMIN = { email: 'admin@shop.test', password: 'admin-password-1' };
const XSS = '<img src=x onerror=alert(1)>';

interface Ticket {
  _id: string;
  subject: string;
  message: string;
  status: string;
  orderId: string | null;
  orderNumber: string | null;
  updatedAt: string;
  userId: { _id: string; name: string | null; email: string | null };
  replies: Array<{ _id: string; sender: string; message: string }>;
}

for (const target of await apiTestTargets()) {
  describe(`support tickets on ${target}`, () => {
    const smtp = new SmtpCapture();
    let api: TestApp;
    let store: EventStore;
    let adminToken: string;
    let shoppers: TestShopper[];

    before(async () => {
      api = await startTestApp(target, { SMTP_URL: await smtp.start(), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
      store = api.app.get(EventStore);
      adminToken = (await signInStaffFirstTime(api, ADMIN)).token;
      await listTestGames(api.app, [{ gameId: 1009, priceCents: 1999, keys: 5 }]);
      shoppers = await createTestShoppers(api.app, 9, 100_00);
    });
    after(async () => {
      await api.close();
      await smtp.stop();
    });

    const shopper = (n: number) => shoppers[n]!;
    const emailOf = (who: TestShopper) => `shopper-${who.userId}@example.test`;
    const open = (who: TestShopper, body: Record<string, unknown>): Promise<ApiAnswer> => api.call('POST', 'ticket/create', { token: who.token, body });
    async function opened(who: TestShopper, subject = 'My key does not work', message = 'It says already used'): Promise<Ticket> {
      const answer = await open(who, { subject, message });
      assert.equal(answer.status, 201, JSON.stringify(answer.body));
      return answer.body.ticket;
    }
    const reply = (id: string, message: string, token: string) => api.call('POST', `ticket/${id}/reply`, { token, body: { message } });
    const close = (id: string, token: string) => api.call('PATCH', `ticket/${id}/close`, { token });
    const setStatus = (id: string, status: string, token = adminToken) => api.call('PATCH', `ticket/${id}/status`, { token, body: { status } });
    const eventCount = async () => Number((await store.pool.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);
    const streamTypes = async (id: string) => (await store.readStream(`ticket-${id}`)).events.map((e) => e.type);

    it('opens a ticket about one of your orders, answers it at once, and lists it for you and the desk', async () => {
      const buyer = shopper(0);
      const bought = await api.call('POST', 'order/create-order', { token: buyer.token, body: { userId: buyer.userId, games: [{ gameId: 1009, quantity: 1 }], paymentMethod: 'wallet' } });
      assert.equal(bought.status, 201);
      const orderId = bought.body.data.order.orderId;
      const answer = await open(buyer, { subject: '  Wrong region  ', message: 'The key is for EU', orderId });
      assert.equal(answer.status, 201, JSON.stringify(answer.body));
      const ticket: Ticket = answer.body.ticket;
      assert.deepEqual([ticket.subject, ticket.message, ticket.status, ticket.orderId, ticket.replies], ['Wrong region', 'The key is for EU', 'open', orderId, []]);
      const number = (bought.body.data.order.transactionId as string).slice(-6).toUpperCase();
      assert.equal(ticket.orderNumber, number, 'the order number the shopper knows');
      assert.deepEqual(ticket.userId, { _id: buyer.userId, name: 'shopper0', email: emailOf(buyer) });
      const event = (await store.readStream(`ticket-${ticket._id}`)).events[0]!;
      assert.deepEqual([event.type, event.metadata.actor?.id], ['TicketOpened', buyer.userId]);

      const mine = await api.call('GET', 'ticket/my', { token: buyer.token });
      assert.deepEqual(mine.body.tickets.map((t: Ticket) => t._id), [ticket._id]);
      assert.deepEqual((await api.call('GET', 'ticket/my', { token: shopper(1).token })).body.tickets, []);
      const desk = await api.call('GET', `ticket/all?search=${encodeURIComponent(emailOf(buyer).toUpperCase())}`, { token: adminToken });
      assert.deepEqual(desk.body.tickets.map((t: Ticket) => [t._id, t.orderNumber]), [[ticket._id, number]]);
      assert.deepEqual(mine.body.tickets.map((t: Ticket) => t.orderNumber), [number]);
    });

    it('refuses bad tickets in clear words and writes nothing', async () => {
      const before = await eventCount();
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ subject: '   ', message: 'Hello' }, 'Subject is required'],
        [{ message: 'Hello' }, 'Subject is required'],
        [{ subject: 'Hi', message: '' }, 'Message is required'],
        [{ subject: 'x'.repeat(201), message: 'Hello' }, 'Subject must be at most 200 characters'],
        [{ subject: 'Hi', message: 'x'.repeat(5_001) }, 'Message must be at most 5,000 characters'],
        [{ subject: 'Hi', message: 'Hello', orderId: 'order-1' }, 'Invalid order id'],
      ];
      for (const [body, message] of cases) {
        const answer = await open(shopper(1), body);
        assert.equal(answer.status, 400, JSON.stringify(body));
        assert.match(answer.body.message, new RegExp(message));
      }
      // Another shopper's order, or none: 404 as if it did not exist.
      const notMine = await open(shopper(1), { subject: 'Hi', message: 'Hello', orderId: randomUUID() });
      assert.equal(notMine.status, 404);
      assert.equal(notMine.body.message, 'Order not found');
      assert.equal((await api.call('POST', 'ticket/create', { body: { subject: 'Hi', message: 'Hello' } })).status, 401);
      const ticket = await opened(shopper(1));
      const afterOne = await eventCount();
      assert.equal(afterOne, before + 1);
      assert.equal((await reply(ticket._id, '  ', shopper(1).token)).status, 400);
      assert.equal((await setStatus(ticket._id, 'resolved')).status, 400);
      assert.equal((await setStatus('not-a-ticket', 'open')).status, 400);
      assert.equal((await setStatus(randomUUID(), 'open')).status, 404);
      assert.equal(await eventCount(), afterOne);
    });

    it("hides another customer's ticket on every route (404), and keeps status changes for admins", async () => {
      const ticket = await opened(shopper(2));
      const stranger = shopper(3).token;
      const before = await eventCount();
      for (const answer of [await reply(ticket._id, 'Me too', stranger), await close(ticket._id, stranger)]) {
        assert.equal(answer.status, 404);
        assert.equal(answer.body.message, 'Ticket not found');
      }
      assert.equal((await setStatus(ticket._id, 'closed', stranger)).status, 403);
      assert.equal((await setStatus(ticket._id, 'in-progress', shopper(2).token)).status, 403, 'the owner cannot set a status either');
      assert.equal((await api.call('GET', 'ticket/all', { token: stranger })).status, 403);
      assert.equal(await eventCount(), before);
    });

    it('follows the state machine: the admin moves and answers, the customer closes for good; a closed ticket takes nothing more (409)', async () => {
      const owner = shopper(4);
      const ticket = await opened(owner);
      const progressed = await setStatus(ticket._id, 'in-progress');
      assert.equal(progressed.status, 200);
      assert.equal(progressed.body.message, 'Ticket status updated to in-progress');
      assert.equal(progressed.body.ticket.status, 'in-progress');
      const answered = await reply(ticket._id, 'We are looking into it', adminToken);
      assert.equal(answered.status, 200);
      assert.deepEqual(answered.body.ticket.replies.map((r: Ticket['replies'][number]) => [r.sender, r.message]), [['admin', 'We are looking into it']]);
      const thanks = await reply(ticket._id, 'Thanks', owner.token);
      assert.deepEqual(thanks.body.ticket.replies.map((r: Ticket['replies'][number]) => r.sender), ['admin', 'customer']);
      const same = await setStatus(ticket._id, 'in-progress');
      assert.equal(same.status, 200, 'setting the status it has changes nothing');
      assert.equal(same.body.position, null);
      const closed = await close(ticket._id, owner.token);
      assert.equal(closed.status, 200);
      assert.equal(closed.body.ticket.status, 'closed');
      const before = await eventCount();
      for (const [answer, message] of [
        [await reply(ticket._id, 'One more thing', owner.token), 'This ticket is closed: it takes no more replies'],
        [await reply(ticket._id, 'Reopening', adminToken), 'This ticket is closed: it takes no more replies'],
        [await setStatus(ticket._id, 'open'), 'This ticket is closed: its status cannot change'],
        [await close(ticket._id, adminToken), 'This ticket is already closed'],
      ] as const) {
        assert.equal(answer.status, 409);
        assert.equal(answer.body.message, message);
      }
      assert.equal(await eventCount(), before);
      assert.deepEqual(await streamTypes(ticket._id), ['TicketOpened', 'TicketStatusChanged', 'TicketReplied', 'TicketReplied', 'TicketStatusChanged']);
    });

    it('keeps every reply and ends on one status when 20 replies and status changes race on one ticket', async () => {
      const owner = shopper(5);
      const ticket = await opened(owner);
      const calls = Array.from({ length: 20 }, (_, i) => {
        if (i % 4 === 0) return setStatus(ticket._id, i % 8 === 0 ? 'in-progress' : 'open');
        if (i === 19) return setStatus(ticket._id, 'closed');
        return reply(ticket._id, `reply ${i}`, i % 2 ? owner.token : adminToken);
      });
      const answers = await Promise.all(calls);
      for (const answer of answers) assert.ok([200, 409].includes(answer.status), JSON.stringify(answer.body));
      const events = (await store.readStream(`ticket-${ticket._id}`)).events;
      const replies = events.filter((e) => e.type === 'TicketReplied').map((e) => e.data.message);
      const isReply = (i: number) => i % 4 !== 0 && i !== 19;
      const acceptedReplies = answers.flatMap((answer, i) => (answer.status === 200 && isReply(i) ? [`reply ${i}`] : []));
      assert.deepEqual([...replies].sort(), [...acceptedReplies].sort(), 'every accepted reply kept, once');
      // The stream is a consistent history: each change starts from the status the one before left.
      let status = 'open';
      for (const event of events.filter((e) => e.type === 'TicketStatusChanged')) {
        assert.equal(event.data.from, status);
        status = event.data.to as string;
      }
      const closedAt = events.findIndex((e) => e.type === 'TicketStatusChanged' && e.data.to === 'closed');
      assert.ok(closedAt > 0, 'closed once');
      assert.equal(events.slice(closedAt + 1).length, 0, 'nothing after the close');
      const listed = (await api.call('GET', 'ticket/my', { token: owner.token })).body.tickets.find((t: Ticket) => t._id === ticket._id);
      assert.equal(listed.status, 'closed');
      assert.equal(listed.replies.length, replies.length);
    });

    it('sorts the desk open, then in progress, then closed, each by latest update; filters by status; searches subject, message, e-mail and name; pages', async () => {
      const owner = shopper(6);
      const a = await opened(owner, 'Alpha subject', 'first message');
      const b = await opened(owner, 'Bravo subject', 'needle in the message');
      const c = await opened(owner, 'Charlie subject', 'third');
      await setStatus(a._id, 'in-progress');
      await setStatus(c._id, 'closed');
      const last = await reply(b._id, 'bump', adminToken);
      const mine = `search=${encodeURIComponent(emailOf(owner))}`;
      const listed = await api.call('GET', `ticket/all?${mine}&position=${last.body.position}`, { token: adminToken });
      assert.deepEqual(listed.body.tickets.map((t: Ticket) => t.subject), ['Bravo subject', 'Alpha subject', 'Charlie subject']);
      assert.equal(listed.body.total, 3);
      const inProgress = await api.call('GET', `ticket/all?${mine}&status=in-progress`, { token: adminToken });
      assert.deepEqual(inProgress.body.tickets.map((t: Ticket) => t._id), [a._id]);
      for (const term of ['NEEDLE', 'bravo subj']) {
        const found = await api.call('GET', `ticket/all?search=${encodeURIComponent(term)}`, { token: adminToken });
        assert.deepEqual(found.body.tickets.map((t: Ticket) => t._id), [b._id], term);
      }
      const byName = await api.call('GET', `ticket/all?search=shopper6&status=closed`, { token: adminToken });
      assert.deepEqual(byName.body.tickets.map((t: Ticket) => t._id), [c._id]);
      assert.equal((await api.call('GET', 'ticket/all?search=%25', { token: adminToken })).body.total, 0, 'a wildcard is taken literally');
      const page2 = await api.call('GET', `ticket/all?${mine}&limit=2&page=2`, { token: adminToken });
      assert.deepEqual([page2.body.tickets.map((t: Ticket) => t._id), page2.body.totalPages], [[c._id], 2]);
      assert.deepEqual((await api.call('GET', 'ticket/my?status=closed', { token: owner.token })).body.tickets.map((t: Ticket) => t._id), [c._id]);
      assert.equal((await api.call('GET', 'ticket/all?status=done', { token: adminToken })).status, 400);
    });

    it("mails the shopper the merchant's reply and each status the merchant sets, with a link to /support; nothing for what the shopper did", async () => {
      const owner = shopper(7);
      const address = emailOf(owner);
      const ticket = await opened(owner, 'Where is my key?\nurgent', 'Bought yesterday');
      const replyMail = smtp.nextFor(address, /^New reply to your ticket "Where is my key\? urgent"$/, 10_000);
      await reply(ticket._id, 'Your key is in your inventory', adminToken);
      await api.app.get(SupportFollowUp).runDue();
      const replied = await replyMail;
      assert.match(replied.text, /The KeyLedger team replied to your ticket/);
      assert.match(replied.text, /Your key is in your inventory/);
      assert.match(replied.text, /\/support\n/);
      assert.doesNotMatch(replied.text, /Bought yesterday/, 'the reply, not the conversation');
      const statusMail = smtp.nextFor(address, /^Your ticket "Where is my key\? urgent" is now In Progress$/, 10_000);
      await setStatus(ticket._id, 'in-progress');
      await api.app.get(SupportFollowUp).runDue();
      await statusMail;
      await reply(ticket._id, 'Thanks!', owner.token);
      await close(ticket._id, owner.token);
      await api.app.get(SupportFollowUp).runDue();
      const queued = await store.pool.query<{ kind: string; sent: boolean }>(
        "SELECT kind, sent_at IS NOT NULL AS sent FROM ticket_mails WHERE mail_data->>'ticketId' = $1 ORDER BY recorded_at",
        [ticket._id],
      );
      assert.deepEqual(queued.rows, [{ kind: 'reply', sent: true }, { kind: 'status', sent: true }]);
    });

    it('gives back user text as that text', async () => {
      const ticket = await opened(shopper(7), XSS, `${XSS} & "quotes"`);
      assert.equal(ticket.subject, XSS);
      const listed = await api.call('GET', `ticket/all?search=${encodeURIComponent('onerror')}`, { token: adminToken });
      assert.equal(listed.body.tickets[0].subject, XSS);
      assert.equal(listed.body.tickets[0].message, `${XSS} & "quotes"`);
    });

    it('limits new tickets per account: 429 with Retry-After, nothing written', async () => {
      const owner = shopper(8);
      for (let i = 0; i < 5; i += 1) await opened(owner, `Ticket ${i}`);
      const before = await eventCount();
      const limited = await open(owner, { subject: 'One too many', message: 'Hello' });
      assert.equal(limited.status, 429);
      assert.ok(Number(limited.headers.get('retry-after')) > 0);
      assert.equal(await eventCount(), before);
    });
  });
}
