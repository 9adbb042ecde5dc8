import type pg from 'pg';

/** Transaction ids burnt per statement while the cluster's counter is brought past the renumbered history. */
const BURN_BATCH = 100_000;

/**
 * Fits a restored store's transaction ids (xid8 columns: the log's, the streams', the checkpoints')
 * to the cluster it now lives in. The log is read in (transaction id, position) order, only below
 * the oldest running transaction, and an append requires its stream's last transaction id to be
 * no later than its own. pg_restore into another cluster keeps the source's ids, which may be
 * ahead of the new cluster's counter: the restored log would then read as absent, new events
 * would sort before it, and every existing stream would refuse appends.
 *
 * When that is so, the ids are renumbered 1, 2, 3… in their order (0, "none yet", stays 0), the
 * same id the same new number in every column, which keeps every order and every checkpoint's
 * meaning; the counter is first advanced past the highest new number (each subtransaction that
 * writes takes an id). Ids already below the counter (a restore into the same cluster) stay.
 * Returns how many distinct ids were renumbered (0: none needed).
 */
export async function fitTransactionIdsToCluster(client: pg.ClientBase): Promise<number> {
  const columns = await xid8Columns(client);
  if (columns.length === 0) return 0;
  const allIds = columns.map(({ table, column }) => `SELECT ${column} AS id FROM ${table} WHERE ${column} <> '0'::xid8`).join(' UNION ');
  const seen = await client.query<{ highest: string | null; distinct_ids: string; next_id: string }>(
    `SELECT max(id)::text AS highest, count(*) AS distinct_ids, pg_snapshot_xmax(pg_current_snapshot())::text AS next_id FROM (${allIds}) ids`,
  );
  const { highest, distinct_ids, next_id } = seen.rows[0]!;
  if (highest === null || BigInt(highest) < BigInt(next_id)) return 0;

  const count = Number(distinct_ids);
  await advanceTransactionCounterPast(client, count);
  await client.query('BEGIN');
  try {
    await client.query(`CREATE TEMP TABLE renumbered_ids ON COMMIT DROP AS SELECT id, (row_number() OVER (ORDER BY id))::text::xid8 AS renumbered FROM (${allIds}) ids`);
    await client.query('CREATE UNIQUE INDEX ON renumbered_ids (id)');
    for (const { table, column } of columns) {
      await client.query(`UPDATE ${table} t SET ${column} = r.renumbered FROM renumbered_ids r WHERE t.${column} = r.id`);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
  return count;
}

/** The xid8 columns of the store's tables (the schema first on the search_path), quoted for SQL. */
async function xid8Columns(client: pg.ClientBase): Promise<Array<{ table: string; column: string }>> {
  const found = await client.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
      WHERE c.table_schema = current_schema() AND c.data_type = 'xid8' ORDER BY c.table_name, c.column_name`,
  );
  return found.rows.map((row) => ({ table: quoted(row.table_name), column: quoted(row.column_name) }));
}

/** Takes transaction ids until the next one is above `highest` (subtransactions that write each take one). */
async function advanceTransactionCounterPast(client: pg.ClientBase, highest: number): Promise<void> {
  await client.query('CREATE TEMP TABLE IF NOT EXISTS transaction_id_burn (n int)');
  for (;;) {
    const next = await client.query<{ next_id: string }>('SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS next_id');
    const missing = highest + 1 - Number(next.rows[0]!.next_id);
    if (missing <= 0) break;
    await client.query(`DO $$ BEGIN FOR i IN 1..${Math.min(missing + 1, BURN_BATCH)} LOOP BEGIN INSERT INTO transaction_id_burn VALUES (i); EXCEPTION WHEN OTHERS THEN NULL; END; END LOOP; END $$`);
    await client.query('TRUNCATE transaction_id_burn');
  }
  await client.query('DROP TABLE transaction_id_burn');
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
