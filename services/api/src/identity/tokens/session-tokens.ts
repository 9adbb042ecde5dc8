import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { jwtVerify, SignJWT, errors as joseErrors, type JWTPayload } from 'jose';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { UnauthorizedError } from '../../common/app-errors.js';
import { LRUCache } from 'lru-cache';
import { ROLES, type Role } from '../users/user-record.js';

const ISSUER = 'keyledger';
const SESSION_AUDIENCE = 'keyledger-api';
const TWO_FACTOR_AUDIENCE = 'keyledger-2fa';
const ALGORITHMS = ['HS256'];
export const SESSION_TTL_SECONDS = 24 * 60 * 60;
export const REMEMBERED_SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
const TWO_FACTOR_TTL_SECONDS = 15 * 60;
/** Tokens whose signature and claims were checked, remembered until they expire (per process). */
const VERIFIED_TOKENS_KEPT = 10_000;

interface Verified {
  claims: SessionClaims;
  payload: JWTPayload;
  expiresAtMs: number;
}

export interface SessionClaims {
  userId: string;
  role: Role;
  tokenVersion: number;
}

/** A checked session token: its claims, and the session it names (for signing out of it alone). */
export interface VerifiedSession extends SessionClaims {
  /** The token's own id (jti): one per sign-in. */
  sessionId: string;
  expiresAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Signs and checks the two kinds of token: sessions (audience keyledger-api) and the temporary
 * token of the first sign-in step (audience keyledger-2fa, good only for the second step).
 * Verification allows HS256 only and requires issuer, audience, expiry and our claims.
 */
@Injectable()
export class SessionTokens {
  private readonly key: Uint8Array;
  /** The secret imported once as an HMAC key: importing it on every check cost more than the check. */
  private readonly verifyKey: Promise<CryptoKey>;
  /**
   * A shopper sends the same token with every request, and checking its signature is an HMAC on
   * the thread pool: a hop out of the event loop and back per request. A token that passed is
   * the same bytes next time, so only its expiry needs checking again. Keyed by audience and the
   * whole token; failures are never kept. Revocation does not depend on this: the session guard
   * checks the user (its token version) on every request, from a cache that a change of the user
   * or a signed-out session empties at once (session-user-cache.ts).
   */
  private readonly verified = new LRUCache<string, Verified>({ max: VERIFIED_TOKENS_KEPT });

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = new TextEncoder().encode(config.jwtSecret);
    this.verifyKey = crypto.subtle.importKey('raw', this.key as Uint8Array<ArrayBuffer>, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  }

  /** A new session: the token carries an id of its own (jti), by which POST auth/logout revokes it. */
  signSession(claims: SessionClaims, ttlSeconds = SESSION_TTL_SECONDS): Promise<string> {
    return this.sign(claims, SESSION_AUDIENCE, ttlSeconds, {}, randomUUID());
  }

  signTwoFactor(claims: SessionClaims, remember: boolean): Promise<string> {
    return this.sign(claims, TWO_FACTOR_AUDIENCE, TWO_FACTOR_TTL_SECONDS, { rem: remember });
  }

  async verifySession(token: string): Promise<VerifiedSession> {
    const { claims, payload } = await this.verify(token, SESSION_AUDIENCE);
    // Every session token names its session; one without (or with another kind of id) is not ours.
    if (typeof payload.jti !== 'string' || !UUID.test(payload.jti)) throw new UnauthorizedError('Invalid token');
    return { ...claims, sessionId: payload.jti, expiresAt: new Date(payload.exp! * 1000) };
  }

  async verifyTwoFactor(token: string): Promise<SessionClaims & { remember: boolean }> {
    const { claims, payload } = await this.verify(token, TWO_FACTOR_AUDIENCE);
    return { ...claims, remember: payload.rem === true };
  }

  private sign(claims: SessionClaims, audience: string, ttlSeconds: number, extra: Record<string, unknown> = {}, tokenId?: string): Promise<string> {
    const jwt = new SignJWT({ ...extra, role: claims.role, tv: claims.tokenVersion });
    if (tokenId) jwt.setJti(tokenId);
    return jwt
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.key);
  }

  private async verify(token: string, audience: string): Promise<{ claims: SessionClaims; payload: JWTPayload }> {
    const cacheKey = `${audience} ${token}`;
    const known = this.verified.get(cacheKey);
    if (known && Date.now() < known.expiresAtMs) return known;
    const checked = await this.check(token, audience);
    this.verified.set(cacheKey, { ...checked, expiresAtMs: checked.payload.exp! * 1000 });
    return checked;
  }

  private async check(token: string, audience: string): Promise<{ claims: SessionClaims; payload: JWTPayload }> {
    try {
      const { payload } = await jwtVerify(token, await this.verifyKey, {
        algorithms: ALGORITHMS,
        issuer: ISSUER,
        audience,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      const role = payload.role;
      const tokenVersion = payload.tv;
      if (!ROLES.includes(role as Role) || typeof tokenVersion !== 'number' || typeof payload.sub !== 'string') {
        throw new UnauthorizedError('Invalid token');
      }
      return { claims: { userId: payload.sub, role: role as Role, tokenVersion }, payload };
    } catch (error) {
      if (error instanceof UnauthorizedError) throw error;
      if (error instanceof joseErrors.JWTExpired) throw new UnauthorizedError('Session expired, please log in again');
      throw new UnauthorizedError('Invalid token');
    }
  }
}
