import type { EventMetadata, RecordedEvent } from '../types.js';

/** The columns every reader selects, in this order. */
export const EVENT_COLUMNS = `global_position, transaction_id::text AS transaction_id, stream_id, stream_version,
  event_id, event_type, schema_version, data, metadata, recorded_at`;

export interface EventRow {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  stream_version: string;
  event_id: string;
  event_type: string;
  schema_version: number;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  recorded_at: Date;
}

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    globalPosition: Number(row.global_position),
    transactionId: row.transaction_id,
    streamId: row.stream_id,
    streamVersion: Number(row.stream_version),
    eventId: row.event_id,
    type: row.event_type,
    schemaVersion: row.schema_version,
    data: row.data,
    // recorded_at is the command's time when it gave one, else the database's: one source for readers.
    metadata: { ...row.metadata, recordedAt: row.recorded_at.toISOString() },
  };
}
