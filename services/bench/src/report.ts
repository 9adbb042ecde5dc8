import type { AppendCell } from './append-throughput.js';
import type { CatalogueReadsResult } from './catalogue-reads.js';
import type { ClientBundleResult } from './client-bundle.js';
import type { BenchConfig } from './config.js';
import type { LogReadResult } from './log-read-throughput.js';
import { formatBytes, formatCount, formatKb, formatSeconds } from './timing.js';

export interface Target {
  name: string;
  passed: boolean;
  /** The figure against its limit, e.g. `ratio 0.55 < 0.60` or `231.4 KB ≤ 250.0 KB`. */
  detail: string;
}

const ratioTarget = (name: string, ratio: number, target: { minRatio: number; passed: boolean }): Target => ({
  name,
  passed: target.passed,
  detail: `ratio ${ratio.toFixed(2)} ${target.passed ? '≥' : '<'} ${target.minRatio.toFixed(2)}`,
});

export const initialJavaScriptTarget = (bundle: ClientBundleResult): Target => ({
  name: 'client initial JavaScript, gzipped',
  passed: bundle.target.passed,
  detail: `${formatKb(bundle.initial.gzipBytes)} ${bundle.target.passed ? '≤' : '>'} ${formatKb(bundle.target.maxGzipBytes)}`,
});

export function collectTargets(cells: AppendCell[], read: LogReadResult, bundle: ClientBundleResult, catalogue: CatalogueReadsResult): Target[] {
  const targets: Target[] = cells
    .filter((c) => c.target)
    .map((c) => ratioTarget(`append, ${c.writers} writers, ${c.eventsPerTx} event(s)/tx`, c.ratio, c.target!));
  targets.push(ratioTarget(`whole-log read, ${formatCount(read.events)} events`, read.ratio, read.target));
  targets.push(initialJavaScriptTarget(bundle));
  for (const e of catalogue.endpoints) targets.push(ratioTarget(`catalogue read, ${e.name}`, e.ratio, e.target));
  return targets;
}

export const verdict = (target?: { minRatio: number; passed: boolean }) =>
  target ? `≥ ${target.minRatio.toFixed(2)}: ${target.passed ? 'pass' : '**FAIL**'}` : '—';

function appendTable(cells: AppendCell[]): string {
  const rows = cells.map((c) =>
    `| ${c.writers} | ${c.eventsPerTx} | ${formatCount(c.baseline.txPerSec)} | ${formatCount(c.store.txPerSec)} | ` +
      `${formatCount(c.baseline.eventsPerSec)} | ${formatCount(c.store.eventsPerSec)} | ${c.ratio.toFixed(2)} | ${verdict(c.target)} |`,
  );
  return [
    '| Writers | Events/tx | Baseline tx/s | Store tx/s | Baseline events/s | Store events/s | Ratio | Target |',
    '|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows,
  ].join('\n');
}

function readTable(read: LogReadResult): string {
  const runs = (list: { eventsPerSec: number }[]) => list.map((r) => formatCount(r.eventsPerSec)).join(' / ');
  return [
    '| Reader | Best events/s | Best time | Rounds (events/s) | Ratio | Target |',
    '|---|---:|---:|---|---:|---|',
    `| Baseline: keyset on global_position | ${formatCount(read.bestBaseline.eventsPerSec)} | ${formatSeconds(read.bestBaseline.elapsedMs)} | ${runs(read.baseline)} | 1.00 | — |`,
    `| Store: readLogBatch | ${formatCount(read.bestStore.eventsPerSec)} | ${formatSeconds(read.bestStore.elapsedMs)} | ${runs(read.store)} | ${read.ratio.toFixed(2)} | ${verdict(read.target)} |`,
  ].join('\n');
}

export const runMode = (config: BenchConfig) =>
  config.quick ? '**Quick mode (`BENCH_QUICK=1`): smoke-run sizes, not representative.**' : 'Full run.';

export function renderEventStoreSection(config: BenchConfig, cells: AppendCell[], read: LogReadResult, runMs: number): string {
  const mode = runMode(config);
  const a = config.append;
  return [
    '### Event store',
    '',
    `${mode} Whole run: ${formatSeconds(runMs)}.`,
    '',
    '#### Append throughput',
    '',
    `Each cell: ${formatSeconds(a.warmupMs)} warm-up per side, then ${formatSeconds(a.measureMs)} measured per side in ` +
      'baseline-store-store-baseline halves. Ratio = store tx/s ÷ baseline tx/s. ' +
      'Payload ~300 bytes of JSON per event; every writer has its own streams, a new one every 10 transactions.',
    '',
    appendTable(cells),
    '',
    '#### Whole-log read',
    '',
    `${formatCount(read.events)} events (seeded in ${formatSeconds(read.loadMs)}), batches of ${formatCount(read.batchSize)}, ` +
      `${read.baseline.length} rounds each, alternating, best taken. Both sides parse every row (jsonb included); ` +
      'the store also maps rows to RecordedEvent.',
    '',
    readTable(read),
    '',
    `Peak RSS growth during a store read: ${formatBytes(read.storePeakRssGrowthBytes)} (batches keep memory flat; ` +
      'the whole log held at once would need far more).',
  ].join('\n');
}
