import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Database } from '@keyledger/event-store';
import type pg from 'pg';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logger.token.js';
import { InjectDatabase } from '../../database/database.module.js';
import { SessionUserCache } from './session-user-cache.js';

/** The channel a trigger on users and revoked_sessions notifies with the user's id (identity/005). */
export const SESSION_USER_CHANNEL = 'kl_session_users';
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 5_000;

/**
 * Tells the SessionUserCache of every change to a user's row or revoked sessions, in whichever
 * process made it, and says whether it can: `listening`. While it cannot (starting, the LISTEN
 * connection lost, the server restarting) SessionCheck does not trust the cache and reads the
 * database as for every request before; when it listens again the whole cache is dropped, because
 * the notifications sent meanwhile are lost. (Entries also have a maximum age: SESSION_USER_MAX_AGE_MS.)
 *
 * On a PostgreSQL server it holds a connection of its own that LISTENs, made again (a quarter of a
 * second later at first, then at most every five seconds) when lost. The embedded database is one
 * session, served to this process alone (the command-line tools that reach it change no users):
 * the LISTEN is that session's, and the notifications come back on the pool's connection with the
 * answer to the write that caused them.
 *
 * Written here rather than shared with the event store's LogWakeups: that one wakes runners, which
 * poll anyway; this one must say, at every moment, whether a change could have been missed.
 */
@Injectable()
export class SessionUserChanges implements OnApplicationBootstrap, OnModuleDestroy {
  private listener: pg.PoolClient | null = null;
  private embeddedListening = false;
  private stopped = false;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private failures = 0;
  private listenPool: pg.Pool | null = null;
  private readonly heard = new WeakSet<pg.ClientBase>();
  private readonly discarded = new WeakSet<pg.PoolClient>();

  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly cache: SessionUserCache,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Whether every change made from now on will reach the cache (else: do not trust it). */
  get listening(): boolean {
    return this.listener !== null || this.embeddedListening;
  }

  async onApplicationBootstrap(): Promise<void> {
    this.stopped = false;
    if (this.db.kind === 'pglite') await this.listenOnEmbedded();
    else await this.listenOnServer();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const client = this.listener;
    this.listener = null;
    if (client) this.discard(client);
  }

  private async listenOnEmbedded(): Promise<void> {
    this.db.pool.on('connect', (client) => this.hear(client));
    const client = await this.db.pool.connect();
    try {
      this.hear(client);
      await client.query(`LISTEN ${SESSION_USER_CHANNEL}`);
      this.cache.clear();
      this.embeddedListening = true;
    } finally {
      client.release();
    }
  }

  private async listenOnServer(): Promise<void> {
    this.listenPool ??= this.db.extraPool(1);
    let client: pg.PoolClient | null = null;
    try {
      client = await this.listenPool.connect();
      const listening = client;
      this.hear(listening);
      // The session ended (a restart, pg_terminate_backend) or the socket broke.
      listening.on('error', (error) => this.lost(listening, error));
      listening.on('end', () => this.lost(listening, new Error('the LISTEN connection ended')));
      await listening.query(`LISTEN ${SESSION_USER_CHANNEL}`);
      if (this.stopped) {
        this.discard(listening);
        return;
      }
      // Whatever changed before the LISTEN took effect was never heard of.
      this.cache.clear();
      this.listener = listening;
      this.failures = 0;
    } catch (error) {
      if (client) this.lost(client, error);
      else this.retryLater(error);
    }
  }

  private hear(client: pg.ClientBase): void {
    if (this.heard.has(client)) return;
    this.heard.add(client);
    client.on('notification', (notification: pg.Notification) => {
      if (notification.channel === SESSION_USER_CHANNEL && notification.payload) this.cache.drop(notification.payload);
    });
  }

  private lost(client: pg.PoolClient, error: unknown): void {
    if (this.listener === client) this.listener = null;
    this.cache.clear();
    this.discard(client);
    this.retryLater(error);
  }

  /** Closes a LISTEN connection once (its error, its end and its failed query all report the loss). */
  private discard(client: pg.PoolClient): void {
    if (this.discarded.has(client)) return;
    this.discarded.add(client);
    client.release(true);
  }

  private retryLater(error: unknown): void {
    if (this.stopped || this.reconnectTimer) return;
    this.logger.warn({ err: error }, 'session cache: LISTEN lost, sessions are read from the database until it is back');
    this.failures += 1;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** (this.failures - 1));
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.listenOnServer();
    }, delay);
    this.reconnectTimer.unref();
  }
}
