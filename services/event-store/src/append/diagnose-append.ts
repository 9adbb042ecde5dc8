import type { Queryable } from '../db/queryable.js';
import { ConcurrencyError, EventIdConflictError } from '../errors.js';
import type { AppendResult, ExpectedVersion } from '../types.js';
import type { PreparedAppend } from './validate-append.js';

interface StoredRow {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  stream_version: string;
}

function toExpectedVersion(text: string): ExpectedVersion {
  return text === 'no_stream' || text === 'stream_exists' || text === 'any' ? text : Number(text);
}

/** The answer to an append whose events were all stored before: what was written then. */
export async function storedAppend(db: Queryable, prepared: PreparedAppend): Promise<AppendResult | null> {
  const ids = prepared.events.map((e) => e.eventId);
  const stored = await db.query<StoredRow & Record<string, unknown>>(
    `SELECT global_position, transaction_id::text AS transaction_id, stream_id, stream_version
       FROM events WHERE event_id = ANY ($1::uuid[]) ORDER BY global_position`,
    [ids],
  );
  if (stored.rows.length === 0) return null;
  if (stored.rows.length !== ids.length) {
    throw new EventIdConflictError(`${stored.rows.length} of ${ids.length} event ids are already stored with other events`);
  }
  const versions = new Map<string, number>();
  for (const row of stored.rows) versions.set(row.stream_id, Math.max(versions.get(row.stream_id) ?? 0, Number(row.stream_version)));
  const last = stored.rows[stored.rows.length - 1]!;
  return {
    lastPosition: Number(last.global_position),
    transactionId: last.transaction_id,
    positions: stored.rows.map((r) => Number(r.global_position)),
    streams: prepared.streams.map((s) => ({ streamId: s.id, nextExpectedVersion: versions.get(s.id) ?? 0 })),
    replayed: true,
  };
}

/**
 * A stream's statement wrote nothing: say why. Either every event id was stored before (a
 * replay: answer as then), some were (a reused id), or the stream was not as expected.
 */
export async function diagnoseUnwrittenAppend(db: Queryable, prepared: PreparedAppend, streamId: string, expected: string): Promise<AppendResult> {
  const replay = await storedAppend(db, prepared);
  if (replay) return replay;
  const found = await db.query<{ version: string }>('SELECT version FROM streams WHERE stream_id = $1', [streamId]);
  const actual = found.rows[0] ? Number(found.rows[0].version) : null;
  const expectedVersion = toExpectedVersion(expected);
  const versionMatched =
    (expected === 'any' && actual !== null) || (expected === 'stream_exists' && actual !== null) || (typeof expectedVersion === 'number' && actual === expectedVersion);
  throw new ConcurrencyError(
    streamId,
    expectedVersion,
    actual,
    versionMatched
      ? `Stream ${streamId} was written by a newer transaction; retry`
      : `Stream ${streamId} is at version ${actual ?? 'none'}, expected ${expected}`,
  );
}
