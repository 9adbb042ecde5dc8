import { randomUUID } from 'node:crypto';
import { apiCall, type ApiSession } from './ordering-api.js';

export type StaffRole = 'customer' | 'admin' | 'finance' | 'support';

/** An account as GET users/search lists it (frontend/src/features/admin/users-types.ts). */
export interface SearchedAccount {
  id: string;
  email: string;
  username: string;
  role: StaffRole;
  walletBalance: number;
  twoFactorEnabled: boolean;
}

/**
 * PATCH users/{id}/role as a staff manager: the product's way to make a staff account out of a
 * registered one (issue 35). The account's sessions end at once.
 */
export async function changeRole(baseUrl: string, manager: ApiSession, userId: string, role: StaffRole, reason: string): Promise<void> {
  await apiCall(baseUrl, 'PATCH', `users/${userId}/role`, { token: manager.token, body: { role, reason } });
}

/** GET users/search: the accounts whose e-mail contains the text. */
export async function searchAccounts(baseUrl: string, manager: ApiSession, email: string): Promise<SearchedAccount[]> {
  return (await apiCall<{ users: SearchedAccount[] }>(baseUrl, 'GET', `users/search?email=${encodeURIComponent(email)}`, { token: manager.token })).users;
}

/** PATCH users/{id}/wallet as a staff member, its own Idempotency-Key. */
export async function creditWallet(baseUrl: string, staff: ApiSession, userId: string, dollars: number, reason: string): Promise<void> {
  await apiCall(baseUrl, 'PATCH', `users/${userId}/wallet`, { token: staff.token, body: { amount: dollars, type: 'add', reason }, headers: { 'Idempotency-Key': randomUUID() } });
}

/** POST auth/toggle-2fa: turns the account's two-factor sign-in on (it must be off); the session goes on. */
export async function turnOnTwoFactor(baseUrl: string, session: ApiSession): Promise<void> {
  const answer = await apiCall<{ twoFactorEnabled: boolean }>(baseUrl, 'POST', 'auth/toggle-2fa', { token: session.token });
  if (!answer.twoFactorEnabled) throw new Error('Two-factor sign-in was on already: the toggle turned it off');
}
