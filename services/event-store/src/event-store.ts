import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { appendEvents } from './append/append-events.js';
import { appendLockedStreams } from './append/append-locked-streams.js';
import { storedAppend } from './append/diagnose-append.js';
import { prepareAppend } from './append/validate-append.js';
import type { EventCodec } from './codec/event-codec.js';
import type { Queryable } from './db/queryable.js';
import { withTransaction } from './db/with-transaction.js';
import { acquireStreamLocks, validateStreamIds } from './lock/lock-streams.js';
import { ConcurrencyError } from './errors.js';
import { readLogBatch, type LogBatch } from './read/read-log-batch.js';
import { readTypedLogBatch } from './read/read-typed-log-batch.js';
import { readStream, type ReadStreamOptions, type StreamRead } from './read/read-stream.js';
import { readStreams, type StreamReadRequest } from './read/read-streams.js';
import { UpcasterChain, type Upcaster } from './read/upcasting.js';
import type { AppendResult, AppendToStream, EventMetadataInput, LogCheckpoint } from './types.js';

/** How many recent log reads are kept for sharing, and for how long (see sharedLogRead). */
const RECENT_LOG_READS_KEPT = 16;
const RECENT_LOG_READS_MS = 1_000;

export interface EventStoreOptions {
  upcasters?: readonly Upcaster[];
  /**
   * After appends, send one NOTIFY kl_events at most this often (ms) so that projection
   * runners in other processes wake early; 0 turns it off (they still poll).
   */
  notifyIntervalMs?: number;
  /**
   * Metadata of the work in progress (the request's correlation id, the command's name), applied
   * under what an append states itself: the application keeps it in an AsyncLocalStorage.
   */
  metadataContext?: () => EventMetadataInput | undefined;
  /** Seals events before they are stored and opens them after every read (see EventCodec). */
  codec?: EventCodec;
}

export interface AppendOptions {
  /** A client inside the caller's transaction: the append commits or rolls back with it. */
  tx?: Queryable;
  /** Metadata applied to every event that does not set its own. */
  metadata?: EventMetadataInput;
  /**
   * false skips the look-up that answers a replayed multi-stream append (its events stored
   * before) with the stored result. Only for a caller that has established, under its stream
   * locks in `tx`, that these events are new; a reused event id still fails the append.
   */
  replayCheck?: boolean;
  /**
   * The caller holds every stream's lock in `tx` and read its version there (expected versions
   * exact or 0): all streams are written in ONE statement, without replay recognition. A version
   * mismatch or a reused event id throws and leaves `tx` aborted: roll it back.
   */
  streamsLocked?: boolean;
}

/**
 * The one way the application writes and reads events. Appends are validated before any
 * query runs; a bad request throws InvalidAppendError and writes nothing.
 */
export class EventStore {
  /**
   * The payload of this store's NOTIFYs: its own LISTEN gets them back, and must not wake its
   * runners a second time for appends its local signal already announced (see LogWakeups).
   */
  readonly notifierId = randomUUID();
  private readonly upcasting: UpcasterChain;
  private readonly signals = new EventEmitter();
  private readonly notifyIntervalMs: number;
  private readonly metadataContext: (() => EventMetadataInput | undefined) | undefined;
  private readonly codec: EventCodec | undefined;
  private notifyTimer: NodeJS.Timeout | null = null;
  /** An append came during the current interval: one NOTIFY is owed at its end. */
  private notifyPending = false;
  /** Log reads runners may share: the latest per batch asked for, in flight or done (see sharedLogRead). */
  private readonly recentLogReads = new Map<string, { startedAt: number; batch: Promise<LogBatch> }>();

  constructor(
    readonly pool: pg.Pool,
    options: EventStoreOptions = {},
  ) {
    this.upcasting = new UpcasterChain(options.upcasters);
    this.signals.setMaxListeners(0);
    this.notifyIntervalMs = options.notifyIntervalMs ?? 20;
    this.metadataContext = options.metadataContext;
    this.codec = options.codec;
  }

  /** Appends to one or several streams, all or nothing. Each append that succeeds is timed (onAppendTimed). */
  async append(requests: AppendToStream | readonly AppendToStream[], options: AppendOptions = {}): Promise<AppendResult> {
    if (this.signals.listenerCount('timed') === 0) return this.appendUntimed(requests, options);
    const started = performance.now();
    const result = await this.appendUntimed(requests, options);
    this.signals.emit('timed', (performance.now() - started) / 1000);
    return result;
  }

  /**
   * Tells `listener` how long each successful append took, in seconds: its statements (inside a
   * caller's transaction, not the commit), or its own statement or transaction. For the metrics.
   */
  onAppendTimed(listener: (seconds: number) => void): () => void {
    this.signals.on('timed', listener);
    return () => this.signals.off('timed', listener);
  }

  private async appendUntimed(requests: AppendToStream | readonly AppendToStream[], options: AppendOptions): Promise<AppendResult> {
    let list = Array.isArray(requests) ? requests : [requests as AppendToStream];
    const context = this.metadataContext?.();
    let metadata = context ? { ...context, ...options.metadata } : options.metadata;
    const encoding = this.codec?.encode(list, metadata, options.tx ?? this.pool);
    if (encoding) ({ requests: list, metadata } = await encoding);
    const prepared = prepareAppend(list, metadata);
    if (options.tx && options.streamsLocked) return appendLockedStreams(options.tx, prepared);
    if (options.tx) {
      // The caller owns the transaction: on a conflict it rolls back and retries the command.
      return appendEvents(options.tx, prepared, { replayCheck: options.replayCheck !== false });
    }
    try {
      // One stream is one autocommit statement; several need a transaction of their own.
      const result =
        prepared.streams.length === 1
          ? await appendEvents(this.pool, prepared)
          : await withTransaction(this.pool, (tx) => appendEvents(tx, prepared));
      if (!result.replayed) this.notifyAppended(result);
      return result;
    } catch (error) {
      // Lost a race against an append of the very same events: answer as the winner did.
      if (error instanceof ConcurrencyError) {
        const replay = await this.replayIfStored(prepared);
        if (replay) return replay;
      }
      throw error;
    }
  }

  /**
   * Tells projection runners that a committed transaction wrote events: local ones at once,
   * other processes' through one coalesced NOTIFY (sent outside the writing transaction).
   */
  notifyAppended(result: AppendResult): void {
    this.signals.emit('appended', result);
    if (this.notifyIntervalMs <= 0) return;
    // At once when none went out in the last interval (an append after a quiet moment reaches the
    // other processes without waiting); otherwise once at the end of the interval, for all of them.
    if (this.notifyTimer !== null) {
      this.notifyPending = true;
      return;
    }
    this.sendNotify();
    const closeInterval = () => {
      if (!this.notifyPending) {
        this.notifyTimer = null;
        return;
      }
      this.notifyPending = false;
      this.sendNotify();
      this.notifyTimer = setTimeout(closeInterval, this.notifyIntervalMs);
      this.notifyTimer.unref();
    };
    this.notifyTimer = setTimeout(closeInterval, this.notifyIntervalMs);
    this.notifyTimer.unref();
  }

  private sendNotify(): void {
    this.pool.query(`SELECT pg_notify('kl_events', $1)`, [this.notifierId]).catch(() => undefined);
  }

  onAppended(listener: (result: AppendResult) => void): () => void {
    this.signals.on('appended', listener);
    return () => this.signals.off('appended', listener);
  }

  async readStream(streamId: string, options: ReadStreamOptions & { tx?: Queryable } = {}): Promise<StreamRead> {
    const read = await readStream(options.tx ?? this.pool, streamId, options);
    const events = read.events.map((e) => this.upcasting.apply(e));
    const decoding = this.codec?.decode(events, options.tx ?? this.pool);
    if (decoding) await decoding;
    return { ...read, events };
  }

  /**
   * Several streams in one statement (one snapshot); see readStreams. `keepSealed`: leave what the
   * codec sealed as stored, for a command that decides on amounts and ids only (a checkout reading
   * a wallet whose last event carries a reason staff typed): no round trip for the data keys.
   */
  async readStreams(requests: readonly StreamReadRequest[], options: { tx?: Queryable; keepSealed?: boolean } = {}): Promise<Map<string, StreamRead>> {
    const reads = await readStreams(options.tx ?? this.pool, requests);
    for (const read of reads.values()) read.events = read.events.map((e) => this.upcasting.apply(e));
    if (options.keepSealed) return reads;
    const decoding = this.codec?.decode(
      [...reads.values()].flatMap((read) => read.events),
      options.tx ?? this.pool,
    );
    if (decoding) await decoding;
    return reads;
  }

  /**
   * The next gap-safe batch of the whole log after `after`. The projection runners of a process
   * ask for the same batch, woken by the same append, but not always at the same moment (one is
   * still writing its last batch): a read of the same batch that was started after
   * `startedAfter` (a `performance.now()` time; default now, i.e. a fresh read) answers them all.
   * A read started after that moment saw every commit completed by then.
   *
   * With `types` (not with `upTo`): `limit` events of any type are passed over and those of the
   * types returned; `next` is the last passed over (see readTypedLogBatch).
   */
  async readLogBatch(
    after: LogCheckpoint,
    limit: number,
    options: { upTo?: LogCheckpoint; db?: Queryable; startedAfter?: number; types?: readonly string[] } = {},
  ): Promise<LogBatch> {
    // A read of some types only is its own (the shared reads are the projection runners' whole-log ones).
    const batch = options.types
      ? await readTypedLogBatch(options.db ?? this.pool, after, limit, options.types)
      : options.db
        ? await readLogBatch(options.db, after, limit, options.upTo)
        : await this.sharedLogRead(after, limit, options.upTo, options.startedAfter ?? performance.now());
    const events = batch.events.map((e) => this.upcasting.apply(e));
    const decoding = this.codec?.decode(events, options.db ?? this.pool);
    if (decoding) await decoding;
    return { ...batch, events };
  }

  private sharedLogRead(after: LogCheckpoint, limit: number, upTo: LogCheckpoint | undefined, startedAfter: number): Promise<LogBatch> {
    const key = `${after.transactionId}/${after.position}/${limit}/${upTo ? `${upTo.transactionId}/${upTo.position}` : ''}`;
    const recent = this.recentLogReads.get(key);
    // Strictly after: a read started in the same instant may have been sent before the commit.
    if (recent && recent.startedAt > startedAfter) return recent.batch;
    const entry = { startedAt: performance.now(), batch: readLogBatch(this.pool, after, limit, upTo) };
    this.recentLogReads.delete(key);
    this.recentLogReads.set(key, entry);
    entry.batch.catch(() => {
      if (this.recentLogReads.get(key) === entry) this.recentLogReads.delete(key); // a failure is not shared later
    });
    // Keep a handful from the last second: sharing happens within milliseconds.
    for (const [oldKey, old] of this.recentLogReads) {
      if (this.recentLogReads.size <= RECENT_LOG_READS_KEPT && old.startedAt > entry.startedAt - RECENT_LOG_READS_MS) break;
      this.recentLogReads.delete(oldKey);
    }
    return entry.batch;
  }

  /** Runs `work` in one transaction; pass the client as `tx` to append inside it. */
  async transaction<T>(work: (tx: pg.PoolClient) => Promise<T>): Promise<T> {
    return withTransaction(this.pool, work);
  }

  /**
   * A transaction that holds the streams' locks before `work` runs (as acquireStreamLocks), sent
   * with its BEGIN and `work`'s first statements in one round trip (the pools pipeline). Read the
   * streams in `work`: its statements run after the locks are granted. The ids are checked before
   * anything is sent.
   */
  async lockedTransaction<T>(streamIds: readonly string[], work: (tx: pg.PoolClient) => Promise<T>): Promise<T> {
    const ids = validateStreamIds(streamIds);
    return withTransaction(this.pool, work, (tx) => acquireStreamLocks(tx, ids));
  }

  private async replayIfStored(prepared: ReturnType<typeof prepareAppend>): Promise<AppendResult | null> {
    try {
      return await storedAppend(this.pool, prepared);
    } catch {
      return null; // only some ids stored: the original ConcurrencyError says more
    }
  }
}
