import type pg from 'pg';
import type { RecordedEvent } from '../types.js';

/** Which physical tables a projection writes to in this run: live, a rebuild's shadow, or a check's scratch copy. */
export type TableSet = 'live' | 'shadow' | 'verify';

export interface ProjectionContext {
  /** The open transaction: read-model writes and the checkpoint commit together. */
  tx: pg.PoolClient;
  /** The quoted table name to use for a read-model table's base name in this run. */
  table(baseName: string): string;
}

/**
 * A read model built from the log. Its SQL must name its tables through `ctx.table(...)`,
 * so the same code fills the live tables, a shadow copy for rebuild-and-swap, or a scratch
 * copy for reconciliation.
 */
export interface Projection {
  readonly name: string;
  /** Base names of the tables it owns. */
  readonly tables: readonly string[];
  /** Event types it reads; the checkpoint still moves past the others. Omit to receive all. */
  readonly eventTypes?: readonly string[];
  /** Creates its tables (and indexes) if they do not exist. Use jsonb, not json, so rows compare. */
  createTables(ctx: ProjectionContext): Promise<void>;
  /** Applies a batch of events in log order. Must be deterministic: a rebuild gives the same rows. */
  apply(ctx: ProjectionContext, events: readonly RecordedEvent[]): Promise<void>;
}

const SUFFIX: Record<TableSet, string> = { live: '', shadow: '__shadow', verify: '__verify' };

export function physicalTableName(baseName: string, set: TableSet): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(baseName)) throw new Error(`Invalid read-model table name ${baseName}`);
  return `${baseName}${SUFFIX[set]}`;
}

export function projectionContext(tx: pg.PoolClient, set: TableSet): ProjectionContext {
  return { tx, table: (baseName) => `"${physicalTableName(baseName, set)}"` };
}

export function acceptsEvent(projection: Projection, event: RecordedEvent): boolean {
  return !projection.eventTypes || projection.eventTypes.includes(event.type);
}
