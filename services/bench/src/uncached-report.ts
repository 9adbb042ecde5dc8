import type { BenchConfig } from './config.js';
import { runMode, verdict, type Target } from './report.js';
import { formatCount, formatSeconds } from './timing.js';
import type { UncachedEndpoint, UncachedReadsResult } from './uncached-reads.js';

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)} ms` : '—');
const halves = (list: number[]) => list.map(formatCount).join(' / ');

/** Every uncached read against its ratio, and health's p99; reads served by a cache count towards none. */
export function uncachedTargets(result: UncachedReadsResult): Target[] {
  const reads = result.endpoints
    .filter((e): e is UncachedEndpoint & { target: { minRatio: number; passed: boolean } } => e.target !== null)
    .map((e) => ({ name: `uncached read, ${e.name}`, passed: e.target.passed, detail: `ratio ${e.ratio.toFixed(2)} ${e.target.passed ? '≥' : '<'} ${e.target.minRatio.toFixed(2)}` }));
  const { health } = result;
  return [
    ...reads,
    { name: `health p99 at ${health.connections} connections`, passed: health.target.passed, detail: `${ms(health.p99Ms)} ${health.target.passed ? '≤' : '>'} ${ms(health.target.maxP99Ms)}` },
  ];
}

function rows(e: UncachedEndpoint): string[] {
  const name = `\`${e.name}\`${e.servedBy ? ' ¹' : ''}`;
  return [
    `| ${name} | Baseline: bare Node http, same ${formatCount(e.bytes)} bytes | ${formatCount(e.baseline.requestsPerSec)} | ${halves(e.baseline.halves)} | ${ms(e.baseline.p50Ms)} | ${ms(e.baseline.p99Ms)} | 1.00 | — |`,
    `| ${name} | API (${e.reader}) | ${formatCount(e.api.requestsPerSec)} | ${halves(e.api.halves)} | ${ms(e.api.p50Ms)} | ${ms(e.api.p99Ms)} | ${e.ratio.toFixed(2)} | ` +
      `${e.target ? verdict(e.target) : 'none: cached'} |`,
  ];
}

export function renderUncachedSection(config: BenchConfig, result: UncachedReadsResult): string {
  const cached = result.endpoints.filter((e) => e.servedBy);
  const { health } = result;
  return [
    '### Uncached authenticated reads, and health',
    '',
    `${runMode(config)} The real API in the bench process on the ${result.database}, no demo data: one shopper with ${result.orders} wallet orders ` +
      `and ${result.wishlistItems} games on the wishlist (read models caught up before any load), and the admin signed in. ` +
      `Each read with its bearer token, ${result.connections} keep-alive connections (autocannon in a child process), ` +
      `${formatSeconds(result.warmupMs)} warm-up per side, then ${formatSeconds(result.measureMs)} measured per side in baseline-API-API-baseline halves, ` +
      'against bare Node http answering the same bytes (captured from the API just before). Every answer was 2xx.',
    '',
    '| Read | Server | Requests/s | Halves (req/s) | p50 | p99 | Ratio | Target |',
    '|---|---|---:|---|---:|---:|---:|---|',
    ...result.endpoints.flatMap(rows),
    '',
    cached.length
      ? `¹ Not uncached: ${cached.map((e) => `\`${e.name}\``).join(', ')} are answered from ${cached[0]!.servedBy}; their figures are shown, but count towards no target.`
      : 'No read measured here is answered from a cache: every figure is the application’s own.',
    '',
    `**Health.** \`GET ${health.path}\` (${formatCount(health.bytes)} bytes), ${health.connections} connections, ${formatSeconds(health.warmupMs)} warm-up, ` +
      `${formatSeconds(health.measureMs)} measured: ${formatCount(health.requestsPerSec)} req/s, p50 ${ms(health.p50Ms)}, p99 ${ms(health.p99Ms)} ` +
      `(target p99 ≤ ${ms(health.target.maxP99Ms)}: ${health.target.passed ? 'pass' : '**FAIL**'}).`,
  ].join('\n');
}
