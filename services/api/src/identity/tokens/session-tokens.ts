import { Inject, Injectable } from '@nestjs/common';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { UnauthorizedError } from '../../common/app-errors.js';

const ISSUER = 'keyledger';
const SESSION_AUDIENCE = 'keyledger-api';
const TWO_FACTOR_AUDIENCE = 'keyledger-2fa';
const ALGORITHMS = ['HS256'];
export const SESSION_TTL_SECONDS = 24 * 60 * 60;
export const REMEMBERED_SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
const TWO_FACTOR_TTL_SECONDS = 15 * 60;

export interface SessionClaims {
  userId: string;
  role: 'admin' | 'customer';
  tokenVersion: number;
}

/**
 * Signs and checks the two kinds of token: sessions (audience keyledger-api) and the temporary
 * token of the first sign-in step (audience keyledger-2fa, good only for the second step).
 * Verification allows HS256 only and requires issuer, audience, expiry and our claims.
 */
@Injectable()
export class SessionTokens {
  private readonly key: Uint8Array;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = new TextEncoder().encode(config.jwtSecret);
  }

  signSession(claims: SessionClaims, ttlSeconds = SESSION_TTL_SECONDS): Promise<string> {
    return this.sign(claims, SESSION_AUDIENCE, ttlSeconds);
  }

  signTwoFactor(claims: SessionClaims, remember: boolean): Promise<string> {
    return new SignJWT({ role: claims.role, tv: claims.tokenVersion, rem: remember })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(TWO_FACTOR_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${TWO_FACTOR_TTL_SECONDS}s`)
      .sign(this.key);
  }

  verifySession(token: string): Promise<SessionClaims> {
    return this.verify(token, SESSION_AUDIENCE);
  }

  async verifyTwoFactor(token: string): Promise<SessionClaims & { remember: boolean }> {
    const claims = await this.verify(token, TWO_FACTOR_AUDIENCE);
    const { payload } = await jwtVerify(token, this.key, { algorithms: ALGORITHMS, issuer: ISSUER, audience: TWO_FACTOR_AUDIENCE });
    return { ...claims, remember: payload.rem === true };
  }

  private sign(claims: SessionClaims, audience: string, ttlSeconds: number): Promise<string> {
    return new SignJWT({ role: claims.role, tv: claims.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.key);
  }

  private async verify(token: string, audience: string): Promise<SessionClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ALGORITHMS,
        issuer: ISSUER,
        audience,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      const role = payload.role;
      const tokenVersion = payload.tv;
      if ((role !== 'admin' && role !== 'customer') || typeof tokenVersion !== 'number' || typeof payload.sub !== 'string') {
        throw new UnauthorizedError('Invalid token');
      }
      return { userId: payload.sub, role, tokenVersion };
    } catch (error) {
      if (error instanceof UnauthorizedError) throw error;
      if (error instanceof joseErrors.JWTExpired) throw new UnauthorizedError('Session expired, please log in again');
      throw new UnauthorizedError('Invalid token');
    }
  }
}
