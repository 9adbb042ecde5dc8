import type { Queryable } from '../db/queryable.js';
import { ConcurrencyError } from '../errors.js';
import type { AppendResult } from '../types.js';
import { preparedQuery } from '../db/prepared-query.js';
import { APPEND_STATEMENTS, expectedKind } from './append-statements.js';
import { diagnoseUnwrittenAppend, storedAppend } from './diagnose-append.js';
import type { PreparedAppend } from './validate-append.js';

interface AppendRow {
  global_position: string;
  transaction_id: string;
  stream_version: string;
}

const PG_UNIQUE_VIOLATION = '23505';

/** A concurrent append with the same event ids (or the same stream version) won the race. */
export function translateAppendError(error: unknown): unknown {
  const pgError = error as { code?: string; constraint?: string };
  if (pgError?.code === PG_UNIQUE_VIOLATION && pgError.constraint === 'events_event_id_unique') {
    return new ConcurrencyError('(event id)', 'any', null, 'The same event ids were appended concurrently');
  }
  if (pgError?.code === PG_UNIQUE_VIOLATION && pgError.constraint === 'events_stream_version_unique') {
    return new ConcurrencyError('(stream)', 'any', null, 'The stream was appended to concurrently');
  }
  return error;
}

/**
 * Appends on `db`: a pool for a single stream (one autocommit statement), or a client inside a
 * transaction (several streams, or the caller's own transaction). Streams are written in id
 * order so that two multi-stream appends cannot deadlock.
 */
export async function appendEvents(db: Queryable, prepared: PreparedAppend, options: { replayCheck: boolean } = { replayCheck: true }): Promise<AppendResult> {
  if (prepared.streams.length > 1 && options.replayCheck) {
    // Recognise a replayed multi-stream append before writing any of its streams.
    const replay = await storedAppend(db, prepared);
    if (replay) return replay;
  }
  const rows: AppendRow[] = [];
  const versions = new Map<string, number>();
  for (const stream of [...prepared.streams].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    const events = prepared.events.filter((e) => e.stream === stream.id);
    const statement = APPEND_STATEMENTS[expectedKind(stream.expected)];
    let written: AppendRow[];
    try {
      const result = await preparedQuery<AppendRow & Record<string, unknown>>(db, statement.name, statement.text, [
        stream.id,
        stream.count,
        `[${events.map((e) => e.json).join(',')}]`,
        events.map((e) => e.eventId),
        stream.expected,
      ]);
      written = result.rows;
    } catch (error) {
      throw translateAppendError(error);
    }
    if (written.length === 0) return diagnoseUnwrittenAppend(db, prepared, stream.id, stream.expected);
    rows.push(...written);
    versions.set(stream.id, Math.max(...written.map((r) => Number(r.stream_version))));
  }
  rows.sort((a, b) => Number(a.global_position) - Number(b.global_position));
  const last = rows[rows.length - 1]!;
  return {
    lastPosition: Number(last.global_position),
    transactionId: last.transaction_id,
    positions: rows.map((r) => Number(r.global_position)),
    streams: prepared.streams.map((s) => ({ streamId: s.id, nextExpectedVersion: versions.get(s.id) ?? 0 })),
    replayed: false,
  };
}

