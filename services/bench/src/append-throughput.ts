import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { EventStore } from '@keyledger/event-store';
import type { BenchConfig } from './config.js';
import { CHECKOUT_EVENT_TYPES, orderEventData } from './sample-events.js';
import { perSecond, runFor, type LoopResult } from './timing.js';

/** Transactions per stream before a writer moves on to a new stream. */
const TX_PER_STREAM = 10;

/** The baseline: the columns of `events`, its primary key only, no function, no streams table. */
const BASELINE_TABLE_SQL = `
  CREATE TABLE bench_baseline_events (
    global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    transaction_id  xid8   NOT NULL DEFAULT pg_current_xact_id(),
    stream_id       text   NOT NULL,
    stream_version  bigint NOT NULL,
    event_id        uuid   NOT NULL,
    event_type      text   NOT NULL,
    schema_version  int    NOT NULL,
    data            jsonb  NOT NULL,
    metadata        jsonb  NOT NULL,
    recorded_at     timestamptz NOT NULL DEFAULT now()
  )`;

export interface Throughput {
  transactions: number;
  txPerSec: number;
  eventsPerSec: number;
}

export interface AppendCell {
  writers: number;
  eventsPerTx: number;
  baseline: Throughput;
  store: Throughput;
  /** store tx/s ÷ baseline tx/s. */
  ratio: number;
  /** Set only for the cells that carry a target. */
  target?: { minRatio: number; passed: boolean };
}

type System = 'baseline' | 'store';
type StepFactory = (writer: number) => () => Promise<number>;

let runCounter = 0; // every run writes to streams of its own

function baselineInsertSql(eventsPerTx: number): string {
  const rows = Array.from({ length: eventsPerTx }, (_, i) => {
    const p = i * 7;
    return `($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, $${p + 5}, $${p + 6}, $${p + 7})`;
  });
  return `INSERT INTO bench_baseline_events
    (stream_id, stream_version, event_id, event_type, schema_version, data, metadata) VALUES ${rows.join(', ')}`;
}

/** One plain multi-row INSERT per transaction (autocommit), same payload and metadata as the store's. */
function baselineSteps(pool: pg.Pool, eventsPerTx: number): StepFactory {
  const sql = baselineInsertSql(eventsPerTx);
  const run = ++runCounter;
  return (writer) => {
    let stream = 0;
    let version = 0;
    let seq = 0;
    return async () => {
      const streamId = `order-b${run}w${writer}n${stream}`;
      const params: unknown[] = [];
      for (let i = 0; i < eventsPerTx; i++) {
        const eventId = randomUUID();
        params.push(streamId, ++version, eventId, CHECKOUT_EVENT_TYPES[i], 1, JSON.stringify(orderEventData(seq++)),
          JSON.stringify({ correlationId: randomUUID(), eventId, schemaVersion: 1 }));
      }
      await pool.query(sql, params);
      if (version === TX_PER_STREAM * eventsPerTx) [stream, version] = [stream + 1, 0];
      return eventsPerTx;
    };
  };
}

/** EventStore.append with the exact expected version the writer tracks. */
function storeSteps(store: EventStore, eventsPerTx: number): StepFactory {
  const run = ++runCounter;
  return (writer) => {
    let stream = 0;
    let version = 0;
    let seq = 0;
    return async () => {
      const events = CHECKOUT_EVENT_TYPES.slice(0, eventsPerTx).map((type) => ({ type, data: orderEventData(seq++) }));
      const result = await store.append({
        streamId: `order-s${run}w${writer}n${stream}`,
        expectedVersion: version === 0 ? 'no_stream' : version,
        events,
      });
      version = result.streams[0]!.nextExpectedVersion;
      if (version === TX_PER_STREAM * eventsPerTx) [stream, version] = [stream + 1, 0];
      return eventsPerTx;
    };
  };
}

function toThroughput(total: LoopResult): Throughput {
  return {
    transactions: total.operations,
    txPerSec: perSecond(total.operations, total.elapsedMs),
    eventsPerSec: perSecond(total.units, total.elapsedMs),
  };
}

async function measureCell(pool: pg.Pool, store: EventStore, writers: number, eventsPerTx: number, config: BenchConfig['append']) {
  const steps = (system: System) => (system === 'baseline' ? baselineSteps(pool, eventsPerTx) : storeSteps(store, eventsPerTx));
  await runFor(config.warmupMs, writers, steps('baseline'));
  await runFor(config.warmupMs, writers, steps('store'));
  // Steady state, not a fresh schema's first minute: statements prepared while the tables were
  // empty keep plans made for empty tables until autovacuum's first ANALYZE (about a minute
  // in production). ANALYZE both sides' tables now, as autovacuum would have by then.
  await pool.query('ANALYZE events, streams, bench_baseline_events');
  const totals: Record<System, LoopResult> = {
    baseline: { operations: 0, units: 0, elapsedMs: 0 },
    store: { operations: 0, units: 0, elapsedMs: 0 },
  };
  // A-B-B-A: slow drift (autovacuum, checkpoints, growing indexes) lands on both sides equally.
  for (const system of ['baseline', 'store', 'store', 'baseline'] as const) {
    const result = await runFor(config.measureMs / 2, writers, steps(system));
    totals[system].operations += result.operations;
    totals[system].units += result.units;
    totals[system].elapsedMs += result.elapsedMs;
  }
  return { baseline: toThroughput(totals.baseline), store: toThroughput(totals.store) };
}

export async function runAppendThroughput(
  pool: pg.Pool,
  config: BenchConfig['append'],
  log: (line: string) => void,
): Promise<AppendCell[]> {
  if (config.eventsPerTx.some((n) => n < 1 || n > CHECKOUT_EVENT_TYPES.length)) {
    throw new Error(`Events per transaction must be 1..${CHECKOUT_EVENT_TYPES.length}`);
  }
  await pool.query(BASELINE_TABLE_SQL);
  const store = new EventStore(pool);
  const cells: AppendCell[] = [];
  try {
    for (const eventsPerTx of config.eventsPerTx) {
      for (const writers of config.writerCounts) {
        const { baseline, store: measured } = await measureCell(pool, store, writers, eventsPerTx, config);
        const ratio = measured.txPerSec / baseline.txPerSec;
        const cell: AppendCell = { writers, eventsPerTx, baseline, store: measured, ratio };
        if (writers === config.targetWriters) cell.target = { minRatio: config.minRatio, passed: ratio >= config.minRatio };
        cells.push(cell);
        log(`  append ${eventsPerTx} ev/tx, ${String(writers).padStart(2)} writers: baseline ${baseline.txPerSec.toFixed(0)} tx/s, store ${measured.txPerSec.toFixed(0)} tx/s, ratio ${ratio.toFixed(2)}`);
      }
    }
  } finally {
    await pool.query('DROP TABLE IF EXISTS bench_baseline_events');
  }
  return cells;
}
