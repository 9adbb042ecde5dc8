import type { Queryable } from '../db/queryable.js';
import { ConcurrencyError, EventIdConflictError } from '../errors.js';
import type { AppendResult, ExpectedVersion } from '../types.js';
import type { PreparedAppend } from './validate-append.js';

interface AppendRow {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  stream_version: string;
  replayed: boolean;
}

const PG_UNIQUE_VIOLATION = '23505';

function toExpectedVersion(text: string): ExpectedVersion {
  return text === 'no_stream' || text === 'stream_exists' || text === 'any' ? text : Number(text);
}

/** Turns the append function's errors into the store's typed errors; anything else passes through. */
export function translateAppendError(error: unknown): unknown {
  const pgError = error as { code?: string; detail?: string; message?: string; constraint?: string };
  if (pgError?.code === 'KL001') {
    const detail = JSON.parse(pgError.detail ?? '{}') as { streamId: string; expected: string; actual: number | null };
    return new ConcurrencyError(detail.streamId, toExpectedVersion(detail.expected), detail.actual, pgError.message);
  }
  if (pgError?.code === 'KL002') return new EventIdConflictError(pgError.message ?? 'Event ids already stored');
  if (pgError?.code === PG_UNIQUE_VIOLATION && pgError.constraint === 'events_event_id_unique') {
    // A concurrent append with the same event ids won the race.
    return new ConcurrencyError('(event id)', 'any', null, 'The same event ids were appended concurrently');
  }
  return error;
}

/** One call of kl_append_events on `db` (a pool for its own transaction, or a client inside one). */
export async function appendEvents(db: Queryable, prepared: PreparedAppend): Promise<AppendResult> {
  let rows: AppendRow[];
  try {
    const result = await db.query<AppendRow & Record<string, unknown>>(
      'SELECT * FROM kl_append_events($1::jsonb, $2::jsonb)',
      [JSON.stringify(prepared.streams), JSON.stringify(prepared.events)],
    );
    rows = result.rows;
  } catch (error) {
    throw translateAppendError(error);
  }
  const versions = new Map<string, number>();
  for (const row of rows) {
    const version = Number(row.stream_version);
    versions.set(row.stream_id, Math.max(versions.get(row.stream_id) ?? 0, version));
  }
  const last = rows[rows.length - 1]!;
  return {
    lastPosition: Number(last.global_position),
    transactionId: last.transaction_id,
    positions: rows.map((r) => Number(r.global_position)),
    streams: prepared.streams.map((s) => ({ streamId: s.id, nextExpectedVersion: versions.get(s.id) ?? 0 })),
    replayed: rows.every((r) => r.replayed),
  };
}
