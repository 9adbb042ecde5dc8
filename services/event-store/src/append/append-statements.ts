/**
 * The append as plain SQL: one statement per stream, prepared once per connection (named
 * statements: parsing and planning every call cost more than the writes themselves). Each
 * statement moves the stream's row in `streams` from the expected version and inserts the
 * events with consecutive versions, or writes nothing at all:
 *   - when the stream is not at the expected version,
 *   - when a transaction with a smaller id would append after a newer one (per-stream order,
 *     see docs/event-store.md),
 *   - when any of the event ids is already stored (idempotent replay or a reused id).
 * The caller tells these apart only when nothing was written (see diagnose-append.ts).
 *
 * Parameters: $1 stream id, $2 event count, $3 events as a jsonb array
 * [{eventId, type, schemaVersion, data, metadata}], $4 event ids (uuid[]), $5 expected version.
 */

const NO_DUPLICATE = 'NOT EXISTS (SELECT 1 FROM events d WHERE d.event_id = ANY ($4::uuid[]))';

const INSERT_EVENTS = `
INSERT INTO events (transaction_id, stream_id, stream_version, event_id, event_type, schema_version, data, metadata, recorded_at)
SELECT s.tx, $1::text, s.start + e.ord, (e.x->>'eventId')::uuid, e.x->>'type', (e.x->>'schemaVersion')::int,
       e.x->'data', e.x->'metadata', coalesce((e.x->'metadata'->>'recordedAt')::timestamptz, now())
  FROM s, jsonb_array_elements($3::jsonb) WITH ORDINALITY AS e(x, ord)
 ORDER BY e.ord
RETURNING global_position, transaction_id::text AS transaction_id, stream_version`;

/** Expected `no_stream`: create the stream row. */
const NEW_STREAM = `
WITH s AS (
  INSERT INTO streams (stream_id, version, last_transaction_id)
  SELECT $1::text, $2::bigint, pg_current_xact_id() WHERE ${NO_DUPLICATE} AND $5::text IS NOT NULL
  ON CONFLICT (stream_id) DO NOTHING
  RETURNING 0::bigint AS start, last_transaction_id AS tx)` + INSERT_EVENTS;

/** Expected version n ≥ 1. */
const EXACT_VERSION = `
WITH s AS (
  UPDATE streams SET version = version + $2::bigint, last_transaction_id = pg_current_xact_id()
   WHERE stream_id = $1::text AND version = $5::text::bigint AND last_transaction_id <= pg_current_xact_id() AND ${NO_DUPLICATE}
  RETURNING version - $2::bigint AS start, last_transaction_id AS tx)` + INSERT_EVENTS;

/** Expected `stream_exists`: any version, but the stream must be there. */
const EXISTING_STREAM = `
WITH s AS (
  UPDATE streams SET version = version + $2::bigint, last_transaction_id = pg_current_xact_id()
   WHERE stream_id = $1::text AND last_transaction_id <= pg_current_xact_id() AND ${NO_DUPLICATE} AND $5::text IS NOT NULL
  RETURNING version - $2::bigint AS start, last_transaction_id AS tx)` + INSERT_EVENTS;

/** Expected `any`: create or extend. */
const ANY_VERSION = `
WITH s AS (
  INSERT INTO streams AS st (stream_id, version, last_transaction_id)
  SELECT $1::text, $2::bigint, pg_current_xact_id() WHERE ${NO_DUPLICATE} AND $5::text IS NOT NULL
  ON CONFLICT (stream_id) DO UPDATE SET version = st.version + EXCLUDED.version, last_transaction_id = EXCLUDED.last_transaction_id
   WHERE st.last_transaction_id <= EXCLUDED.last_transaction_id
  RETURNING version - $2::bigint AS start, last_transaction_id AS tx)` + INSERT_EVENTS;

export type ExpectedKind = 'no_stream' | 'exact' | 'stream_exists' | 'any';

export const APPEND_STATEMENTS: Record<ExpectedKind, { name: string; text: string }> = {
  no_stream: { name: 'kl_append_new_stream_v1', text: NEW_STREAM },
  exact: { name: 'kl_append_exact_version_v1', text: EXACT_VERSION },
  stream_exists: { name: 'kl_append_existing_stream_v1', text: EXISTING_STREAM },
  any: { name: 'kl_append_any_version_v1', text: ANY_VERSION },
};

export function expectedKind(expected: string): ExpectedKind {
  return expected === 'no_stream' || expected === 'stream_exists' || expected === 'any' ? expected : 'exact';
}
