import type { Migration } from '@keyledger/event-store';

export const catalogueMigrations: Migration[] = [
  {
    id: 'catalogue/001-key-vault',
    sql: `
      -- The secret half of a game's key pool: key text encrypted (AES-256-GCM), a keyed
      -- fingerprint for store-wide uniqueness. Events name keys by id only. The status columns
      -- are a write-side lookup for allocation, rebuildable from the game and order streams.
      CREATE TABLE game_keys (
        id          uuid PRIMARY KEY,
        game_id     int  NOT NULL,
        ciphertext  bytea NOT NULL,
        fingerprint bytea NOT NULL,
        status      text NOT NULL DEFAULT 'available' CHECK (status IN ('available', 'sold', 'revoked')),
        order_id    text,
        created_at  timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT game_keys_fingerprint_unique UNIQUE (fingerprint)
      );
      CREATE INDEX game_keys_available ON game_keys (game_id) WHERE status = 'available';
    `,
  },
  {
    id: 'catalogue/002-unsold-keys-in-allocation-order',
    sql: `
      -- Allocation takes a game's oldest unsold keys (created_at, id) a few at a time. Indexed in
      -- that order, it reads just those; the old index on game_id alone made every checkout read
      -- and sort all of a game's unsold keys (about 4 ms a transaction for a game with thousands).
      DROP INDEX game_keys_available;
      CREATE INDEX game_keys_unsold_in_order ON game_keys (game_id, created_at, id) WHERE status = 'available';
    `,
  },
];
