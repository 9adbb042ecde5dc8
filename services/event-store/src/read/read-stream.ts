import type { Queryable } from '../db/queryable.js';
import { validateStreamId } from '../append/validate-append.js';
import type { RecordedEvent } from '../types.js';
import { EVENT_COLUMNS, toRecordedEvent, type EventRow } from './event-row.js';

export interface ReadStreamOptions {
  /** First version to return (inclusive, default 1). */
  fromVersion?: number;
  /** Last version to return (inclusive, default: the end). */
  toVersion?: number;
}

export interface StreamRead {
  events: RecordedEvent[];
  /** The stream's current version (0 when it does not exist): the expected version for the next append. */
  currentVersion: number;
}

/** Reads one stream in version order. Run it on a transaction's client to read and append consistently. */
export async function readStream(db: Queryable, streamId: string, options: ReadStreamOptions = {}): Promise<StreamRead> {
  validateStreamId(streamId);
  const from = options.fromVersion ?? 1;
  const to = options.toVersion ?? Number.MAX_SAFE_INTEGER;
  if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || from < 1 || to < from) {
    throw new RangeError(`Invalid version range ${from}..${to}`);
  }
  const [events, version] = await Promise.all([
    db.query<EventRow & Record<string, unknown>>(
      `SELECT ${EVENT_COLUMNS} FROM events
        WHERE stream_id = $1 AND stream_version BETWEEN $2 AND $3
        ORDER BY stream_version`,
      [streamId, from, to],
    ),
    db.query<{ version: string }>('SELECT version FROM streams WHERE stream_id = $1', [streamId]),
  ]);
  return {
    events: events.rows.map(toRecordedEvent),
    currentVersion: Number(version.rows[0]?.version ?? 0),
  };
}
