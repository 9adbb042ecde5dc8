import type pg from 'pg';

/** What the database grew by over a window, in bytes. */
export interface StorageGrowth {
  /** WAL written by the whole server (anything else it did meanwhile included: an upper bound for the run's). */
  walBytes: number;
  /** The schema's tables, with their indexes and TOAST (pages allocated, so it grows in steps). */
  storedBytes: number;
}

async function reading(pool: pg.Pool, schema: string): Promise<{ lsn: string; stored: number }> {
  const { rows } = await pool.query<{ lsn: string; stored: string | null }>(
    `SELECT pg_current_wal_lsn()::text AS lsn,
            (SELECT sum(pg_total_relation_size(c.oid)) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
              WHERE n.nspname = $1 AND c.relkind IN ('r', 'm')) AS stored`,
    [schema],
  );
  return { lsn: rows[0]!.lsn, stored: Number(rows[0]!.stored ?? 0) };
}

/** Runs `work` and measures the WAL written and the growth of `schema`'s tables meanwhile. */
export async function storageGrowth<T>(pool: pg.Pool, schema: string, work: () => Promise<T>): Promise<{ result: T; growth: StorageGrowth }> {
  const before = await reading(pool, schema);
  const result = await work();
  const after = await reading(pool, schema);
  const { rows } = await pool.query<{ bytes: string }>('SELECT pg_wal_lsn_diff($1::pg_lsn, $2::pg_lsn)::text AS bytes', [after.lsn, before.lsn]);
  return { result, growth: { walBytes: Number(rows[0]!.bytes), storedBytes: after.stored - before.stored } };
}
