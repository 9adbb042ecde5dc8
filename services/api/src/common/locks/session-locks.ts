import { createHash } from 'node:crypto';
import { Inject, Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import type { Database } from '@keyledger/event-store';
import type pg from 'pg';
import type { Logger } from 'pino';
import { LOGGER } from '../logger.token.js';
import { InjectDatabase } from '../../database/database.token.js';

/** Advisory-lock classes of the session locks (stream locks use 7_301_948). */
export const LOCK_NAMESPACES = {
  idempotencyKey: 7_301_949,
  confirmationSender: 7_301_950,
  logFollower: 7_301_951,
} as const;

/**
 * The advisory lock's key for a name in a store's schema. Advisory locks are database-wide: two
 * stores in two schemas of one database (tests, a staging copy) would otherwise hold back each
 * other's log followers and idempotency keys.
 */
export function lockObjectId(schema: string, name: string): number {
  return createHash('sha256').update(`${schema}\u0000${name}`).digest().readInt32BE(0);
}

/** A lock this process holds until `release`, or until its session is lost (`lost` turns true). */
export interface HeldLock {
  readonly lost: boolean;
  release(): void;
}

/**
 * Locks that live exactly as long as this process's hold on them: "is whoever took this still
 * alive?" without leases or timeouts.
 *
 * - In this process: a map of the names held, so two holders in the same process exclude each
 *   other (a session's advisory locks do not: it may take the same one twice).
 * - On a PostgreSQL server, also a session-level advisory lock on one connection this process
 *   keeps for them. The server ends that session when the process dies (SIGKILL, a crash, a lost
 *   machine), and every lock of it goes at once: another process, or this one restarted, can take
 *   them over within moments, and never while the holder lives. Should only that connection be
 *   cut while the process lives, its locks are gone too: each held lock reports `lost`, and its
 *   holder must assume that someone else may have taken it.
 * - On the embedded database no other process can share the data, so the map is the whole truth.
 */
@Injectable()
export class SessionLocks implements BeforeApplicationShutdown {
  /** The names this process holds; each settles `released` when let go. */
  private readonly held = new Map<string, { released: Promise<void>; resolve(): void }>();
  private readonly sessionPool: pg.Pool | null;
  private session: Promise<LockSession> | null = null;

  constructor(
    @InjectDatabase() db: Database,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.sessionPool = db.kind === 'postgres' ? db.extraPool(1) : null;
  }

  /** Takes the lock, or answers null when a live holder (here or in another process) has it. */
  async tryHold(namespace: number, name: string): Promise<HeldLock | null> {
    const local = `${namespace}:${name}`;
    if (this.held.has(local)) return null;
    let resolve!: () => void;
    const released = new Promise<void>((done) => (resolve = done));
    this.held.set(local, { released, resolve });
    let objectId = 0;
    let session: LockSession | null = null;
    try {
      if (this.sessionPool) {
        session = await this.lockSession();
        objectId = lockObjectId(session.schema, name);
        const taken = await session.client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS locked', [namespace, objectId]);
        if (!taken.rows[0]!.locked) {
          this.letGo(local);
          return null;
        }
      }
    } catch (error) {
      this.letGo(local);
      throw error;
    }
    let released_ = false;
    const holder = session;
    return {
      get lost() {
        return holder?.lost ?? false;
      },
      release: () => {
        if (released_) return;
        released_ = true;
        this.letGo(local);
        if (holder) this.unlock(holder, namespace, objectId);
      },
    };
  }

  /** Settles when this process lets the lock go, or after `ms` (a holder in another process cannot be watched: look again then). */
  async whenReleased(namespace: number, name: string, ms: number): Promise<void> {
    const mine = this.held.get(`${namespace}:${name}`);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((done) => (timer = setTimeout(done, ms)));
    await (mine ? Promise.race([mine.released, timeout]) : timeout);
    clearTimeout(timer);
  }

  // Before the database closes: its pool waits for this connection to be given back.
  async beforeApplicationShutdown(): Promise<void> {
    const session = await this.session?.catch(() => null);
    this.session = null;
    session?.discard();
  }

  private letGo(local: string): void {
    this.held.get(local)?.resolve();
    this.held.delete(local);
  }

  private unlock(session: LockSession, namespace: number, objectId: number): void {
    // A lost session took its locks with it: nothing to give back.
    if (session.lost) return;
    session.client.query('SELECT pg_advisory_unlock($1, $2)', [namespace, objectId]).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'a session lock was not given back (its session is gone, and the lock with it)');
    });
  }

  /** The connection whose session holds this process's locks, made again once it is lost. */
  private lockSession(): Promise<LockSession> {
    if (!this.session) {
      const made: Promise<LockSession> = this.sessionPool!.connect().then(async (client) => {
        let schema: string;
        try {
          schema = (await client.query<{ schema: string }>('SELECT current_schema() AS schema')).rows[0]!.schema;
        } catch (error) {
          client.release(true);
          throw error;
        }
        const session = new LockSession(client, schema);
        client.on('error', (error) => {
          this.logger.warn({ err: error }, 'the session-lock connection was lost, and its locks with it; a new one is made when next needed');
          session.discard();
          if (this.session === made) this.session = null;
        });
        return session;
      });
      made.catch(() => {
        if (this.session === made) this.session = null;
      });
      this.session = made;
    }
    return this.session;
  }
}

/** One connection held for its session's advisory locks. */
class LockSession {
  lost = false;

  constructor(
    readonly client: pg.PoolClient,
    /** The store's schema: its locks are its own, apart from another store's in the same database. */
    readonly schema: string,
  ) {}

  discard(): void {
    if (this.lost) return;
    this.lost = true;
    this.client.release(true);
  }
}
