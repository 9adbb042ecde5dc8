import type pg from 'pg';

/**
 * Runs `work` in one transaction on a pooled client; rolls back on any error and rethrows it.
 * `start` issues the transaction's first statements right after its BEGIN (lockedTransaction's
 * stream locks).
 *
 * On a pipelining client (the store's pools are; see openDatabase) a statement is written
 * without waiting for the answers to the ones before it, and the server runs them in order. So
 * BEGIN, `start`'s statements and `work`'s first statements share one round trip, and so do
 * statements that `work` issues together (Promise.all). If one fails, the transaction is aborted
 * and those behind it fail too. COMMIT is sent only once every statement has succeeded: a
 * statement that failed before it was even sent (a value pg cannot serialise) must not let the
 * others commit.
 */
export async function withTransaction<T>(
  pool: pg.Pool,
  work: (tx: pg.PoolClient) => Promise<T>,
  start?: (tx: pg.PoolClient) => Promise<unknown>,
): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    const begun = Promise.all([client.query('BEGIN'), start?.(client)]);
    // Awaited below, after work; handled now so that its failure is never reported as unhandled.
    begun.catch(() => undefined);
    if (!client.pipeline) await begun;
    let result: T;
    try {
      result = await work(client);
    } finally {
      // A failed BEGIN or lock is the cause of whatever work ran into after it.
      await begun;
    }
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
