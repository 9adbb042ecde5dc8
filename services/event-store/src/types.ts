/** Who caused an event: a signed-in user with a role, or the system itself. */
export interface Actor {
  id: string;
  role: string;
}

/** Metadata the caller may give; the store fills in event id, recorded-at and schema version. */
export interface EventMetadataInput {
  /** The request (or first message) a chain of events started from; shared by all of them. */
  correlationId?: string;
  /** The message that caused this one: the request for a command's events, the event for a follow-up's. */
  causationId?: string;
  actor?: Actor;
  /** The command (API operation) that decided the event, for the audit trail. */
  command?: string;
  /** Why, where the actor gave a reason (an admin's refund, replacement or wallet adjustment). */
  reason?: string;
  /** ISO time the command was accepted; the domain never reads the clock, so it travels here. */
  recordedAt?: string;
}

export interface EventMetadata extends EventMetadataInput {
  eventId: string;
  correlationId: string;
  recordedAt: string;
  schemaVersion: number;
}

/** An event about to be appended. Data is plain JSON and never holds secrets (keys are referenced by id). */
export interface NewEvent<Type extends string = string, Data = Record<string, unknown>> {
  type: Type;
  data: Data;
  /** Give a deterministic id to make the append idempotent; a random one is made otherwise. */
  eventId?: string;
  schemaVersion?: number;
  metadata?: EventMetadataInput;
}

/** A stored event as readers see it (after upcasting). */
export interface RecordedEvent<Type extends string = string, Data = Record<string, unknown>> {
  globalPosition: number;
  /** The writing transaction's id (xid8) as a decimal string; the log is read in (transactionId, globalPosition) order. */
  transactionId: string;
  streamId: string;
  streamVersion: number;
  eventId: string;
  type: Type;
  schemaVersion: number;
  data: Data;
  metadata: EventMetadata;
}

/**
 * What the writer believes about the stream:
 * - `no_stream`: it must not exist yet;
 * - `stream_exists`: it must exist, any version;
 * - `any`: no check;
 * - a number n ≥ 1: its current version must be exactly n (0 means the same as `no_stream`).
 */
export type ExpectedVersion = 'no_stream' | 'stream_exists' | 'any' | number;

export interface AppendToStream {
  streamId: string;
  expectedVersion: ExpectedVersion;
  events: NewEvent<string, unknown>[];
}

export interface AppendedStream {
  streamId: string;
  /** The stream's version after this append; pass it as the next expected version. */
  nextExpectedVersion: number;
}

export interface AppendResult {
  /** Position of the last event written (or found, for a replayed append). */
  lastPosition: number;
  transactionId: string;
  streams: AppendedStream[];
  positions: number[];
  /** True when every event id was already stored, so nothing new was written. */
  replayed: boolean;
}

/** Where a whole-log reader stands: everything up to and including this pair has been read. */
export interface LogCheckpoint {
  transactionId: string;
  position: number;
}

export const LOG_START: LogCheckpoint = Object.freeze({ transactionId: '0', position: 0 });
