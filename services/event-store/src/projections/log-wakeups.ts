import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { AppendResult } from '../types.js';

const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 5_000;

/** Something that tells when events were appended (an EventStore, or LogWakeups). */
export interface AppendSignals {
  onAppended(listener: (result?: AppendResult) => void): () => void;
}

/** The local appends' source; an EventStore also says what its own NOTIFYs carry. */
export type LocalAppendSignals = AppendSignals & { readonly notifierId?: string };

/**
 * One source of wake-ups for all the projection runners of a process: the store's local
 * appends, and other processes' appends through ONE connection that LISTENs on kl_events
 * (instead of one held connection per runner). If that connection fails (or cannot be made), the
 * runners' polling keeps them moving and it is made again, half a second later at first, then
 * at most every five seconds while the database stays away; the runners are woken once it is
 * back, for the appends they may have missed meanwhile.
 *
 * The local store's own NOTIFYs come back on that connection too. They are ignored: its local
 * signal already woke the runners for those appends, and a second wake-up a few milliseconds
 * later only started another log read (about a quarter of all of them under checkout load).
 */
export class LogWakeups implements AppendSignals {
  private readonly signals = new EventEmitter();
  private listener: pg.PoolClient | null = null;
  private unsubscribeLocal: (() => void) | null = null;
  private stopped = false;
  private reconnectTimer: NodeJS.Timeout | null = null;
  /** Failed attempts in a row: the wait before the next grows with them. */
  private failures = 0;
  private readonly discarded = new WeakSet<pg.PoolClient>();
  private connecting: Promise<void> | null = null;

  constructor(
    private readonly local: LocalAppendSignals,
    /** Where the LISTEN connection comes from; null: local appends only (one process, e.g. PGlite). */
    private readonly listenPool: pg.Pool | null,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    this.signals.setMaxListeners(0);
  }

  onAppended(listener: () => void): () => void {
    this.signals.on('appended', listener);
    return () => this.signals.off('appended', listener);
  }

  async start(): Promise<void> {
    this.stopped = false;
    this.unsubscribeLocal ??= this.local.onAppended(() => this.signals.emit('appended'));
    if (!this.listenPool || this.listener || this.reconnectTimer) return;
    this.connecting ??= this.listen(this.listenPool).finally(() => (this.connecting = null));
    await this.connecting;
  }

  private async listen(pool: pg.Pool): Promise<void> {
    let client: pg.PoolClient | null = null;
    try {
      client = await pool.connect();
      const listening = client;
      listening.on('notification', (notification: pg.Notification) => {
        if (notification.payload !== this.local.notifierId) this.signals.emit('appended');
      });
      // The session ended (a restart, pg_terminate_backend) or the socket broke.
      listening.on('error', (error) => this.lost(listening, error));
      await listening.query('LISTEN kl_events');
      if (this.stopped) {
        this.discard(listening);
        return;
      }
      this.listener = listening;
      if (this.failures > 0) this.signals.emit('appended'); // whatever was appended while it was away
      this.failures = 0;
    } catch (error) {
      if (client) this.lost(client, error);
      else this.retryLater(error);
    }
  }

  /** Whether other processes' appends reach this process now (diagnostics and tests). */
  get listening(): boolean {
    return this.listener !== null;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.unsubscribeLocal?.();
    this.unsubscribeLocal = null;
    const client = this.listener;
    this.listener = null;
    if (client) this.discard(client);
  }

  private lost(client: pg.PoolClient, error: unknown): void {
    if (this.listener === client) this.listener = null;
    this.discard(client);
    this.retryLater(error);
  }

  /** Gives a LISTEN connection back to be closed, once (its error and its failed query both report the loss). */
  private discard(client: pg.PoolClient): void {
    if (this.discarded.has(client)) return;
    this.discarded.add(client);
    client.release(true);
  }

  private retryLater(error: unknown): void {
    this.onError(error);
    if (this.stopped || this.reconnectTimer) return;
    this.failures += 1;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** (this.failures - 1));
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.start();
    }, delay);
    this.reconnectTimer.unref();
  }
}
