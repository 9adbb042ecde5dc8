import type { Migration } from '@keyledger/event-store';

export const supportMigrations: Migration[] = [
  {
    id: 'support/001-ticket-mails',
    sql: `
      -- The ticket mails follow the log from its end: no ticket was written before them.
      INSERT INTO log_follower_cursors (name, last_transaction_id, last_position)
      SELECT 'ticket-mails', COALESCE(max(transaction_id), '0'::xid8), COALESCE(max(global_position), 0)
        FROM (SELECT transaction_id, global_position FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1) AS last;

      -- Mails to shoppers about the merchant's replies and status changes (identity/mail/mail-outbox.ts).
      CREATE TABLE ticket_mails (
        event_id    uuid PRIMARY KEY,
        user_id     text NOT NULL,
        kind        text NOT NULL CHECK (kind IN ('reply', 'status')),
        mail_data   jsonb NOT NULL,
        recorded_at timestamptz NOT NULL,
        attempts    int NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        sent_at     timestamptz
      );
      CREATE INDEX ticket_mails_due ON ticket_mails (next_attempt_at) WHERE sent_at IS NULL;
    `,
  },
  {
    id: 'support/002-ticket-search',
    sql: `
      -- Substring search over tickets and their customers (ticket/all?search) through trigram
      -- indexes, not a scan: pg_trgm is a trusted extension (a database owner may create it).
      CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
      -- What the desk's search matches of a customer: e-mail, username and name, as one text.
      CREATE INDEX users_search_trgm ON users
        USING gin ((email || ' ' || username || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '')) public.gin_trgm_ops);
    `,
  },
  {
    id: 'support/003-tickets-by-order',
    sql: `
      -- An order's timeline lists the tickets that name the order. The tickets projection makes
      -- this index with its table; a table made before it gets it here (none yet: nothing to do).
      DO $$
      BEGIN
        IF to_regclass('support_tickets') IS NOT NULL THEN
          CREATE INDEX IF NOT EXISTS support_tickets_order_id_idx ON support_tickets (order_id) WHERE order_id IS NOT NULL;
        END IF;
      END $$;
    `,
  },
];
