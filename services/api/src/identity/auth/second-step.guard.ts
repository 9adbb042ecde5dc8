import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { SessionTokens } from '../tokens/session-tokens.js';
import { bearerToken } from './bearer-token.js';

/**
 * The second sign-in step's routes (verify-2fa, send-2fa-code) need the temporary token of the
 * first step: without a valid one the caller hears 401 before anything about their input. The
 * command checks the token again (answered from the verified-token cache) and acts on it.
 */
@Injectable()
export class SecondStepGuard implements CanActivate {
  constructor(private readonly tokens: SessionTokens) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.tokens.verifyTwoFactor(bearerToken(context.switchToHttp().getRequest<FastifyRequest>()));
    return true;
  }
}
