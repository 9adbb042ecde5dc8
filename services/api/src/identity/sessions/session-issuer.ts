import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { WalletBalances } from '../../wallet/queries/wallet-balances.js';
import { REMEMBERED_SESSION_TTL_SECONDS, SESSION_TTL_SECONDS, SessionTokens } from '../tokens/session-tokens.js';
import { toPublicUser, type PublicUser } from '../users/public-user.js';
import type { UserRecord } from '../users/user-record.js';

/** Builds the answers that carry a user: with a fresh session token, or the user alone. */
@Injectable()
export class SessionIssuer {
  constructor(
    private readonly tokens: SessionTokens,
    private readonly wallets: WalletBalances,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async publicUser(user: UserRecord): Promise<PublicUser> {
    return toPublicUser(user, await this.wallets.balanceCents(user.id), this.config.staffTwoFactor);
  }

  async issue(user: UserRecord, remember: boolean): Promise<{ token: string; user: PublicUser }> {
    const token = await this.tokens.signSession(
      { userId: user.id, role: user.role, tokenVersion: user.tokenVersion },
      remember ? REMEMBERED_SESSION_TTL_SECONDS : SESSION_TTL_SECONDS,
    );
    return { token, user: await this.publicUser(user) };
  }
}
