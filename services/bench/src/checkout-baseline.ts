import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { now } from './timing.js';

/**
 * The checkout baseline, pgbench-like: per transaction BEGIN, three INSERTs (the order, the
 * wallet entry, the delivered key), COMMIT, each a round trip on the client's own connection,
 * the INSERTs as named prepared statements. Insert-only tables with a primary key each and
 * nothing else: no UPDATE, no lock, no read, no index beyond the key.
 */
export const CHECKOUT_BASELINE_TABLES_SQL = `
  CREATE TABLE bench_checkout_orders (
    order_id    uuid PRIMARY KEY,
    user_id     uuid NOT NULL,
    game_id     int  NOT NULL,
    total_cents int  NOT NULL,
    placed_at   timestamptz NOT NULL DEFAULT now()
  );
  CREATE TABLE bench_checkout_wallet (
    entry_id     bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id      uuid NOT NULL,
    order_id     uuid NOT NULL,
    amount_cents int  NOT NULL,
    recorded_at  timestamptz NOT NULL DEFAULT now()
  );
  CREATE TABLE bench_checkout_keys (
    key_id       uuid PRIMARY KEY,
    order_id     uuid NOT NULL,
    game_id      int  NOT NULL,
    delivered_at timestamptz NOT NULL DEFAULT now()
  )`;

const INSERT_ORDER = 'INSERT INTO bench_checkout_orders (order_id, user_id, game_id, total_cents) VALUES ($1, $2, $3, $4)';
const INSERT_WALLET = 'INSERT INTO bench_checkout_wallet (user_id, order_id, amount_cents) VALUES ($1, $2, $3)';
const INSERT_KEY = 'INSERT INTO bench_checkout_keys (key_id, order_id, game_id) VALUES ($1, $2, $3)';

export interface BaselineRun {
  transactions: number;
  elapsedMs: number;
  /** Every transaction's time from BEGIN sent to COMMIT answered, in milliseconds. */
  latenciesMs: Float64Array;
}

export async function createCheckoutBaselineTables(db: pg.Pool): Promise<void> {
  await db.query(CHECKOUT_BASELINE_TABLES_SQL);
}

/**
 * `clients` connections, each looping over baseline transactions for `durationMs` (a client's
 * transaction in flight at the deadline completes and counts). Each client is a shopper of its
 * own buying the games in `gameIds` round-robin at `totalCents` an order.
 */
export async function runCheckoutBaseline(db: pg.Pool, clients: number, durationMs: number, gameIds: readonly number[], totalCents: number): Promise<BaselineRun> {
  const connections = await Promise.all(Array.from({ length: clients }, () => db.connect()));
  let latencies = new Float64Array(16_384);
  let transactions = 0;
  let game = 0;
  let failed = false;
  const started = now();
  const deadline = started + durationMs;
  const loops = connections.map(async (client) => {
    const userId = randomUUID();
    try {
      while (!failed && now() < deadline) {
        const orderId = randomUUID();
        const gameId = gameIds[game++ % gameIds.length]!;
        const begun = now();
        await client.query('BEGIN');
        await client.query({ name: 'bench_checkout_order', text: INSERT_ORDER, values: [orderId, userId, gameId, totalCents] });
        await client.query({ name: 'bench_checkout_wallet', text: INSERT_WALLET, values: [userId, orderId, totalCents] });
        await client.query({ name: 'bench_checkout_key', text: INSERT_KEY, values: [randomUUID(), orderId, gameId] });
        await client.query('COMMIT');
        if (transactions === latencies.length) {
          const grown = new Float64Array(latencies.length * 2);
          grown.set(latencies);
          latencies = grown;
        }
        latencies[transactions++] = now() - begun;
      }
    } catch (error) {
      failed = true;
      throw error;
    }
  });
  // Every loop ends before any connection goes back; one that failed mid-transaction is destroyed.
  const settled = await Promise.allSettled(loops);
  for (const client of connections) client.release(failed);
  const failure = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failure) throw failure.reason;
  return { transactions, elapsedMs: now() - started, latenciesMs: latencies.slice(0, transactions) };
}
