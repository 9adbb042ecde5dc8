import { preparedQuery } from '../db/prepared-query.js';
import type { Queryable } from '../db/queryable.js';
import { validateStreamId } from '../append/validate-append.js';
import { EVENT_COLUMNS, toRecordedEvent, type EventRow } from './event-row.js';
import type { StreamRead } from './read-stream.js';

export interface StreamReadRequest {
  streamId: string;
  /**
   * Only the stream's last event: for streams whose every event carries the state a command
   * needs (a wallet's events carry the balance after them), so the read does not grow with the stream.
   */
  lastOnly?: boolean;
  /** Event types left out (e.g. large ones the decision does not need). */
  excludeTypes?: readonly string[];
  /**
   * The version of the stream the caller already holds, folded (with the same `lastOnly` and
   * `excludeTypes`): if the stream is still at it, none of its events are read and the answer
   * is marked `unchanged`. For hot streams that rarely change, read on every command.
   */
  knownVersion?: number;
}

const EVENT_TYPE = /^[A-Z][A-Za-z0-9]*$/;

/**
 * Reads several streams in ONE statement, so from one snapshot (see readStream): each stream's
 * events in version order and its current version, whatever `lastOnly` and `excludeTypes` leave out.
 */
export async function readStreams(db: Queryable, requests: readonly StreamReadRequest[]): Promise<Map<string, StreamRead>> {
  const seen = new Set<string>();
  for (const request of requests) {
    validateStreamId(request.streamId);
    if (seen.has(request.streamId)) throw new RangeError(`Stream ${request.streamId} is requested twice`);
    seen.add(request.streamId);
    for (const type of request.excludeTypes ?? []) if (!EVENT_TYPE.test(type)) throw new RangeError(`Invalid event type ${type}`);
    if (request.knownVersion !== undefined && !(Number.isSafeInteger(request.knownVersion) && request.knownVersion >= 0)) {
      throw new RangeError(`Invalid known version ${request.knownVersion} of ${request.streamId}`);
    }
  }
  const result = await preparedQuery<Partial<EventRow> & { requested: string; current_version: string | null } & Record<string, unknown>>(
    db,
    'kl_read_streams_v3',
    // Each stream's version by primary key, per stream (a join with streams may be planned as a
    // scan of the whole table while it is small, and a prepared statement keeps that plan as it
    // grows); OFFSET 0 keeps that sub-select where it is, run once per stream, not once per use.
    `SELECT r.stream_id AS requested, r.current_version, e.*
       FROM (SELECT u.*, (SELECT version FROM streams s WHERE s.stream_id = u.stream_id) AS current_version
               FROM unnest($1::text[], $2::bool[], $3::text[], $4::bigint[]) AS u(stream_id, last_only, excluded, known)
             OFFSET 0) AS r
       LEFT JOIN LATERAL (
         (SELECT ${EVENT_COLUMNS} FROM events
           WHERE events.stream_id = r.stream_id AND NOT r.last_only AND r.current_version IS DISTINCT FROM r.known
             AND events.event_type <> ALL (string_to_array(r.excluded, ','))
           ORDER BY stream_version)
         UNION ALL
         (SELECT ${EVENT_COLUMNS} FROM events
           WHERE events.stream_id = r.stream_id AND r.last_only AND r.current_version IS DISTINCT FROM r.known
           ORDER BY stream_version DESC LIMIT 1)
       ) AS e ON true`,
    [
      requests.map((r) => r.streamId),
      requests.map((r) => r.lastOnly === true),
      requests.map((r) => (r.excludeTypes ?? []).join(',')),
      requests.map((r) => r.knownVersion ?? null),
    ],
  );
  const reads = new Map<string, StreamRead>(requests.map((r) => [r.streamId, { events: [], currentVersion: 0 }]));
  for (const row of result.rows) {
    const read = reads.get(row.requested)!;
    read.currentVersion = Number(row.current_version ?? 0);
    if (row.global_position !== null && row.global_position !== undefined) read.events.push(toRecordedEvent(row as EventRow));
  }
  for (const request of requests) {
    const read = reads.get(request.streamId)!;
    if (request.knownVersion !== undefined && read.currentVersion > 0 && read.currentVersion === request.knownVersion) read.unchanged = true;
  }
  return reads;
}
