import type pg from 'pg';
import { withTransaction } from '../db/with-transaction.js';
import type { Migration } from './migration.js';

const MIGRATION_LOCK = 7_301_947_113; // any constant: serialises concurrent starts

/**
 * Applies, in id order, every migration not applied yet, each in its own transaction,
 * under an advisory lock so that two processes starting at once do not race.
 * Returns the ids it applied.
 */
export async function migrate(pool: pg.Pool, migrations: readonly Migration[]): Promise<string[]> {
  const ordered = [...migrations].sort((a, b) => a.id.localeCompare(b.id));
  const duplicate = ordered.find((m, i) => i > 0 && ordered[i - 1]!.id === m.id);
  if (duplicate) throw new Error(`Migration id ${duplicate.id} is listed twice`);

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
