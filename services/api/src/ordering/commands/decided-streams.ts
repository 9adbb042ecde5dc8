import type { Actor, AppendToStream, EventMetadataInput, NewEvent, RecordedEvent, StreamRead } from '@keyledger/event-store';

/**
 * The streams a checkout transaction read under their locks, as the orders decided so far in it
 * left them. Each order is decided against this view, so the second order of one wallet sees the
 * first one's debit and the eleventh redemption of a ten-use promo sees ten; at the end the view
 * gives one append per stream, expected at the version read.
 */
export class DecidedStreams {
  readonly reads: Map<string, StreamRead>;
  private readonly readVersions = new Map<string, number>();
  private readonly decided = new Map<string, NewEvent[]>();

  constructor(reads: ReadonlyMap<string, StreamRead>) {
    this.reads = new Map([...reads].map(([streamId, read]) => [streamId, { events: [...read.events], currentVersion: read.currentVersion }]));
    for (const [streamId, read] of reads) this.readVersions.set(streamId, read.currentVersion);
  }

  /** True when an order decided in this transaction wrote the stream (not a stored write). */
  decidedHere(streamId: string): boolean {
    return this.decided.has(streamId);
  }

  /**
   * Adds one order's appends (expected at the view's current versions) to the view, every event
   * carrying the order's actor and correlation id.
   */
  record(appends: readonly AppendToStream[], metadata: EventMetadataInput & { actor: Actor; correlationId: string }): void {
    for (const append of appends) {
      const read = this.reads.get(append.streamId);
      if (!read) throw new Error(`Stream ${append.streamId} was not read under the transaction's locks`);
      const expected = append.expectedVersion === 'no_stream' ? 0 : append.expectedVersion;
      if (expected !== read.currentVersion) throw new Error(`Stream ${append.streamId} is at ${read.currentVersion} in this transaction, not ${String(append.expectedVersion)}`);
      for (const event of append.events) {
        read.currentVersion += 1;
        // Only the deciders' folds read these (type and data); they are stored by `appends()`.
        read.events.push({ type: event.type, data: event.data, streamId: append.streamId, streamVersion: read.currentVersion } as RecordedEvent);
      }
      const events = this.decided.get(append.streamId) ?? [];
      events.push(...append.events.map((event) => ({ ...event, metadata: { ...event.metadata, ...metadata } }) as NewEvent));
      this.decided.set(append.streamId, events);
    }
  }

  /** Everything decided, one append per stream at the version it was read at. */
  appends(): AppendToStream[] {
    return [...this.decided].map(([streamId, events]) => ({ streamId, expectedVersion: this.readVersions.get(streamId)!, events }));
  }
}
