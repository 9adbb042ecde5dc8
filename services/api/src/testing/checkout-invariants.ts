import assert from 'node:assert/strict';
import type pg from 'pg';
import type { TestShopper } from '../ordering/testing/test-shoppers.js';

/** A wallet order a test was answered 201 for. */
export interface AnsweredOrder {
  shopper: TestShopper;
  orderId: string;
}

/**
 * What a store under faults (lost connections, restarts, several processes) must still hold, read
 * from the log and the key table: the log holds exactly the orders answered, each once; every
 * wallet is what its first balance, its credits and its orders make it, to the cent; every key
 * delivered is delivered once, and the keys sold are those delivered.
 */
export async function assertCheckoutInvariants(
  pool: pg.Pool,
  options: { orders: readonly AnsweredOrder[]; shoppers: readonly TestShopper[]; walletCents: number; creditedCents?: (shopper: TestShopper) => number },
): Promise<void> {
  const placed = await pool.query<{ order_id: string; user_id: string; total: number }>(
    "SELECT data->>'orderId' AS order_id, data->>'userId' AS user_id, (data->>'totalCents')::int AS total FROM events WHERE event_type = 'OrderPlaced'",
  );
  const answeredIds = options.orders.map((order) => order.orderId);
  assert.equal(new Set(answeredIds).size, options.orders.length, 'each request its own order');
  assert.deepEqual(placed.rows.map((row) => row.order_id).sort(), [...answeredIds].sort(), 'the log holds exactly the orders answered');

  const balances = await pool.query<{ stream_id: string; balance: number }>(
    `SELECT DISTINCT ON (stream_id) stream_id, (data->>'balanceAfterCents')::int AS balance
       FROM events WHERE stream_id LIKE 'wallet-%' ORDER BY stream_id, stream_version DESC`,
  );
  for (const shopper of options.shoppers) {
    const spent = placed.rows.filter((row) => row.user_id === shopper.userId).reduce((sum, row) => sum + row.total, 0);
    const added = options.creditedCents?.(shopper) ?? 0;
    const balance = balances.rows.find((row) => row.stream_id === `wallet-${shopper.userId}`)!.balance;
    assert.equal(balance, options.walletCents + added - spent, `wallet of ${shopper.userId}`);
  }

  const delivered = await pool.query<{ key_id: string }>(
    "SELECT jsonb_array_elements_text(d->'keyIds') AS key_id FROM events, jsonb_array_elements(data->'deliveries') AS d WHERE event_type = 'KeysDelivered'",
  );
  const keysOrdered = placed.rows.length;
  assert.equal(delivered.rows.length, keysOrdered, 'one key delivered per order of one');
  assert.equal(new Set(delivered.rows.map((row) => row.key_id)).size, delivered.rows.length, 'no key delivered twice');
  const sold = await pool.query<{ n: string }>("SELECT count(*) AS n FROM game_keys WHERE status = 'sold'");
  assert.equal(Number(sold.rows[0]!.n), keysOrdered, 'the keys sold are the keys delivered');
}
