import type pg from 'pg';

/** Anything that runs a query: a pool, or a client inside a transaction. */
export interface Queryable {
  query<Row extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<pg.QueryResult<Row>>;
}
