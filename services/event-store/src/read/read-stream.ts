import { preparedQuery } from '../db/prepared-query.js';
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
  /** Set when the request named a `knownVersion` and the stream is still at it: no events were read. */
  unchanged?: true;
}

/**
 * Reads one stream in version order. The events and the current version come from ONE
 * statement, so from one snapshot: a decision made on these events and appended with this
 * version can never be based on a stale state (two queries on a pool could see two snapshots).
 */
export async function readStream(db: Queryable, streamId: string, options: ReadStreamOptions = {}): Promise<StreamRead> {
  validateStreamId(streamId);
  const from = options.fromVersion ?? 1;
  const to = options.toVersion ?? Number.MAX_SAFE_INTEGER;
  if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || from < 1 || to < from) {
    throw new RangeError(`Invalid version range ${from}..${to}`);
  }
  const result = await preparedQuery<Partial<EventRow> & { current_version: string | null } & Record<string, unknown>>(
    db,
    'kl_read_stream',
    `SELECT (SELECT version FROM streams WHERE stream_id = $1) AS current_version, e.*
       FROM (SELECT 1) AS one
       LEFT JOIN LATERAL (
         SELECT ${EVENT_COLUMNS} FROM events
          WHERE stream_id = $1 AND stream_version BETWEEN $2 AND $3
          ORDER BY stream_version
       ) AS e ON true`,
    [streamId, from, to],
  );
  const rows = result.rows.filter((row) => row.global_position !== null && row.global_position !== undefined);
  return {
    events: rows.map((row) => toRecordedEvent(row as EventRow)),
    currentVersion: Number(result.rows[0]?.current_version ?? 0),
  };
}
