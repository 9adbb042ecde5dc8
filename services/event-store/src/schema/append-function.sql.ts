/**
 * kl_append_events(streams, events): the whole append in one round trip and one statement's
 * atomicity. Called inside the caller's transaction when a command writes other tables too.
 *
 *   p_streams: [{ "id": text, "expected": "no_stream" | "stream_exists" | "any" | "<n>", "count": int }]
 *   p_events:  [{ "stream": text, "eventId": uuid, "type": text, "schemaVersion": int,
 *                 "data": jsonb, "metadata": jsonb }]   (in append order)
 *
 * Errors: SQLSTATE KL001 concurrency (DETAIL is JSON {streamId, expected, actual}),
 *         KL002 some but not all event ids already stored.
 *
 * Idempotency: when every event id is already stored, the stored rows are returned
 * (replayed = true) and nothing is written.
 *
 * Per-stream order: a stream's last writer's transaction id is kept; a transaction with a
 * smaller id may not append after it (KL001), because readers of the whole log order by
 * transaction id and would otherwise deliver that stream's events out of order.
 *
 * No NOTIFY here: a transaction that notifies holds PostgreSQL's notification-queue lock
 * through its commit, which serialises every appending transaction. The EventStore sends a
 * throttled NOTIFY after commits instead.
 */
export const APPEND_FUNCTION_SQL = `
CREATE OR REPLACE FUNCTION kl_append_events(p_streams jsonb, p_events jsonb)
RETURNS TABLE (global_position bigint, transaction_id text, stream_id text, stream_version bigint, replayed boolean)
LANGUAGE plpgsql AS $fn$
DECLARE
  v_stream   jsonb;
  v_id       text;
  v_expected text;
  v_count    int;
  v_start    bigint;
  v_actual   bigint;
  v_last_tx  xid8;
  v_tx       xid8;
  v_ids      text[]   := '{}';
  v_starts   bigint[] := '{}';
  v_existing int;
  v_total    int := jsonb_array_length(p_events);
  -- An array (not a subquery) keeps the check an index lookup whatever the planner guesses.
  v_event_ids uuid[] := ARRAY(SELECT (x->>'eventId')::uuid FROM jsonb_array_elements(p_events) x);
BEGIN
  SELECT count(*) INTO v_existing FROM events e WHERE e.event_id = ANY (v_event_ids);

  IF v_existing = v_total THEN
    RETURN QUERY
      SELECT e.global_position, e.transaction_id::text, e.stream_id, e.stream_version, true
        FROM events e
       WHERE e.event_id = ANY (v_event_ids)
       ORDER BY e.global_position;
    RETURN;
  ELSIF v_existing > 0 THEN
    RAISE EXCEPTION USING ERRCODE = 'KL002',
      MESSAGE = format('%s of %s event ids are already stored with other events', v_existing, v_total);
  END IF;

  v_tx := pg_current_xact_id();

  -- Lock streams in id order so that two multi-stream appends cannot deadlock.
  FOR v_stream IN SELECT value FROM jsonb_array_elements(p_streams) ORDER BY value->>'id' LOOP
    v_id       := v_stream->>'id';
    v_expected := v_stream->>'expected';
    v_count    := (v_stream->>'count')::int;
    v_start    := NULL;

    IF v_expected <> 'no_stream' THEN
      UPDATE streams s
         SET version = s.version + v_count, last_transaction_id = v_tx
       WHERE s.stream_id = v_id
         AND s.last_transaction_id <= v_tx
         AND (v_expected IN ('any', 'stream_exists') OR s.version = v_expected::bigint)
      RETURNING s.version - v_count INTO v_start;
    END IF;

    IF v_start IS NULL AND v_expected IN ('no_stream', 'any') THEN
      INSERT INTO streams AS s (stream_id, version, last_transaction_id)
      VALUES (v_id, v_count, v_tx)
      ON CONFLICT ON CONSTRAINT streams_pkey DO NOTHING;
      IF FOUND THEN
        v_start := 0;
      END IF;
    END IF;

    IF v_start IS NULL THEN
      SELECT s.version, s.last_transaction_id INTO v_actual, v_last_tx FROM streams s WHERE s.stream_id = v_id;
      RAISE EXCEPTION USING ERRCODE = 'KL001',
        MESSAGE = CASE
          WHEN v_last_tx IS NOT NULL AND v_last_tx > v_tx
            THEN format('Stream %s was written by a newer transaction; retry', v_id)
          ELSE format('Stream %s is at version %s, expected %s', v_id, coalesce(v_actual::text, 'none'), v_expected)
        END,
        DETAIL = json_build_object('streamId', v_id, 'expected', v_expected, 'actual', v_actual)::text;
    END IF;

    v_ids    := v_ids || v_id;
    v_starts := v_starts || v_start;
  END LOOP;

  RETURN QUERY
    WITH numbered AS (
      SELECT x, ord,
             st.start + row_number() OVER (PARTITION BY x->>'stream' ORDER BY ord) AS version
        FROM jsonb_array_elements(p_events) WITH ORDINALITY AS t(x, ord)
        JOIN unnest(v_ids, v_starts) AS st(id, start) ON st.id = x->>'stream'
    ),
    inserted AS (
      INSERT INTO events (transaction_id, stream_id, stream_version, event_id, event_type, schema_version, data, metadata, recorded_at)
      SELECT v_tx, n.x->>'stream', n.version, (n.x->>'eventId')::uuid, n.x->>'type',
             (n.x->>'schemaVersion')::int, n.x->'data', n.x->'metadata',
             coalesce((n.x->'metadata'->>'recordedAt')::timestamptz, now())
        FROM numbered n
       ORDER BY n.ord
      RETURNING events.global_position, events.transaction_id, events.stream_id, events.stream_version
    )
    SELECT i.global_position, i.transaction_id::text, i.stream_id, i.stream_version, false
      FROM inserted i
     ORDER BY i.global_position;
END
$fn$;
`;
