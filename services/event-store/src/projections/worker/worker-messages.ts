import type { ProjectionStatus } from '../projection-runner.js';
import type { CodecSource, ProjectionSource } from './projection-source.js';

/** What the projection worker is started with (workerData). */
export interface ProjectionWorkerData {
  /** A Database's connection string (session settings included). */
  connectionString: string;
  /** The worker's pool: a connection per runner at most, and the shared LISTEN. */
  poolSize: number;
  projections: Array<{ name: string; source: ProjectionSource }>;
  /** Where the host's upcasters are exported (an array), so the worker reads events as the host does. */
  upcasters?: ProjectionSource;
  /** Where the host store's codec factory is exported and its argument (structured-clonable), so the worker opens events as the host does. */
  codec?: CodecSource;
  runner: { batchSize?: number; pollIntervalMs?: number; coalesceMs?: number };
  /** The host store's NOTIFY payload: its appends are announced to the worker directly. */
  notifierId: string;
}

/** Host → worker. */
export type ToProjectionWorker = { type: 'appended' } | { type: 'stop' };

export interface BatchTransactionStats {
  transactions: number;
  units: number;
}

/** Worker → host. */
export type FromProjectionWorker =
  | { type: 'started'; statuses: ProjectionStatus[] }
  | { type: 'progress'; status: ProjectionStatus; batches: BatchTransactionStats }
  | { type: 'error'; projection: string | null; message: string; stack?: string }
  | { type: 'stopped'; statuses: ProjectionStatus[] };
