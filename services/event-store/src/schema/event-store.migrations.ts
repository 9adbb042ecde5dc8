import type { Migration } from './migration.js';

/** The event store's own tables. Other contexts add their migrations after these. */
export const eventStoreMigrations: Migration[] = [
  {
    id: 'event-store/001-events',
    sql: `
      CREATE TABLE events (
        global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        transaction_id  xid8   NOT NULL DEFAULT pg_current_xact_id(),
        stream_id       text   NOT NULL,
        stream_version  bigint NOT NULL CHECK (stream_version >= 1),
        event_id        uuid   NOT NULL,
        event_type      text   NOT NULL,
        schema_version  int    NOT NULL DEFAULT 1 CHECK (schema_version >= 1),
        data            jsonb  NOT NULL,
        metadata        jsonb  NOT NULL,
        recorded_at     timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT events_stream_version_unique UNIQUE (stream_id, stream_version),
        CONSTRAINT events_event_id_unique UNIQUE (event_id)
      );
      -- Whole-log readers walk this index: (transaction id, position) order is gap-safe.
      CREATE INDEX events_transaction_position ON events (transaction_id, global_position);
      CREATE INDEX events_type_position ON events (event_type, global_position);

      -- One row per stream: its version (the optimistic-concurrency check) and the last
      -- transaction that wrote it (keeps per-stream order equal to the log's read order).
      CREATE TABLE streams (
        stream_id           text   PRIMARY KEY,
        version             bigint NOT NULL,
        last_transaction_id xid8   NOT NULL
      );

      CREATE TABLE projection_checkpoints (
        name                text PRIMARY KEY,
        last_transaction_id xid8   NOT NULL DEFAULT '0',
        last_position       bigint NOT NULL DEFAULT 0,
        events_applied      bigint NOT NULL DEFAULT 0,
        updated_at          timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    id: 'event-store/002-drop-type-index',
    sql: `
      -- No reader uses it: whole-log and typed reads walk (transaction_id, global_position), stream
      -- reads (stream_id, stream_version). Every append paid for it (a fifth of an event's index
      -- writes), and its insertion points in mid-index split pages half-empty.
      DROP INDEX IF EXISTS events_type_position;
    `,
  },
];
