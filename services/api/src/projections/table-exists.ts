import type { Queryable } from '@keyledger/event-store';

/**
 * Whether a read-model table (a quoted name from `ctx.table(...)`) exists yet. Projections
 * that create unnamed indexes create their tables only when this is false, so a restart adds no
 * second copy of an index and a rebuild's shadow table gets indexes of its own.
 */
export async function tableExists(tx: Queryable, quotedName: string): Promise<boolean> {
  const result = await tx.query<{ oid: string | null }>('SELECT to_regclass($1) AS oid', [quotedName]);
  return Boolean(result.rows[0]?.oid);
}
