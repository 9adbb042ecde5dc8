import { eventStoreMigrations, migrate, openDatabase } from '@keyledger/event-store';
import type { BenchSchema } from './bench-schema.js';
import type { BenchConfig } from './config.js';
import { runFinanceReplay, type FinanceReplayResult } from './finance-replay.js';
import { runMode, type Target } from './report.js';
import { formatBytes, formatCount, formatSeconds } from './timing.js';

/** The suite in a schema of its own (make bench, and npm run bench:finance alone). */
export async function runFinanceReplaySuite(schema: BenchSchema, config: BenchConfig, log: (line: string) => void): Promise<FinanceReplayResult> {
  const db = await openDatabase({ databaseUrl: schema.connectionString, dataDir: 'unused', schema: schema.name, poolSize: 4 });
  try {
    await migrate(db.pool, eventStoreMigrations);
    log('\nFinance report by replay (report vs the store’s whole-log read):');
    return await runFinanceReplay(db.pool, config.financeReplay, log);
  } finally {
    await db.close();
  }
}

export function financeReplayTargets(result: FinanceReplayResult): Target[] {
  const { target } = result;
  return [
    { name: `finance report over ${formatCount(result.events)} events, ÷ whole-log read`, passed: target.ratioPassed, detail: `ratio ${result.ratio.toFixed(2)} ${target.ratioPassed ? '≥' : '<'} ${target.minRatio.toFixed(2)}` },
    { name: 'finance report, RSS growth', passed: target.rssPassed, detail: `${formatBytes(result.peakRssGrowthBytes)} ${target.rssPassed ? '≤' : '>'} ${formatBytes(target.maxRssGrowthBytes)}` },
  ];
}

export function renderFinanceReplaySection(config: BenchConfig, result: FinanceReplayResult): string {
  const c = config.financeReplay;
  return [
    '### Finance report by replay',
    '',
    `${runMode(config)} A log of ${formatCount(result.events)} money events recorded evenly over the last 365 days (seeded set-based in ${formatSeconds(result.loadMs)}): ` +
      'of every 20 events, 8 `OrderPlaced` (half at schema version 1, read through the upcaster, half at version 2), 8 `WalletDebited`, 2 `WalletCredited`, ' +
      '1 `KeyRefunded` and 1 `KeyReplaced`. The report is the API’s own replay (`finance/replay/replay-report.js`: the gap-safe log read in batches of ' +
      `${formatCount(c.batchSize)} up to the log’s end, each event folded into the year’s ${formatCount(366)} days, grouped by day), against the event store’s whole-log ` +
      `read of the same log in the same batches (\`readLogBatch\`, through the same upcasters) in the same run, ${c.rounds} rounds alternating, best of each. ` +
      'RSS growth: the highest RSS seen after each batch of the report minus the RSS just before it (after a GC).',
    '',
    '| Round | Whole-log read | Report | RSS growth during the report |',
    '|---:|---:|---:|---:|',
    ...result.reads.map((read, i) => `| ${i + 1} | ${formatCount(read.eventsPerSec)} events/s (${formatSeconds(read.elapsedMs)}) | ${formatCount(result.reports[i]!.eventsPerSec)} events/s (${formatSeconds(result.reports[i]!.elapsedMs)}) | ${formatBytes(result.reports[i]!.rssGrowthBytes)} |`),
    '',
    `Report ÷ read: **${result.ratio.toFixed(2)}** (target at least ${c.minRatio.toFixed(2)}: ${result.target.ratioPassed ? 'pass' : '**FAIL**'}); ` +
      `RSS growth at most **${formatBytes(result.peakRssGrowthBytes)}** (target at most ${formatBytes(c.maxRssGrowthBytes)}: ${result.target.rssPassed ? 'pass' : '**FAIL**'}). ` +
      `The report found ${formatCount(result.orders)} orders and a net revenue of $${formatCount(Math.round(result.netRevenueCents / 100))}.`,
  ].join('\n');
}
