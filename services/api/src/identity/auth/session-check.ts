import { Injectable } from '@nestjs/common';
import { UnauthorizedError } from '../../common/app-errors.js';
import { CoalescedLookup } from '../../common/batching/coalesced-lookup.js';
import { SessionTokens } from '../tokens/session-tokens.js';
import { UsersRepository, type SessionUser } from '../users/users.repository.js';
import type { AuthenticatedUser } from './authenticated-user.js';
import { bearerTokenOf } from './bearer-token.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who an Authorization header belongs to: the session token checked (signature once, then its
 * expiry), and the user re-read from the database every time, so a password change or "sign out
 * everywhere" (token version), a signed-out session and a role change take effect at once. The
 * look-ups of one turn of the event loop are one query (CoalescedLookup). Used by the session
 * guard, and by the answer caches served ahead of the application.
 */
@Injectable()
export class SessionCheck {
  private readonly currentUsers: CoalescedLookup<string, SessionUser>;

  constructor(
    private readonly tokens: SessionTokens,
    users: UsersRepository,
  ) {
    this.currentUsers = new CoalescedLookup((ids) => users.findSessionUsers(ids));
  }

  async authenticate(authorization: string | undefined): Promise<AuthenticatedUser> {
    const claims = await this.tokens.verifySession(bearerTokenOf(authorization));
    // A signed token names one of our user ids; anything else must not reach the shared query.
    const user = UUID.test(claims.userId) ? await this.currentUsers.load(claims.userId) : null;
    if (!user || user.tokenVersion !== claims.tokenVersion || user.emailVerifiedAt === null || user.revokedSessions.includes(claims.sessionId)) {
      throw new UnauthorizedError('Session expired, please log in again');
    }
    return { id: user.id, role: user.role, email: user.email, session: { id: claims.sessionId, expiresAt: claims.expiresAt } };
  }
}
