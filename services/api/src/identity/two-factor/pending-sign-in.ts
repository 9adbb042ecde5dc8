import { Injectable } from '@nestjs/common';
import { UnauthorizedError } from '../../common/app-errors.js';
import { SessionTokens } from '../tokens/session-tokens.js';
import { UsersRepository } from '../users/users.repository.js';
import type { UserRecord } from '../users/user-record.js';

/** The user behind a first-step temporary token, while that token is still valid for them. */
@Injectable()
export class PendingSignIn {
  constructor(
    private readonly tokens: SessionTokens,
    private readonly users: UsersRepository,
  ) {}

  async resolve(tempToken: string): Promise<{ user: UserRecord; remember: boolean }> {
    const claims = await this.tokens.verifyTwoFactor(tempToken);
    const user = await this.users.findById(claims.userId);
    if (!user || user.tokenVersion !== claims.tokenVersion) throw new UnauthorizedError('Session expired, please log in again');
    return { user, remember: claims.remember };
  }
}
