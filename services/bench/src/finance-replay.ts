import type pg from 'pg';
import { EventStore, LOG_START, withTransaction } from '@keyledger/event-store';
import type { BenchConfig } from './config.js';
import { importApi } from './start-api.js';
import { now, perSecond } from './timing.js';

/**
 * A year of a busy store's money events, i = 1..N (one stream each), written set-based: of every
 * 20 events 8 are OrderPlaced (half at schema version 1, before `currency`, half at 2), 8
 * WalletDebited, 2 WalletCredited, 1 KeyRefunded and 1 KeyReplaced, recorded evenly over the
 * 365 days before now.
 */
const INSERT_SQL = `
  INSERT INTO events (stream_id, stream_version, event_id, event_type, schema_version, data, metadata, recorded_at)
  SELECT kind.stream || i, 1, id, kind.type, CASE WHEN kind.type = 'OrderPlaced' AND i % 2 = 0 THEN 2 ELSE 1 END,
         CASE kind.type
           WHEN 'OrderPlaced' THEN jsonb_build_object(
             'orderId', 'ord-' || i, 'userId', 'user-' || (i % 5000),
             'lines', jsonb_build_array(jsonb_build_object('gameId', 1000 + i % 160, 'title', 'Game ' || (i % 160), 'quantity', 1 + i % 2,
                        'priceCents', 5999, 'discountPercent', 25, 'unitPriceCents', 4499, 'lineTotalCents', 4499 * (1 + i % 2))),
             'subtotalCents', 4499 * (1 + i % 2), 'taxCents', 360 * (1 + i % 2), 'promoCode', NULL, 'promoDiscountCents', 0,
             'totalCents', 4859 * (1 + i % 2), 'paymentMethod', 'wallet', 'transactionId', 'wallet-' || i)
             || CASE WHEN i % 2 = 0 THEN jsonb_build_object('currency', 'USD') ELSE '{}'::jsonb END
           WHEN 'WalletDebited' THEN jsonb_build_object('userId', 'user-' || (i % 5000), 'amountCents', 4859, 'reason', 'Order payment', 'orderId', 'ord-' || i, 'balanceAfterCents', 10000)
           WHEN 'WalletCredited' THEN jsonb_build_object('userId', 'user-' || (i % 5000), 'amountCents', 20000, 'reason', 'Top-up', 'balanceAfterCents', 30000)
           WHEN 'KeyRefunded' THEN jsonb_build_object('orderId', 'ord-' || i, 'userId', 'user-' || (i % 5000), 'gameId', 1000 + i % 160, 'title', 'Game ' || (i % 160),
             'keyId', gen_random_uuid(), 'refundId', gen_random_uuid(), 'amountCents', 4859, 'method', 'wallet', 'paymentId', NULL, 'reason', 'Did not activate')
           ELSE jsonb_build_object('orderId', 'ord-' || i, 'userId', 'user-' || (i % 5000), 'gameId', 1000 + i % 160, 'title', 'Game ' || (i % 160),
             'oldKeyId', gen_random_uuid(), 'newKeyId', gen_random_uuid(), 'reason', 'Region locked')
         END,
         jsonb_build_object('eventId', id, 'correlationId', id, 'actor', jsonb_build_object('id', 'user-' || (i % 5000), 'role', 'customer')),
         now() - ($3::bigint - i) * (interval '365 days' / $3::bigint)
    FROM (SELECT i, gen_random_uuid() AS id FROM generate_series($1::bigint, $2::bigint) AS i OFFSET 0) AS src
    CROSS JOIN LATERAL (SELECT
      CASE WHEN i % 20 < 8 THEN 'OrderPlaced' WHEN i % 20 < 16 THEN 'WalletDebited' WHEN i % 20 < 18 THEN 'WalletCredited' WHEN i % 20 = 18 THEN 'KeyRefunded' ELSE 'KeyReplaced' END AS type,
      CASE WHEN i % 20 < 8 OR i % 20 >= 18 THEN 'order-fin-' ELSE 'wallet-fin-' END AS stream) AS kind
   ORDER BY i`;

export interface FinanceReplayRun {
  events: number;
  elapsedMs: number;
  eventsPerSec: number;
}

export interface FinanceReplayResult {
  events: number;
  loadMs: number;
  reads: FinanceReplayRun[];
  reports: Array<FinanceReplayRun & { rssGrowthBytes: number }>;
  bestRead: FinanceReplayRun;
  bestReport: FinanceReplayRun;
  peakRssGrowthBytes: number;
  ratio: number;
  /** The report's totals, to show it did the work: orders and net revenue in cents. */
  orders: number;
  netRevenueCents: number;
  target: { minRatio: number; maxRssGrowthBytes: number; passed: boolean; ratioPassed: boolean; rssPassed: boolean };
}

const best = <R extends FinanceReplayRun>(runs: R[]) => runs.reduce((a, b) => (b.eventsPerSec > a.eventsPerSec ? b : a));

/**
 * The finance report (the API's replay: finance/replay/replay-report.js, through the API's
 * upcasters) over a log of `events` money events, against the event store's own whole-log read of
 * the same log in the same run; and how much the process's RSS grows while the report runs.
 */
export async function runFinanceReplay(pool: pg.Pool, config: BenchConfig['financeReplay'], log: (line: string) => void): Promise<FinanceReplayResult> {
  const loadStart = now();
  await pool.query('TRUNCATE events, streams RESTART IDENTITY');
  for (let from = 1; from <= config.events; from += config.loadChunk) {
    const to = Math.min(config.events, from + config.loadChunk - 1);
    await withTransaction(pool, (tx) => tx.query(INSERT_SQL, [from, to, config.events]));
  }
  await pool.query('VACUUM ANALYZE events');
  const loadMs = now() - loadStart;
  log(`  seeded ${config.events.toLocaleString('en-US')} money events over a year in ${(loadMs / 1000).toFixed(1)} s`);

  const { eventUpcasters } = await importApi('events/event-upcasters.js');
  const { replayReport } = await importApi('finance/replay/replay-report.js');
  const store = new EventStore(pool, { upcasters: eventUpcasters });
  const today = new Date().toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() - 366 * 86_400_000).toISOString().slice(0, 10);

  const reads: FinanceReplayRun[] = [];
  const reports: Array<FinanceReplayRun & { rssGrowthBytes: number }> = [];
  let totals = { orders: 0, netRevenueCents: 0 };
  for (let round = 1; round <= config.rounds; round++) {
    let start = now();
    let events = 0;
    let cursor = LOG_START;
    for (;;) {
      const batch = await store.readLogBatch(cursor, config.batchSize, { db: pool });
      if (batch.events.length === 0) break;
      events += batch.events.length;
      cursor = batch.next;
    }
    const readMs = now() - start;
    reads.push({ events, elapsedMs: readMs, eventsPerSec: perSecond(events, readMs) });

    global.gc?.();
    const rssBefore = process.memoryUsage.rss();
    let rssPeak = rssBefore;
    start = now();
    const report = await replayReport(store, { from: yearAgo, to: today, groupBy: 'day', timeZone: 'UTC' }, () => {
      rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
    });
    const reportMs = now() - start;
    reports.push({ events: report.eventsRead, elapsedMs: reportMs, eventsPerSec: perSecond(report.eventsRead, reportMs), rssGrowthBytes: rssPeak - rssBefore });
    totals = { orders: report.totals.orders, netRevenueCents: report.totals.netRevenueCents };
    if (events !== config.events || report.eventsRead !== config.events) throw new Error(`read ${events} and replayed ${report.eventsRead} events, expected ${config.events}`);
    log(`  round ${round}: whole-log read ${reads.at(-1)!.eventsPerSec.toFixed(0)} events/s, report ${reports.at(-1)!.eventsPerSec.toFixed(0)} events/s, RSS +${((rssPeak - rssBefore) / 1048576).toFixed(1)} MB`);
  }
  const bestRead = best(reads);
  const bestReport = best(reports);
  const ratio = bestReport.eventsPerSec / bestRead.eventsPerSec;
  const peakRssGrowthBytes = Math.max(...reports.map((run) => run.rssGrowthBytes));
  const ratioPassed = ratio >= config.minRatio;
  const rssPassed = peakRssGrowthBytes <= config.maxRssGrowthBytes;
  return {
    events: config.events,
    loadMs,
    reads,
    reports,
    bestRead,
    bestReport,
    peakRssGrowthBytes,
    ratio,
    ...totals,
    target: { minRatio: config.minRatio, maxRssGrowthBytes: config.maxRssGrowthBytes, passed: ratioPassed && rssPassed, ratioPassed, rssPassed },
  };
}
