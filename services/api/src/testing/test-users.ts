import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { SessionIssuer } from '../identity/sessions/session-issuer.js';
import { isStaff } from '../identity/auth/permissions.js';
import type { Role } from '../identity/users/user-record.js';
import { UsersRepository } from '../identity/users/users.repository.js';

export interface TestUser {
  userId: string;
  email: string;
  token: string;
}

/**
 * A verified account of `role` made directly, with a real session token from the app's own issuer.
 * A staff account has two-factor sign-in on, as STAFF_TWO_FACTOR=required (the default) asks;
 * `{ twoFactor: false }` makes one that has not turned it on yet.
 */
export async function createTestUser(app: INestApplication, role: Role, options: { twoFactor?: boolean } = {}): Promise<TestUser> {
  const users = app.get(UsersRepository);
  const id = randomUUID();
  const email = `${role}-${id}@example.test`;
  await users.insert({ id, username: `${role}${id.slice(0, 8)}`, email, passwordHash: 'not-used', role, emailVerified: true });
  if (options.twoFactor ?? isStaff(role)) await users.setTwoFactor(id, true);
  const { token } = await app.get(SessionIssuer).issue((await users.findById(id))!, false);
  return { userId: id, email, token };
}
