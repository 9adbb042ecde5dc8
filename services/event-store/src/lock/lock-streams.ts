import pg from 'pg';
import type { Queryable } from '../db/queryable.js';
import { validateStreamId } from '../append/validate-append.js';

const STREAM_LOCK_NAMESPACE = 7_301_948;

/**
 * Locks streams for the rest of the caller's transaction: the pessimistic path for hot streams
 * such as a wallet. Read, decide and append after this and no concurrent command can change
 * those streams in between. Returns each stream's current version (0 if it does not exist).
 *
 * Transaction-scoped advisory locks, not SELECT … FOR UPDATE: a row lock gives the transaction
 * its id before it waits, so waiters would get ids in another order than they get the lock,
 * and the log (read in transaction-id order) would show the stream's events out of order.
 * An advisory lock assigns no id; the id comes with the first write, after the previous holder
 * committed. Take the locks before writing anything else. They work for streams that do not
 * exist yet, and are taken in lock-key order so that two commands cannot deadlock.
 */
export async function lockStreams(tx: Queryable, streamIds: readonly string[]): Promise<Map<string, number>> {
  const ids = await acquireStreamLocks(tx, streamIds);
  const result = await tx.query<{ stream_id: string; version: string }>(
    'SELECT stream_id, version FROM streams WHERE stream_id = ANY($1::text[])',
    [ids],
  );
  const versions = new Map(ids.map((id) => [id, 0]));
  for (const row of result.rows) versions.set(row.stream_id, Number(row.version));
  return versions;
}

/**
 * lockStreams without reading the versions: one statement. Read the streams in a LATER statement
 * (readStreams): a statement's snapshot is taken when it starts, before these locks are granted.
 * Since PostgreSQL 9.6 volatile functions in a SELECT list run after ORDER BY, so the locks are
 * taken in key order. Returns the distinct stream ids.
 */
export async function acquireStreamLocks(tx: Queryable, streamIds: readonly string[]): Promise<string[]> {
  const ids = [...new Set(streamIds)];
  ids.forEach((id) => validateStreamId(id));
  await tx.query(LOCK_STATEMENT('$2::text[]'), [STREAM_LOCK_NAMESPACE, ids]);
  return ids;
}

const LOCK_STATEMENT = (idArray: string, namespace = '$1') => `SELECT pg_advisory_xact_lock(${namespace}, key)
       FROM (SELECT DISTINCT hashtext(id) AS key FROM unnest(${idArray}) AS id) AS keys
      ORDER BY key`;

/**
 * BEGIN and the stream locks as ONE simple-protocol text (two statements, one round trip), for
 * withTransaction's `begin`. Stream ids are validated (letters, digits and _.:@- only) and the
 * array is passed as an escaped literal, so no input reaches the SQL unquoted.
 */
export function beginWithStreamLocks(streamIds: readonly string[]): string {
  const ids = [...new Set(streamIds)];
  ids.forEach((id) => validateStreamId(id));
  const array = `{${ids.map((id) => `"${id}"`).join(',')}}`;
  return `BEGIN; ${LOCK_STATEMENT(`${pg.escapeLiteral(array)}::text[]`, String(STREAM_LOCK_NAMESPACE))}`;
}
