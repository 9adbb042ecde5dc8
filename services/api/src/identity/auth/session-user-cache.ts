import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { SessionUser } from '../users/users.repository.js';

/** Users whose sessions are checked often enough to keep: beyond this the least recently used go. */
const MAX_USERS = 10_000;
/**
 * The last line of defence: an entry is re-read from the database after this long even if no
 * change was heard of (a notification lost on a connection that died without telling, e.g. a
 * network that went away silently until TCP keep-alive notices).
 */
export const SESSION_USER_MAX_AGE_MS = 60_000;

/**
 * Who a session belongs to, kept per user id so that a request's token is checked without a
 * database round trip. Correct only while told of every change (SessionUserChanges): a user's
 * entry is dropped on every change to their row or their revoked sessions, and everything is
 * dropped when changes may have been missed.
 *
 * lru-cache (maintained, bounded by count, with a maximum age per entry) rather than a Map with a
 * hand-written cap: the guard's hot path needs both bounds and recency without a scan.
 *
 * A read that started before a drop must not put what it read back: `generation` moves on every
 * drop, and `putIfUnchanged` keeps an entry only when no drop happened since its read began.
 */
@Injectable()
export class SessionUserCache {
  private readonly entries = new LRUCache<string, SessionUser>({ max: MAX_USERS, ttl: SESSION_USER_MAX_AGE_MS, ttlAutopurge: false });
  private drops = 0;

  /** Taken before reading a user from the database; handed back to putIfUnchanged. */
  get generation(): number {
    return this.drops;
  }

  get(userId: string): SessionUser | undefined {
    return this.entries.get(userId);
  }

  putIfUnchanged(user: SessionUser, generationBeforeRead: number): void {
    if (generationBeforeRead === this.drops) this.entries.set(user.id, user);
  }

  /** The user's row or revoked sessions changed (or may have). */
  drop(userId: string): void {
    this.drops += 1;
    this.entries.delete(userId);
  }

  /** Changes may have been missed (the listener was away): nothing kept can be trusted. */
  clear(): void {
    this.drops += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
