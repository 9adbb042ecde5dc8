import { preparedQuery } from '../db/prepared-query.js';
import type { Queryable } from '../db/queryable.js';
import { ConcurrencyError, InvalidAppendError } from '../errors.js';
import type { AppendResult } from '../types.js';
import { translateAppendError } from './append-events.js';
import type { PreparedAppend } from './validate-append.js';

/**
 * Every stream of an append in ONE statement, for a caller that holds the streams' locks and read
 * their versions in its transaction (a batch of checkouts writes dozens of streams at once; one
 * statement per stream was most of its round trips).
 *
 * Parameters: $1 stream ids, $2 expected versions (0: the stream must not exist), $3 event counts,
 * $4 the events as a jsonb array [{s: stream id, n: 1-based number in its stream's append, e: event}].
 *
 * All or nothing without a look-up: an event whose stream did not move as expected joins no
 * row of `s`, so its stream_version is NULL and the NOT NULL column fails the whole statement
 * (the transaction is then aborted and must be rolled back). Events go in in array order, so
 * positions follow the order the caller gave.
 */
const APPEND_LOCKED_STREAMS = {
  name: 'kl_append_locked_streams_v1',
  text: `
WITH requested AS (
  SELECT * FROM unnest($1::text[], $2::bigint[], $3::bigint[]) AS r(stream_id, expected, n)
),
created AS (
  INSERT INTO streams (stream_id, version, last_transaction_id)
  SELECT stream_id, n, pg_current_xact_id() FROM requested WHERE expected = 0
  ON CONFLICT (stream_id) DO NOTHING
  RETURNING stream_id, 0::bigint AS start
),
moved AS (
  UPDATE streams st SET version = st.version + r.n, last_transaction_id = pg_current_xact_id()
    FROM requested r
   WHERE r.expected > 0 AND st.stream_id = r.stream_id AND st.version = r.expected
     AND st.last_transaction_id <= pg_current_xact_id()
  RETURNING st.stream_id, st.version - r.n AS start
),
s AS (SELECT * FROM created UNION ALL SELECT * FROM moved)
INSERT INTO events (transaction_id, stream_id, stream_version, event_id, event_type, schema_version, data, metadata, recorded_at)
SELECT pg_current_xact_id(), j.x->>'s', s.start + (j.x->>'n')::bigint, (j.x->'e'->>'eventId')::uuid, j.x->'e'->>'type',
       (j.x->'e'->>'schemaVersion')::int, j.x->'e'->'data', j.x->'e'->'metadata',
       coalesce((j.x->'e'->'metadata'->>'recordedAt')::timestamptz, now())
  FROM jsonb_array_elements($4::jsonb) WITH ORDINALITY AS j(x, ord)
  LEFT JOIN s ON s.stream_id = j.x->>'s'
 ORDER BY j.ord
RETURNING global_position, transaction_id::text AS transaction_id, stream_id, stream_version`,
};

interface Row {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  stream_version: string;
}

const PG_NOT_NULL_VIOLATION = '23502';

/** Expected versions as numbers: 0 for `no_stream`; anything looser has no place under locks. */
function exactVersion(stream: PreparedAppend['streams'][number]): number {
  if (stream.expected === 'no_stream') return 0;
  const version = Number(stream.expected);
  if (!Number.isSafeInteger(version)) {
    throw new InvalidAppendError(`Stream ${stream.id}: an append under locks needs an exact expected version, not '${stream.expected}'`);
  }
  return version;
}

/**
 * Appends `prepared` in one statement inside the caller's transaction. No replay recognition: the
 * caller has read the streams under their locks. A stream not at its expected version throws
 * ConcurrencyError, a reused event id the unique-id error; either way the transaction is aborted.
 */
export async function appendLockedStreams(tx: Queryable, prepared: PreparedAppend): Promise<AppendResult> {
  const versions = prepared.streams.map(exactVersion);
  const numbers = new Map<string, number>();
  const events = prepared.events.map((event) => {
    const n = (numbers.get(event.stream) ?? 0) + 1;
    numbers.set(event.stream, n);
    return `{"s":${JSON.stringify(event.stream)},"n":${n},"e":${event.json}}`;
  });
  let rows: Row[];
  try {
    const result = await preparedQuery<Row & Record<string, unknown>>(tx, APPEND_LOCKED_STREAMS.name, APPEND_LOCKED_STREAMS.text, [
      prepared.streams.map((s) => s.id),
      versions,
      prepared.streams.map((s) => s.count),
      `[${events.join(',')}]`,
    ]);
    rows = result.rows;
  } catch (error) {
    const pgError = error as { code?: string; column?: string };
    if (pgError?.code === PG_NOT_NULL_VIOLATION && pgError.column === 'stream_version') {
      throw new ConcurrencyError('(locked streams)', 'any', null, 'A locked stream was not at the version read under its lock');
    }
    throw translateAppendError(error);
  }
  const next = new Map<string, number>();
  for (const row of rows) next.set(row.stream_id, Math.max(next.get(row.stream_id) ?? 0, Number(row.stream_version)));
  const positions = rows.map((r) => Number(r.global_position)).sort((a, b) => a - b);
  return {
    lastPosition: positions[positions.length - 1]!,
    transactionId: rows[0]!.transaction_id,
    positions,
    streams: prepared.streams.map((s) => ({ streamId: s.id, nextExpectedVersion: next.get(s.id) ?? 0 })),
    replayed: false,
  };
}
