import type { Migration } from '@keyledger/event-store';

export const orderingMigrations: Migration[] = [
  {
    id: 'ordering/001-sandbox-payment-gateway',
    sql: `
      -- The built-in sandbox payment gateway's own state: what a real provider keeps on its side,
      -- not the store's record (the store's record of payments is in the event log). No card
      -- number, expiry date or CVC is stored: a token names its card by brand and last four only.
      CREATE TABLE sandbox_customers (
        id            text PRIMARY KEY,
        reference_id  text NOT NULL,
        given_name    text NOT NULL,
        family_name   text NOT NULL,
        email         text NOT NULL,
        address_line1 text NOT NULL,
        city          text NOT NULL,
        state         text,
        postal_code   text NOT NULL,
        country       text NOT NULL,
        created_at    timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE sandbox_card_tokens (
        token      text PRIMARY KEY,
        brand      text NOT NULL,
        last4      text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
        created_at timestamptz NOT NULL DEFAULT now()
      );
      -- One row per authorization. A token pays once; an idempotency key names one authorization.
      CREATE TABLE sandbox_payments (
        id              text PRIMARY KEY,
        idempotency_key text NOT NULL UNIQUE,
        token           text NOT NULL UNIQUE REFERENCES sandbox_card_tokens (token),
        customer_id     text NOT NULL REFERENCES sandbox_customers (id),
        amount_cents    int  NOT NULL CHECK (amount_cents > 0),
        currency        text NOT NULL,
        status          text NOT NULL CHECK (status IN ('authorized', 'captured', 'voided')),
        created_at      timestamptz NOT NULL DEFAULT now(),
        updated_at      timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    id: 'ordering/002-order-confirmation-outbox',
    sql: `
      -- Order confirmation mails to send: filled from OrderPlaced by the order-confirmations
      -- runner (idempotent by order id, so a replay never mails twice), emptied by the sender.
      CREATE TABLE order_confirmation_outbox (
        order_id   uuid PRIMARY KEY,
        user_id    text NOT NULL,
        placed_at  timestamptz NOT NULL,
        order_data jsonb NOT NULL,
        sent_at    timestamptz,
        -- A sender claims a row for a minute before mailing, so two processes never both send it.
        claimed_until timestamptz,
        attempts   int NOT NULL DEFAULT 0
      );
      CREATE INDEX order_confirmation_outbox_unsent ON order_confirmation_outbox (placed_at) WHERE sent_at IS NULL;
    `,
  },
  {
    id: 'ordering/003-order-confirmations-from-the-log',
    sql: `
      -- Confirmations are mailed straight from the log's OrderPlaced events: this row is how far
      -- the sender has come, and which process holds the sending (a lease it renews each round,
      -- so two processes never mail the same order; a dead holder's lease runs out). The outbox
      -- above now holds only the mails that failed, to be retried.
      CREATE TABLE order_confirmation_cursor (
        name                text PRIMARY KEY,
        last_transaction_id xid8 NOT NULL,
        last_position       bigint NOT NULL,
        holder              text,
        lease_until         timestamptz
      );
      -- Where the old reactor had queued up to: those orders are in the outbox already.
      INSERT INTO order_confirmation_cursor (name, last_transaction_id, last_position)
      SELECT 'order-confirmations', COALESCE(max(last_transaction_id), '0'::xid8), COALESCE(max(last_position), 0)
        FROM projection_checkpoints WHERE name = 'order-confirmations';
      DELETE FROM projection_checkpoints WHERE name = 'order-confirmations';
    `,
  },
  {
    id: 'ordering/004-sandbox-refunds',
    sql: `
      -- The sandbox gateway's refunds: an idempotency key (the store's refund id) names one refund.
      CREATE TABLE sandbox_refunds (
        id              text PRIMARY KEY,
        idempotency_key text NOT NULL UNIQUE,
        payment_id      text NOT NULL REFERENCES sandbox_payments (id),
        amount_cents    int  NOT NULL CHECK (amount_cents > 0),
        created_at      timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX sandbox_refunds_payment ON sandbox_refunds (payment_id);
      -- How often each refund was asked for (the test card whose refunds fail the first time).
      CREATE TABLE sandbox_refund_tries (
        idempotency_key text PRIMARY KEY,
        tries           int NOT NULL
      );
    `,
  },
  {
    id: 'ordering/005-order-history-replaces-purchases',
    sql: `
      -- The purchases read model became order-history (keys, refunds, running totals), built
      -- again from the log under its new name; the old one goes.
      DROP TABLE IF EXISTS purchases;
      DROP TABLE IF EXISTS purchases__shadow;
      DROP TABLE IF EXISTS purchases__verify;
      DELETE FROM projection_checkpoints WHERE name = 'purchases';
    `,
  },
];
