import type pg from 'pg';

/**
 * Runs `work` in one transaction on a pooled client; rolls back on any error and rethrows it.
 * `begin` replaces the plain BEGIN: a simple-protocol text that starts with BEGIN and may carry
 * more statements in the same round trip (see lockedTransaction); it must hold no outside input
 * that is not escaped.
 */
export async function withTransaction<T>(pool: pg.Pool, work: (tx: pg.PoolClient) => Promise<T>, begin = 'BEGIN'): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query(begin);
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    try {
      await client.query('ROLLBACK');
    } catch {
      // The connection itself failed: do not hand it back to the pool.
      broken = true;
    }
    throw error;
  } finally {
    client.release(broken);
  }
}
