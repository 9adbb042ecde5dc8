import type { Queryable } from '@keyledger/event-store';

/**
 * Creates an index on `expression` of a read-model table (a quoted name from `ctx.table(...)`)
 * unless the table has one on it already. Looked up by what it indexes, not by name: a rebuilt
 * table's indexes keep the names they had as shadow tables. `expression` is written as
 * PostgreSQL prints it back (pg_get_indexdef), e.g. `upper("right"(transaction_id, 6))`.
 */
export async function ensureIndex(tx: Queryable, quotedTable: string, expression: string): Promise<void> {
  const found = await tx.query<{ n: string }>(
    `SELECT count(*) AS n FROM pg_index i WHERE i.indrelid = to_regclass($1) AND position($2 in pg_get_indexdef(i.indexrelid)) > 0`,
    [quotedTable, expression],
  );
  if (Number(found.rows[0]!.n) === 0) await tx.query(`CREATE INDEX ON ${quotedTable} ((${expression}))`);
}
