import type { LogCheckpoint, Queryable } from '@keyledger/event-store';

/**
 * Where the projectors stand on each partition of the topic, one row per partition, moved in
 * the same transaction as the read-model writes of the batch it records:
 * - next_offset: the first offset not yet consumed (a redelivered message below it is skipped);
 * - last_transaction_id/last_position: the log checkpoint of the last event applied. A partition
 *   holds its streams' events in log order, so an event at or before it was applied already: that
 *   drops what the relay published twice (other offsets, same events).
 */
export const PARTITION_PROGRESS_TABLE = `CREATE TABLE IF NOT EXISTS kafka_projector_partitions (
  topic               text NOT NULL,
  partition           int NOT NULL,
  next_offset         bigint NOT NULL DEFAULT 0,
  last_transaction_id xid8 NOT NULL DEFAULT '0',
  last_position       bigint NOT NULL DEFAULT 0,
  events_applied      bigint NOT NULL DEFAULT 0,
  duplicates_dropped  bigint NOT NULL DEFAULT 0,
  updated_at          timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (topic, partition)
)`;

export interface PartitionProgress {
  partition: number;
  nextOffset: bigint;
  checkpoint: LogCheckpoint;
  eventsApplied: number;
  duplicatesDropped: number;
}

interface ProgressRow {
  partition: number;
  next_offset: string;
  last_transaction_id: string;
  last_position: string;
  events_applied: string;
  duplicates_dropped: string;
}

const COLUMNS = `partition, next_offset, last_transaction_id::text AS last_transaction_id, last_position, events_applied, duplicates_dropped`;

function fromRow(row: ProgressRow): PartitionProgress {
  return {
    partition: row.partition,
    nextOffset: BigInt(row.next_offset),
    checkpoint: { transactionId: row.last_transaction_id, position: Number(row.last_position) },
    eventsApplied: Number(row.events_applied),
    duplicatesDropped: Number(row.duplicates_dropped),
  };
}

/** The partition's row, locked until the transaction ends (made when missing). */
export async function lockPartitionProgress(tx: Queryable, topic: string, partition: number): Promise<PartitionProgress> {
  await tx.query('INSERT INTO kafka_projector_partitions (topic, partition) VALUES ($1, $2) ON CONFLICT DO NOTHING', [topic, partition]);
  const result = await tx.query<ProgressRow>(`SELECT ${COLUMNS} FROM kafka_projector_partitions WHERE topic = $1 AND partition = $2 FOR UPDATE`, [topic, partition]);
  return fromRow(result.rows[0]!);
}

export async function savePartitionProgress(
  tx: Queryable,
  topic: string,
  progress: { partition: number; nextOffset: bigint; checkpoint: LogCheckpoint; applied: number; dropped: number },
): Promise<void> {
  await tx.query(
    `UPDATE kafka_projector_partitions
        SET next_offset = $3, last_transaction_id = $4::xid8, last_position = $5,
            events_applied = events_applied + $6, duplicates_dropped = duplicates_dropped + $7, updated_at = now()
      WHERE topic = $1 AND partition = $2`,
    [topic, progress.partition, progress.nextOffset.toString(), progress.checkpoint.transactionId, progress.checkpoint.position, progress.applied, progress.dropped],
  );
}

/** Every partition's progress on the topic (partitions no batch reached yet have no row). */
export async function readPartitionProgress(db: Queryable, topic: string): Promise<PartitionProgress[]> {
  const result = await db.query<ProgressRow>(`SELECT ${COLUMNS} FROM kafka_projector_partitions WHERE topic = $1 ORDER BY partition`, [topic]);
  return result.rows.map(fromRow);
}
