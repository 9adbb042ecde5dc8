import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { AppendResult } from '../types.js';

/** Something that tells when events were appended (an EventStore, or LogWakeups). */
export interface AppendSignals {
  onAppended(listener: (result?: AppendResult) => void): () => void;
}

/** The local appends' source; an EventStore also says what its own NOTIFYs carry. */
export type LocalAppendSignals = AppendSignals & { readonly notifierId?: string };

/**
 * One source of wake-ups for all the projection runners of a process: the store's local
 * appends, and other processes' appends through ONE connection that LISTENs on kl_events
 * (instead of one held connection per runner). If that connection fails, the runners' polling
 * keeps them moving; `start` tries again on the next call.
 *
 * The local store's own NOTIFYs come back on that connection too. They are ignored: its local
 * signal already woke the runners for those appends, and a second wake-up a few milliseconds
 * later only started another log read (about a quarter of all of them under checkout load).
 */
export class LogWakeups implements AppendSignals {
  private readonly signals = new EventEmitter();
  private listener: pg.PoolClient | null = null;
  private unsubscribeLocal: (() => void) | null = null;

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
    this.unsubscribeLocal ??= this.local.onAppended(() => this.signals.emit('appended'));
    if (!this.listenPool || this.listener) return;
    try {
      const client = await this.listenPool.connect();
      client.on('notification', (notification: pg.Notification) => {
        if (notification.payload !== this.local.notifierId) this.signals.emit('appended');
      });
      client.on('error', (error) => {
        this.onError(error);
        if (this.listener === client) this.listener = null;
        client.release(true);
      });
      await client.query('LISTEN kl_events');
      this.listener = client;
    } catch (error) {
      this.onError(error);
    }
  }

  async stop(): Promise<void> {
    this.unsubscribeLocal?.();
    this.unsubscribeLocal = null;
    const client = this.listener;
    this.listener = null;
    client?.release(true);
  }
}
