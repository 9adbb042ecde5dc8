import type { Migration } from '@keyledger/event-store';
import { PARTITION_PROGRESS_TABLE } from './projector/partition-progress.js';

export const kafkaMigrations: Migration[] = [
  {
    id: 'kafka/001-projector-partitions',
    // The Kafka projectors' offsets and log checkpoints per partition (projector/partition-progress.ts).
    sql: PARTITION_PROGRESS_TABLE,
  },
];
