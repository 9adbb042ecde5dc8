import type pg from 'pg';
import { EventStore, LOG_START } from '@keyledger/event-store';
import type { BenchConfig } from './config.js';
import { seedLog } from './seed-log.js';
import { now, perSecond } from './timing.js';

/** The store's own column list (read/event-row.ts), so both readers fetch and parse the same. */
const COLUMNS = `global_position, transaction_id::text AS transaction_id, stream_id, stream_version,
  event_id, event_type, schema_version, data, metadata, recorded_at`;

const BASELINE_PAGE_SQL = `SELECT ${COLUMNS} FROM events WHERE global_position > $1 ORDER BY global_position LIMIT $2`;

export interface ReadRun {
  events: number;
  elapsedMs: number;
  eventsPerSec: number;
}

export interface LogReadResult {
  events: number;
  loadMs: number;
  batchSize: number;
  baseline: ReadRun[];
  store: ReadRun[];
  bestBaseline: ReadRun;
  bestStore: ReadRun;
  /** Highest RSS during a store read minus RSS just before it, over all store rounds. */
  storePeakRssGrowthBytes: number;
  ratio: number;
  target: { minRatio: number; passed: boolean };
}

/** Keyset pagination on the primary key: the fastest plain way to walk the table. */
async function readBaseline(pool: pg.Pool, batchSize: number): Promise<ReadRun> {
  const start = now();
  let events = 0;
  let after = '0';
  for (;;) {
    const { rows } = await pool.query<{ global_position: string }>(BASELINE_PAGE_SQL, [after, batchSize]);
    const last = rows[rows.length - 1];
    if (!last) break;
    events += rows.length;
    after = last.global_position;
  }
  const elapsedMs = now() - start;
  return { events, elapsedMs, eventsPerSec: perSecond(events, elapsedMs) };
}

async function readStore(store: EventStore, batchSize: number): Promise<ReadRun & { rssGrowth: number }> {
  const rssBefore = process.memoryUsage.rss();
  let rssPeak = rssBefore;
  const start = now();
  let events = 0;
  let cursor = LOG_START;
  for (;;) {
    const batch = await store.readLogBatch(cursor, batchSize);
    if (batch.events.length === 0) break;
    events += batch.events.length;
    cursor = batch.next;
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
  }
  const elapsedMs = now() - start;
  return { events, elapsedMs, eventsPerSec: perSecond(events, elapsedMs), rssGrowth: rssPeak - rssBefore };
}

/**
 * The store reads only below the oldest running transaction (pg_snapshot_xmin). A transaction
 * left open elsewhere on the server would hide part of the log, so wait until the horizon has
 * passed the seeded transactions instead of measuring a short read.
 */
async function waitForReadHorizon(pool: pg.Pool, timeoutMs = 60_000): Promise<void> {
  const deadline = now() + timeoutMs;
  for (;;) {
    const { rows } = await pool.query<{ ready: boolean }>(
      `SELECT pg_snapshot_xmin(pg_current_snapshot()) >
              (SELECT transaction_id FROM events ORDER BY transaction_id DESC LIMIT 1) AS ready`,
    );
    if (rows[0]?.ready) return;
    if (now() > deadline) {
      throw new Error('A long-running transaction on the server keeps the seeded log below the read horizon; end it and rerun');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function best(runs: ReadRun[]): ReadRun {
  return runs.reduce((a, b) => (b.eventsPerSec > a.eventsPerSec ? b : a));
}

export async function runLogReadThroughput(
  pool: pg.Pool,
  config: BenchConfig['logRead'],
  log: (line: string) => void,
): Promise<LogReadResult> {
  const loadStart = now();
  await seedLog(pool, config.events, config.streams, config.loadChunk);
  const loadMs = now() - loadStart;
  log(`  seeded ${config.events.toLocaleString('en-US')} events over ${config.streams.toLocaleString('en-US')} streams in ${(loadMs / 1000).toFixed(1)} s`);
  await waitForReadHorizon(pool);

  const store = new EventStore(pool);
  const baseline: ReadRun[] = [];
  const storeRuns: ReadRun[] = [];
  let storePeakRssGrowthBytes = 0;
  for (let round = 1; round <= config.rounds; round++) {
    const b = await readBaseline(pool, config.batchSize);
    const { rssGrowth, ...s } = await readStore(store, config.batchSize);
    for (const [name, run] of [['baseline', b], ['store', s]] as const) {
      if (run.events !== config.events) throw new Error(`${name} read ${run.events} events, expected ${config.events}`);
      log(`  read round ${round}, ${name.padEnd(8)}: ${run.eventsPerSec.toFixed(0)} events/s (${(run.elapsedMs / 1000).toFixed(2)} s)`);
    }
    baseline.push(b);
    storeRuns.push(s);
    storePeakRssGrowthBytes = Math.max(storePeakRssGrowthBytes, rssGrowth);
  }
  const bestBaseline = best(baseline);
  const bestStore = best(storeRuns);
  const ratio = bestStore.eventsPerSec / bestBaseline.eventsPerSec;
  return {
    events: config.events,
    loadMs,
    batchSize: config.batchSize,
    baseline,
    store: storeRuns,
    bestBaseline,
    bestStore,
    storePeakRssGrowthBytes,
    ratio,
    target: { minRatio: config.minRatio, passed: ratio >= config.minRatio },
  };
}
