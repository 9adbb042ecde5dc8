import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { ListenConnection } from '../db/listen-connection.js';
import type { AppendResult } from '../types.js';

const RECONNECT_FIRST_MS = 500;

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
  private readonly connection: ListenConnection | null;
  private unsubscribeLocal: (() => void) | null = null;

  constructor(
    private readonly local: LocalAppendSignals,
    /** Where the LISTEN connection comes from; null: local appends only (one process, e.g. PGlite). */
    listenPool: pg.Pool | null,
    onError: (error: unknown) => void = () => undefined,
  ) {
    this.signals.setMaxListeners(0);
    this.connection = listenPool
      ? new ListenConnection(listenPool, {
          channel: 'kl_events',
          firstDelayMs: RECONNECT_FIRST_MS,
          onNotification: (payload) => {
            if (payload !== this.local.notifierId) this.signals.emit('appended');
          },
          // Whatever was appended while it was away.
          onListening: (afterLoss) => {
            if (afterLoss) this.signals.emit('appended');
          },
          onLost: onError,
        })
      : null;
  }

  onAppended(listener: () => void): () => void {
    this.signals.on('appended', listener);
    return () => this.signals.off('appended', listener);
  }

  async start(): Promise<void> {
    this.unsubscribeLocal ??= this.local.onAppended(() => this.signals.emit('appended'));
    await this.connection?.start();
  }

  /** Whether other processes' appends reach this process now (diagnostics and tests). */
  get listening(): boolean {
    return this.connection?.listening ?? false;
  }

  async stop(): Promise<void> {
    this.unsubscribeLocal?.();
    this.unsubscribeLocal = null;
    await this.connection?.stop();
  }
}
