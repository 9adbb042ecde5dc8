import type { Migration } from '@keyledger/event-store';

export const refundsMigrations: Migration[] = [
  {
    id: 'refunds/001-refund-follow-up',
    sql: `
      -- How far each log follower (common/log-follower) has come, and which process follows.
      CREATE TABLE log_follower_cursors (
        name                text PRIMARY KEY,
        last_transaction_id xid8 NOT NULL,
        last_position       bigint NOT NULL,
        holder              text
      );
      -- The refund follow-up starts at the log's end: no refund or replacement was recorded before it.
      INSERT INTO log_follower_cursors (name, last_transaction_id, last_position)
      SELECT 'refund-follow-up', COALESCE(max(transaction_id), '0'::xid8), COALESCE(max(global_position), 0)
        FROM (SELECT transaction_id, global_position FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1) AS last;

      -- Card refunds to make at the gateway, queued from KeyRefunded exactly once (with the
      -- cursor's move), tried until the gateway confirms: the refund id is its idempotency key.
      CREATE TABLE card_refunds (
        refund_id         uuid PRIMARY KEY,
        order_id          uuid NOT NULL,
        payment_id        text NOT NULL,
        amount_cents      int  NOT NULL CHECK (amount_cents > 0),
        recorded_at       timestamptz NOT NULL,
        attempts          int  NOT NULL DEFAULT 0,
        next_attempt_at   timestamptz NOT NULL DEFAULT now(),
        last_error        text,
        gateway_refund_id text,
        settled_at        timestamptz
      );
      CREATE INDEX card_refunds_due ON card_refunds (next_attempt_at) WHERE settled_at IS NULL;

      -- Mails to shoppers about their keys (refunded, replaced), queued the same way.
      CREATE TABLE key_change_mails (
        event_id    uuid PRIMARY KEY,
        user_id     text NOT NULL,
        kind        text NOT NULL CHECK (kind IN ('refunded', 'replaced')),
        mail_data   jsonb NOT NULL,
        recorded_at timestamptz NOT NULL,
        attempts    int NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        sent_at     timestamptz
      );
      CREATE INDEX key_change_mails_due ON key_change_mails (next_attempt_at) WHERE sent_at IS NULL;
    `,
  },
];
