import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ListenConnection, type Database } from '@keyledger/event-store';
import type pg from 'pg';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logger.token.js';
import { InjectDatabase } from '../../database/database.module.js';
import { SessionUserCache } from './session-user-cache.js';

/** The channel a trigger on users and revoked_sessions notifies with the user's id (identity/005). */
export const SESSION_USER_CHANNEL = 'kl_session_users';
const RECONNECT_FIRST_MS = 250;

/**
 * Tells the SessionUserCache of every change to a user's row or revoked sessions, in whichever
 * process made it, and says whether it can: `listening`. While it cannot (starting, the LISTEN
 * connection lost, the server restarting) SessionCheck does not trust the cache and reads the
 * database as for every request before; when it listens again the whole cache is dropped, because
 * the notifications sent meanwhile are lost. (Entries also have a maximum age: SESSION_USER_MAX_AGE_MS.)
 *
 * On a PostgreSQL server it holds a connection of its own that LISTENs (ListenConnection, made
 * again a quarter of a second after a loss at first, then at most every five seconds). The
 * embedded database is one session, served to this process alone (the command-line tools that
 * reach it change no users): the LISTEN is that session's, and the notifications come back on the
 * pool's connection with the answer to the write that caused them.
 */
@Injectable()
export class SessionUserChanges implements OnApplicationBootstrap, OnModuleDestroy {
  private connection: ListenConnection | null = null;
  private embeddedListening = false;
  private readonly heard = new WeakSet<pg.ClientBase>();

  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly cache: SessionUserCache,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Whether every change made from now on will reach the cache (else: do not trust it). */
  get listening(): boolean {
    return (this.connection?.listening ?? false) || this.embeddedListening;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.db.kind === 'pglite') await this.listenOnEmbedded();
    else await this.listenOnServer();
  }

  async onModuleDestroy(): Promise<void> {
    await this.connection?.stop();
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
    this.connection ??= new ListenConnection(this.db.extraPool(1), {
      channel: SESSION_USER_CHANNEL,
      firstDelayMs: RECONNECT_FIRST_MS,
      onNotification: (userId) => this.drop(userId),
      // Whatever changed before the LISTEN took effect was never heard of.
      onListening: () => this.cache.clear(),
      onLost: (error) => {
        this.cache.clear();
        this.logger.warn({ err: error }, 'session cache: LISTEN lost, sessions are read from the database until it is back');
      },
    });
    await this.connection.start();
  }

  private hear(client: pg.ClientBase): void {
    if (this.heard.has(client)) return;
    this.heard.add(client);
    client.on('notification', (notification: pg.Notification) => {
      if (notification.channel === SESSION_USER_CHANNEL) this.drop(notification.payload);
    });
  }

  private drop(userId: string | undefined): void {
    if (userId) this.cache.drop(userId);
  }
}
