import type pg from 'pg';
import { withTransaction } from '../db/with-transaction.js';
import type { Migration } from './migration.js';

const MIGRATION_LOCK = 7_301_947_113; // any constant: serialises concurrent starts

/**
 * Applies, in the order given (a later context may depend on an earlier one's tables), every
 * migration not applied yet, in one transaction, under an advisory lock so that two processes
 * starting at once do not race. Returns the ids it applied.
 */
export async function migrate(pool: pg.Pool, migrations: readonly Migration[]): Promise<string[]> {
  const ordered = [...migrations];
  const ids = new Set<string>();
  for (const migration of ordered) {
    if (ids.has(migration.id)) throw new Error(`Migration id ${migration.id} is listed twice`);
    ids.add(migration.id);
  }

  return withTransaction(pool, async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set(
      (await tx.query<{ id: string }>('SELECT id FROM schema_migrations')).rows.map((r) => r.id),
    );
    const applied: string[] = [];
    for (const migration of ordered) {
      if (done.has(migration.id)) continue;
      await tx.query(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      applied.push(migration.id);
    }
    return applied;
  });
}
