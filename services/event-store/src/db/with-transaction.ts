import type pg from 'pg';

/** Runs `work` in one transaction on a pooled client; rolls back on any error and rethrows it. */
export async function withTransaction<T>(pool: pg.Pool, work: (tx: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('BEGIN');
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
