import type { ExpectedVersion } from './types.js';

/** Base class: every failure the event store reports on purpose is one of these. */
export class EventStoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The stream was not at the expected version (someone else wrote first). Reload and retry. */
export class ConcurrencyError extends EventStoreError {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: ExpectedVersion,
    readonly actualVersion: number | null,
    reason?: string,
  ) {
    super(
      reason ??
        `Stream ${streamId} is at version ${actualVersion ?? 'none'}, expected ${String(expectedVersion)}`,
    );
  }
}

/** The append request itself is malformed: bad stream id, expected version, event type or payload. */
export class InvalidAppendError extends EventStoreError {}

/** Some, but not all, of the event ids were stored before: the caller reused ids for other events. */
export class EventIdConflictError extends EventStoreError {}
