import { preparedQuery } from '../db/prepared-query.js';
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
  const ids = validateStreamIds(streamIds);
  await preparedQuery(
    tx,
    'kl_acquire_stream_locks',
    `SELECT pg_advisory_xact_lock($1, key)
       FROM (SELECT DISTINCT hashtext(id) AS key FROM unnest($2::text[]) AS id) AS keys
      ORDER BY key`,
    [STREAM_LOCK_NAMESPACE, ids],
  );
  return ids;
}

/** The distinct stream ids, each checked (letters, digits and _.:@- only); throws InvalidAppendError. */
export function validateStreamIds(streamIds: readonly string[]): string[] {
  const ids = [...new Set(streamIds)];
  ids.forEach((id) => validateStreamId(id));
  return ids;
}
