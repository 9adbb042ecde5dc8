import { centsToDollars } from '../../common/money/money.js';
import type { UserRecord } from './user-record.js';

/** The user as the client sees it (the spec's User entity). Never the hash or token version. */
export function toPublicUser(user: UserRecord, walletBalanceCents: number) {
  return {
    _id: user.id,
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    displayName: user.username,
    bio: user.bio ?? '',
    photoURL: user.photoUrl ?? '',
    twoFactorEnabled: user.twoFactorEnabled,
    emailVerified: user.emailVerifiedAt !== null,
    /** A new address waiting for its confirmation link, or null. */
    pendingEmail: user.pendingEmail,
    wallet: { balance: centsToDollars(walletBalanceCents) },
    createdAt: user.createdAt.toISOString(),
  };
}

export type PublicUser = ReturnType<typeof toPublicUser>;
