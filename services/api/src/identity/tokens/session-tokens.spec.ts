import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { SignJWT } from 'jose';
import type { AppConfig } from '../../config/app-config.js';
import { SessionTokens, type VerifiedSession } from './session-tokens.js';

const CLAIMS = { userId: '0b7f3c52-7a8e-4d7e-9a53-3f1d0c2b9e11', role: 'customer', tokenVersion: 3 } as const;
const SECRET = 's'.repeat(48);

/** The claims of a verified session, without the session's own id and expiry. */
const claimsOf = ({ userId, role, tokenVersion }: VerifiedSession) => ({ userId, role, tokenVersion });

describe('session tokens: checked once, then only their expiry', () => {
  let tokens: SessionTokens;
  let signatureChecks: number;
  const subtle = globalThis.crypto.subtle;
  const verify = subtle.verify;

  beforeEach(() => {
    tokens = new SessionTokens({ jwtSecret: SECRET } as AppConfig);
    signatureChecks = 0;
    subtle.verify = function (this: SubtleCrypto, ...args: Parameters<SubtleCrypto['verify']>) {
      signatureChecks += 1;
      return verify.apply(this, args);
    };
  });
  afterEach(() => {
    subtle.verify = verify;
  });

  it('checks a token signature once; the same token again is answered without another check', async () => {
    const token = await tokens.signSession(CLAIMS);
    const first = await tokens.verifySession(token);
    assert.deepEqual(claimsOf(first), CLAIMS);
    assert.deepEqual(await tokens.verifySession(token), first);
    assert.equal(signatureChecks, 1);
  });

  it('still refuses a tampered copy of a token it has accepted', async () => {
    const token = await tokens.signSession(CLAIMS);
    await tokens.verifySession(token);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    // The signature's first character carries six bits of it (its last one only four, so swapping
    // that one can leave the decoded signature as it was, and the copy would rightly pass).
    const first = signature[0] === 'A' ? 'B' : 'A';
    await assert.rejects(tokens.verifySession(`${header}.${payload}.${first}${signature.slice(1)}`), { message: 'Invalid token' });
    const richer = Buffer.from(JSON.stringify({ role: 'admin', tv: 3, sub: CLAIMS.userId, iss: 'keyledger', aud: 'keyledger-api', exp: 4_000_000_000, iat: 1 })).toString('base64url');
    await assert.rejects(tokens.verifySession(`${header}.${richer}.${signature}`), { message: 'Invalid token' });
  });

  it('does not take an accepted second-step token as a session', async () => {
    const temporary = await tokens.signTwoFactor(CLAIMS, false);
    assert.equal((await tokens.verifyTwoFactor(temporary)).userId, CLAIMS.userId);
    await assert.rejects(tokens.verifySession(temporary), { message: 'Invalid token' });
  });

  it('refuses an accepted token once it has expired', async () => {
    const token = await tokens.signSession(CLAIMS, 1);
    assert.deepEqual(claimsOf(await tokens.verifySession(token)), CLAIMS);
    const { exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number };
    await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 20));
    await assert.rejects(tokens.verifySession(token), { message: 'Session expired, please log in again' });
  });

  it('gives every session an id of its own, by which it can be signed out alone, and its expiry', async () => {
    const [one, two] = await Promise.all([tokens.signSession(CLAIMS), tokens.signSession(CLAIMS)]);
    const [first, second] = await Promise.all([tokens.verifySession(one!), tokens.verifySession(two!)]);
    assert.match(first.sessionId, /^[0-9a-f-]{36}$/);
    assert.notEqual(first.sessionId, second.sessionId);
    const inADay = Date.now() + 24 * 60 * 60 * 1000;
    assert.ok(Math.abs(first.expiresAt.getTime() - inADay) < 5_000, `expires ${first.expiresAt.toISOString()}`);
  });

  it('refuses a well-signed session token that names no session', async () => {
    const withoutId = await new SignJWT({ role: 'customer', tv: 3 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(CLAIMS.userId)
      .setIssuer('keyledger')
      .setAudience('keyledger-api')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    await assert.rejects(tokens.verifySession(withoutId), { message: 'Invalid token' });
  });
});
