import type { Migration } from '@keyledger/event-store';

export const idempotencyMigrations: Migration[] = [
  {
    id: 'idempotency/001-keys',
    sql: `
      -- One row per (scope, Idempotency-Key): the request's fingerprint and, once done, its answer.
      CREATE TABLE idempotency_keys (
        scope          text NOT NULL,
        key            text NOT NULL,
        request_hash   text NOT NULL,
        status_code    int,
        response_body  jsonb,
        created_at     timestamptz NOT NULL DEFAULT now(),
        completed_at   timestamptz,
        PRIMARY KEY (scope, key)
      );
    `,
  },
];
