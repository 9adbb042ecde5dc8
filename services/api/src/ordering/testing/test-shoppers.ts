import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SessionIssuer } from '../../identity/sessions/session-issuer.js';
import { UsersRepository } from '../../identity/users/users.repository.js';
import { AdjustWalletCommand } from '../../wallet/commands/adjust-wallet.command.js';

export interface TestShopper {
  userId: string;
  token: string;
}

/**
 * Verified shoppers with a wallet balance, made directly (no sign-up mail round trip) so race
 * tests can have hundreds. Their sessions are real tokens from the app's own issuer.
 */
export async function createTestShoppers(app: INestApplication, count: number, walletCents: number): Promise<TestShopper[]> {
  const users = app.get(UsersRepository);
  const sessions = app.get(SessionIssuer);
  const commands = app.get(CommandBus);
  const shoppers: TestShopper[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = randomUUID();
    await users.insert({ id, username: `shopper${i}`, email: `shopper-${id}@example.test`, passwordHash: 'not-used', role: 'customer', emailVerified: true });
    const user = (await users.findById(id))!;
    const { token } = await sessions.issue(user, false);
    if (walletCents > 0) await commands.execute(new AdjustWalletCommand(id, 'add', walletCents, 'Test balance', { id: 'test', role: 'system' }));
    shoppers.push({ userId: id, token });
  }
  return shoppers;
}
