import type { Queryable } from '../db/queryable.js';
import type { AppendToStream, EventMetadataInput, RecordedEvent } from '../types.js';

/**
 * Transforms events on their way into and out of the log, the way a payload codec does in a
 * workflow engine: the application seals personal data with a per-person key before it is
 * written (so the log, its backups and the Kafka topic hold ciphertext) and opens it again for
 * readers. The store calls it on every append and on every read it upcasts; a store made
 * without a codec reads the stored form (the Kafka relay publishes exactly what is stored).
 * Both methods answer null, without a promise, when nothing in the batch concerns them: the
 * append and read paths of everything else pay no extra turn of the event loop.
 */
export interface EventCodec {
  /** The append as it must be stored (new objects; the caller's are left as they are), or null: unchanged. */
  encode(
    requests: readonly AppendToStream[],
    metadata: EventMetadataInput | undefined,
    db: Queryable,
  ): Promise<{ requests: AppendToStream[]; metadata: EventMetadataInput | undefined }> | null;
  /** Replaces the events' stored values by what readers see (in place), or null: nothing to do. */
  decode(events: readonly RecordedEvent[], db: Queryable): Promise<void> | null;
}
