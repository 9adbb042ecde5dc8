import type pg from 'pg';
import type { Queryable } from './queryable.js';

/** Pools, and their clients, whose every connection is a server session of its own. */
const sessionPerConnection = new WeakSet<object>();

/**
 * Lets preparedQuery name statements on `pool`'s connections. Only for a PostgreSQL server: the
 * embedded PGlite is ONE session behind all its connections, so a statement prepared through one
 * connection already exists for the next (a reconnect, another process), which then fails with
 * "prepared statement already exists".
 */
export function allowPreparedStatements(pool: pg.Pool): void {
  sessionPerConnection.add(pool);
  pool.on('connect', (client) => sessionPerConnection.add(client));
}

/**
 * Runs a named prepared statement where allowed (allowPreparedStatements): each connection
 * parses and plans it once, then only binds and executes it. For the statements run hundreds of
 * times a second (log reads, checkpoint moves, stream reads and locks, key allocation), whose
 * planning cost the server about a third as much as running them (pg_stat_statements over a
 * checkout run). Elsewhere it is an ordinary query. `name` must stay bound to this one `text`
 * (pg refuses a name reused for another text): put whatever varies the text into the name.
 *
 * After five runs the server may keep one generic plan for the connection, re-planned only when
 * a table's definition or statistics change, not as it grows: a statement whose best plan flips
 * with a table's size (a sequential scan while the table is small) must not be prepared this way
 * (see KeyAllocator.markSold).
 */
export function preparedQuery<Row extends pg.QueryResultRow = pg.QueryResultRow>(
  db: Queryable,
  name: string,
  text: string,
  values: unknown[],
): Promise<pg.QueryResult<Row>> {
  if (!sessionPerConnection.has(db)) return db.query<Row>(text, values);
  return (db as unknown as { query(config: pg.QueryConfig): Promise<pg.QueryResult<Row>> }).query({ name, text, values });
}
