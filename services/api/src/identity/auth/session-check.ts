import { Inject, Injectable } from '@nestjs/common';
import { UnauthorizedError } from '../../common/app-errors.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { CoalescedLookup } from '../../common/batching/coalesced-lookup.js';
import { SessionTokens } from '../tokens/session-tokens.js';
import { UsersRepository, type SessionUser } from '../users/users.repository.js';
import type { AuthenticatedUser } from './authenticated-user.js';
import { bearerTokenOf } from './bearer-token.js';
import { mustTurnOnTwoFactor } from './permissions.js';
import { SessionUserCache } from './session-user-cache.js';
import { SessionUserChanges } from './session-user-changes.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who an Authorization header belongs to: the session token checked (signature once, then its
 * expiry), and the user as the database has them now, so a password change or "sign out
 * everywhere" (token version), a signed-out session, a role change, an unverified or removed
 * account take effect at once. The user comes from SessionUserCache while SessionUserChanges
 * listens (every change drops the user's entry, in every process); otherwise, and on a miss, from
 * the database, the look-ups of one turn of the event loop as one query (CoalescedLookup). Used by
 * the session guard.
 */
@Injectable()
export class SessionCheck {
  private readonly currentUsers: CoalescedLookup<string, SessionUser>;

  constructor(
    private readonly tokens: SessionTokens,
    users: UsersRepository,
    private readonly cache: SessionUserCache,
    private readonly changes: SessionUserChanges,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.currentUsers = new CoalescedLookup((ids) => users.findSessionUsers(ids));
  }

  async authenticate(authorization: string | undefined): Promise<AuthenticatedUser> {
    const claims = await this.tokens.verifySession(bearerTokenOf(authorization));
    // A signed token names one of our user ids; anything else must not reach the shared query.
    const user = UUID.test(claims.userId) ? await this.sessionUser(claims.userId) : null;
    if (!user || user.tokenVersion !== claims.tokenVersion || user.emailVerifiedAt === null || user.revokedSessions.includes(claims.sessionId)) {
      throw new UnauthorizedError('Session expired, please log in again');
    }
    return { id: user.id, role: user.role, email: user.email, secondFactorMissing: mustTurnOnTwoFactor(user, this.config.staffTwoFactor), session: { id: claims.sessionId, expiresAt: claims.expiresAt } };
  }

  private async sessionUser(userId: string): Promise<SessionUser | null> {
    // Not listening: a change may go unheard, so the cache is neither read nor filled.
    if (!this.changes.listening) return this.currentUsers.load(userId);
    const cached = this.cache.get(userId);
    if (cached) return cached;
    const generation = this.cache.generation;
    const user = await this.currentUsers.load(userId);
    if (user && this.changes.listening) this.cache.putIfUnchanged(user, generation);
    return user;
  }
}
