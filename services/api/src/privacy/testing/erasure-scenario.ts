import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { EventStore } from '@keyledger/event-store';
import { listTestGames } from '../../catalogue/testing/list-test-games.js';
import { registerVerifyAndLogin } from '../../identity/testing-helpers.js';
import { priceOrder } from '../../ordering/domain/order-pricing.js';
import { ProjectionsService } from '../../projections/projections.service.js';
import { eventually } from '../../testing/eventually.js';
import type { SmtpCapture } from '../../testing/smtp-capture.js';
import type { TestApp } from '../../testing/start-test-app.js';
import type { TestUser } from '../../testing/test-users.js';

export const [WALLET_GAME, CARD_GAME] = [1877, 1009];
const PASSWORD = 'correct horse battery';

/** Letters only, so that a name stays a plausible name and a search for it matches nothing else. */
const word = () => [...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');

/** A customer whose every personal value is unique to this run: a dump either holds one of them or none. */
export interface ErasureCustomer {
  userId: string;
  token: string;
  email: string;
  password: string;
  /** Every text that names or describes them: e-mail, username, name, address, ticket texts, reasons typed about them. */
  personalTexts: string[];
  /** The admin's reason for the wallet credit: sealed in the log and kept in no table (the others are also in read models or mail). */
  creditReason: string;
  walletOrderId: string;
  cardOrderId: string;
}

/**
 * A customer's life in the store: registers (a real verification mail), is credited by an admin
 * with a reason naming them, buys with the wallet and by card (a payment customer with their name
 * and address), opens a ticket about an order and exchanges replies with the admin, and gets a key
 * of each order refunded with a reason naming them (the card's settled). Games must be listed (listScenarioGames).
 */
export async function customerLife(api: TestApp, smtp: SmtpCapture, admin: TestUser): Promise<ErasureCustomer> {
  const [first, last, street, city, pet] = [word(), word(), word(), word(), word()];
  const firstName = first[0]!.toUpperCase() + first.slice(1);
  const lastName = last[0]!.toUpperCase() + last.slice(1);
  const email = `${first}.${last}@example.com`;
  const { token, userId } = await registerVerifyAndLogin(api, smtp, email, PASSWORD);
  const call = async (method: string, path: string, body: unknown, as: string, status = 200) => {
    const answer = await api.call(method, path, { token: as, ...(body === undefined ? {} : { body }) });
    assert.equal(answer.status, status, `${method} ${path}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const credit = `Goodwill for ${firstName} ${lastName}`;
  await call('PATCH', `users/${userId}/wallet`, { amount: 200, reason: credit }, admin.token);
  const walletOrder = (await call('POST', 'order/create-order', { userId, games: [{ gameId: WALLET_GAME, quantity: 2 }], paymentMethod: 'wallet' }, token, 201)).data.order;

  const address = { firstName, lastName, email, addressLine1: `12 ${street} Lane`, city: `${city[0]!.toUpperCase()}${city.slice(1)}ville`, state: 'IL', postalCode: '62701', country: 'US' };
  const customerId = (await call('POST', 'payments/customers', { ...address, referenceId: userId }, token, 201)).data.customer.id;
  const cardToken = (await call('POST', 'payments/sandbox/tokenize', { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: `${firstName} ${lastName}` }, token, 201)).token;
  const amount = priceOrder([{ gameId: CARD_GAME, title: '', quantity: 1, priceCents: 24_99, discountPercent: 0 }], null).totalCents / 100;
  const cardOrder = (await call('POST', 'payments/process', { sourceId: cardToken, customerId, amount, currency: 'USD', games: [{ gameId: CARD_GAME, quantity: 1 }], userId }, token, 201)).data.order;

  const subject = `Keys for ${pet} the hamster`;
  const message = `${firstName} here: the key I gave ${pet} does not activate`;
  const adminReply = `Dear ${firstName}, we are looking at ${pet}'s key`;
  const customerReply = `Thank you, ${pet} is waiting`;
  const ticket = (await call('POST', 'ticket/create', { subject, message, orderId: walletOrder.orderId }, token, 201)).ticket;
  await call('POST', `ticket/${ticket._id}/reply`, { message: adminReply }, admin.token);
  await call('POST', `ticket/${ticket._id}/reply`, { message: customerReply }, token);

  const refundReason = `${firstName} ${lastName} could not activate it`;
  await call('POST', 'refund/process', { orderId: walletOrder.orderId, gameId: WALLET_GAME, keyToRefund: walletOrder.games[0].gameKeys[0].id, reason: refundReason }, admin.token);
  await call('POST', 'refund/process', { orderId: cardOrder.orderId, gameId: CARD_GAME, keyToRefund: cardOrder.games[0].gameKeys[0].id, reason: refundReason }, admin.token);

  // The card refund is paid back by the system a moment later: the customer's life is over when it is.
  const store = api.app.get(EventStore);
  await eventually(
    async () => ((await store.pool.query(`SELECT 1 FROM events WHERE event_type = 'RefundSettled' AND data->>'orderId' = $1`, [cardOrder.orderId])).rowCount ? true : undefined),
    'the card refund settled',
  );
  return {
    userId,
    token,
    email,
    password: PASSWORD,
    personalTexts: [email, email.split('@')[0]!, firstName, lastName, address.addressLine1, address.city, subject, message, adminReply, customerReply, credit, refundReason, pet],
    creditReason: credit,
    walletOrderId: walletOrder.orderId,
    cardOrderId: cardOrder.orderId,
  };
}

export async function listScenarioGames(api: TestApp): Promise<void> {
  await listTestGames(api.app, [
    { gameId: WALLET_GAME, priceCents: 19_99, keys: 20 },
    { gameId: CARD_GAME, priceCents: 24_99, keys: 20 },
  ]);
}

/** Every read model has applied the whole log (through Kafka: the relay and the projectors too). */
export async function readModelsCaughtUp(api: TestApp): Promise<void> {
  const store = api.app.get(EventStore);
  const projections = api.app.get(ProjectionsService);
  await eventually(async () => {
    const head = Number((await store.pool.query<{ p: string }>('SELECT max(global_position) AS p FROM events')).rows[0]!.p);
    const health = await projections.health(head);
    return health.every((projection) => projection.lag === 0) ? true : undefined;
  }, 'the read models caught up with the log', 30_000);
}

/** Which of the texts the haystack holds, any case. */
export function foundIn(haystack: string, texts: readonly string[]): string[] {
  const lower = haystack.toLowerCase();
  return texts.filter((text) => lower.includes(text.toLowerCase()));
}
