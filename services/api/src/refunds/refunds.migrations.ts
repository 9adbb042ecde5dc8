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
  {
    id: 'refunds/002-refund-requests',
    sql: `
      -- Write-side look-up (ARCHITECTURE: kept in the request's transaction, rebuildable from the
      -- log): which order and game a refund request is about, so an approval or a decline takes
      -- the right locks at once, whether or not the read model has caught up.
      CREATE TABLE refund_request_orders (
        request_id uuid PRIMARY KEY,
        order_id   uuid NOT NULL,
        game_id    int  NOT NULL
      );
      INSERT INTO refund_request_orders (request_id, order_id, game_id)
      SELECT (data->>'requestId')::uuid, (data->>'orderId')::uuid, (data->>'gameId')::int FROM events WHERE event_type = 'RefundRequested'
      ON CONFLICT DO NOTHING;
    `,
  },
];
