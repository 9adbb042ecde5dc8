import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { listTestGames } from '../../catalogue/testing/list-test-games.js';
import { PasswordHasher } from '../../identity/passwords/password-hasher.js';
import { UsersRepository } from '../../identity/users/users.repository.js';
import { createTestShoppers, type TestShopper } from '../../ordering/testing/test-shoppers.js';
import type { TestApp } from '../../testing/start-test-app.js';
import { createTestUser, type TestUser } from '../../testing/test-users.js';
import { AdjustWalletCommand } from '../../wallet/commands/adjust-wallet.command.js';

const GAMES = [
  { gameId: 1009, priceCents: 1999, keys: 200 },
  { gameId: 1011, priceCents: 999, keys: 200 },
];

/** A customer who signs in by password, as a person does (the restored store must let them in). */
export interface SigningCustomer extends TestShopper {
  email: string;
  password: string;
  orderIds: string[];
}

export interface BusyStore {
  admin: TestUser;
  customer: SigningCustomer;
  /** One round of what a store does all day, through the HTTP API: three checkouts (each must answer 201), a refund, a ticket and its answer (their statuses). */
  round(): Promise<number[]>;
}

/**
 * A store with customers, orders, refunds and tickets made through the API, and more of them
 * on demand (round), for backups taken while it serves.
 */
export async function busyStore(api: TestApp): Promise<BusyStore> {
  await listTestGames(api.app, GAMES);
  const admin = await createTestUser(api.app, 'admin');
  // Twelve buyers in turn, three a round: a customer may open five tickets in ten minutes.
  const shoppers = await createTestShoppers(api.app, 12, 1_000_00);
  const customer = await signingCustomer(api);
  let turn = 0;
  let rounds = 0;

  const buy = async (who: TestShopper) => {
    const answer = await api.call('POST', 'order/create-order', {
      token: who.token,
      body: { userId: who.userId, games: [{ gameId: GAMES[turn++ % GAMES.length]!.gameId, quantity: 2 }], paymentMethod: 'wallet' },
    });
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    return answer.body.data.order as { orderId: string; games: Array<{ gameId: number; gameKeys: Array<{ id: string }> }> };
  };
  for (let i = 0; i < 3; i += 1) customer.orderIds.push((await buy(customer)).orderId);

  return {
    admin,
    customer,
    async round() {
      const first = (rounds++ * 3) % shoppers.length;
      const buyers = shoppers.slice(first, first + 3);
      const orders = await Promise.all(buyers.map(buy));
      const [line] = orders[0]!.games;
      const refund = await api.call('POST', 'refund/process', { token: admin.token, body: { orderId: orders[0]!.orderId, gameId: line!.gameId, keyToRefund: line!.gameKeys[0]!.id } });
      const ticket = await api.call('POST', 'ticket/create', { token: buyers[1]!.token, body: { subject: 'Key not accepted', message: 'The launcher says the key was used', orderId: orders[1]!.orderId } });
      const reply = await api.call('POST', `ticket/${ticket.body?.ticket?._id}/reply`, { token: admin.token, body: { message: 'A new key is on its way' } });
      return [refund.status, ticket.status, reply.status];
    },
  };
}

async function signingCustomer(api: TestApp): Promise<SigningCustomer> {
  const id = randomUUID();
  const email = `buyer-${id}@example.test`;
  const password = 'restored and still mine';
  const users = api.app.get(UsersRepository);
  await users.insert({ id, username: `buyer${id.slice(0, 8)}`, email, passwordHash: await api.app.get(PasswordHasher).hash(password), role: 'customer', emailVerified: true });
  await api.app.get(CommandBus).execute(new AdjustWalletCommand(id, 'add', 1_000_00, 'Test balance', { id: 'test', role: 'system' }));
  const login = await api.call('POST', 'auth/login', { body: { email, password } });
  assert.equal(login.status, 200, JSON.stringify(login.body));
  return { userId: id, token: login.body.token, email, password, orderIds: [] };
}
