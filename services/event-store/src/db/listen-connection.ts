import type pg from 'pg';

export interface ListenConnectionOptions {
  channel: string;
  /** The wait before the first new attempt after a loss; it doubles with each failure in a row, up to maxDelayMs. */
  firstDelayMs: number;
  maxDelayMs?: number;
  onNotification(payload: string | undefined): void;
  /**
   * The LISTEN took effect: every notification from now on arrives. `afterLoss`: the connection had
   * failed or been lost before, so notifications sent meanwhile were missed.
   */
  onListening?(afterLoss: boolean): void;
  /** The connection was lost or could not be made (while not stopped): notifications are missed until onListening. */
  onLost?(error: unknown): void;
}

const DEFAULT_MAX_DELAY_MS = 5_000;

/**
 * One connection of `pool`'s that LISTENs on a channel, made again when it is lost (a restart,
 * pg_terminate_backend, a broken socket): after firstDelayMs, then twice as long after each failure
 * in a row, at most maxDelayMs. It says at every moment whether it listens, so a user can tell
 * when a notification could have been missed.
 */
export class ListenConnection {
  private client: pg.PoolClient | null = null;
  private stopped = false;
  private reconnectTimer: NodeJS.Timeout | null = null;
  /** Failed attempts in a row: the wait before the next grows with them. */
  private failures = 0;
  private readonly discarded = new WeakSet<pg.PoolClient>();
  private connecting: Promise<void> | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly options: ListenConnectionOptions,
  ) {}

  get listening(): boolean {
    return this.client !== null;
  }

  /** Makes the connection (the first attempt awaited; after a failure, later ones in the background). */
  async start(): Promise<void> {
    this.stopped = false;
    if (this.client || this.reconnectTimer) return;
    this.connecting ??= this.listen().finally(() => (this.connecting = null));
    await this.connecting;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const client = this.client;
    this.client = null;
    if (client) this.discard(client);
  }

  private async listen(): Promise<void> {
    let client: pg.PoolClient | null = null;
    try {
      client = await this.pool.connect();
      const listening = client;
      listening.on('notification', (notification: pg.Notification) => {
        if (notification.channel === this.options.channel) this.options.onNotification(notification.payload);
      });
      listening.on('error', (error) => this.lost(listening, error));
      listening.on('end', () => this.lost(listening, new Error(`the LISTEN ${this.options.channel} connection ended`)));
      await listening.query(`LISTEN ${this.options.channel}`);
      if (this.stopped) {
        this.discard(listening);
        return;
      }
      this.client = listening;
      const afterLoss = this.failures > 0;
      this.failures = 0;
      this.options.onListening?.(afterLoss);
    } catch (error) {
      if (client) this.lost(client, error);
      else this.retryLater(error);
    }
  }

  private lost(client: pg.PoolClient, error: unknown): void {
    if (this.client === client) this.client = null;
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
    this.options.onLost?.(error);
    this.failures += 1;
    const delay = Math.min(this.options.maxDelayMs ?? DEFAULT_MAX_DELAY_MS, this.options.firstDelayMs * 2 ** (this.failures - 1));
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.start();
    }, delay);
    this.reconnectTimer.unref();
  }
}
