import { Global, Module } from '@nestjs/common';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { SessionTokens } from '../tokens/session-tokens.js';
import { UsersRepository } from '../users/users.repository.js';
import { SecondStepGuard } from './second-step.guard.js';
import { SessionCheck } from './session-check.js';
import { SessionGuard } from './session.guard.js';
import { SessionUserCache } from './session-user-cache.js';
import { SessionUserChanges } from './session-user-changes.js';

/** What every context's guarded routes need: session checks, the users table, rate limits. */
@Global()
@Module({
  providers: [UsersRepository, SessionUserCache, SessionUserChanges, SessionTokens, SessionCheck, SessionGuard, SecondStepGuard, PasswordHasher, RateLimiter],
  exports: [UsersRepository, SessionUserCache, SessionUserChanges, SessionTokens, SessionCheck, SessionGuard, SecondStepGuard, PasswordHasher, RateLimiter],
})
export class AuthModule {}
