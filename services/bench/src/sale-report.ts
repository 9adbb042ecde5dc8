import type { ReadSide } from './bare-comparison.js';
import type { CheckoutSide } from './checkout-throughput.js';
import type { CatalogueCacheCounts } from './catalogue-cache-observer.js';
import type { BenchConfig } from './config.js';
import type { HeapBreakdown } from './heap-breakdown.js';
import { renderHeapSummary } from './heap-snapshot-summary.js';
import type { MemorySummary } from './memory-sampler.js';
import { runMode, type Target } from './report.js';
import type { SaleResult } from './sale-load.js';
import { formatBytes, formatCount, formatSeconds } from './timing.js';

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)} ms` : '—');
const passFail = (passed: boolean) => (passed ? 'pass' : '**FAIL**');
const halves = (list: number[]) => list.map(formatCount).join(' / ');
/** `200: 12,345, 304: 0`: every status seen, 200 and 304 always named. */
export const statusCounts = (statuses: Record<string, number>): string =>
  Object.entries({ 200: 0, 304: 0, ...statuses })
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, n]) => `${status}: ${formatCount(n)}`)
    .join(', ');

/** The sale's targets (issue 34): each figure against its limit. */
export function saleTargets(result: SaleResult): Target[] {
  const { limits, sale } = result;
  const atLeast = (name: string, ratio: number, min: number): Target => ({
    name,
    passed: ratio >= min,
    detail: `ratio ${ratio.toFixed(2)} ${ratio >= min ? '≥' : '<'} ${min.toFixed(2)}`,
  });
  const readP99 = sale.reads.api.p99Ms;
  const rss = result.memory.maxRssBytes;
  return [
    atLeast('sale: catalogue reads during the sale', sale.reads.ratio, limits.minReadRatio),
    { name: 'sale: catalogue reads p99 during the sale', passed: readP99 <= limits.maxReadP99Ms, detail: `${ms(readP99)} ${readP99 <= limits.maxReadP99Ms ? '≤' : '>'} ${ms(limits.maxReadP99Ms)}` },
    atLeast('sale: checkouts during the sale', sale.checkouts.ratio, limits.minCheckoutRatio.sale),
    atLeast('sale: checkouts alone (spread)', result.checkoutsAlone.ratio, limits.minCheckoutRatio.alone),
    { name: 'sale: max RSS, PostgreSQL server', passed: rss <= limits.maxRssBytes, detail: `${formatBytes(rss)} ${rss <= limits.maxRssBytes ? '≤' : '>'} ${formatBytes(limits.maxRssBytes)}` },
  ];
}

const readRow = (phase: string, server: string, s: ReadSide, ratio: string, target: string) =>
  `| ${phase} | ${server} | ${formatCount(s.requestsPerSec)} req/s | ${halves(s.halves)} | ${ms(s.p50Ms)} | ${ms(s.p99Ms)} | ${ratio} | ${target} |`;
const checkoutRow = (phase: string, server: string, s: CheckoutSide, ratio: string, target: string) =>
  `| ${phase} | ${server} | ${formatCount(s.ordersPerSec)} orders/s | ${halves(s.halves)} | ${ms(s.p50Ms)} | ${ms(s.p99Ms)} | ${ratio} | ${target} |`;

function memoryTable(memory: MemorySummary): string[] {
  const peak = (p: MemorySummary['atPeak']) => `${formatBytes(p.heapTotal)} | ${formatBytes(p.external)} | ${formatBytes(p.arrayBuffers)}`;
  return [
    '| Phase | Samples | Max RSS | Max heap used | At the RSS peak: heap total | external | of which ArrayBuffers | RSS at the phase’s end |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...memory.phases.map((p) => `| ${p.phase} | ${p.samples} | ${formatBytes(p.maxRssBytes)} | ${formatBytes(p.maxHeapUsedBytes)} | ${peak(p.atPeak)} | ${formatBytes(p.endRssBytes)} |`),
    `| **whole run** | ${memory.samples} | **${formatBytes(memory.maxRssBytes)}** | **${formatBytes(memory.maxHeapUsedBytes)}** | ${peak(memory.atPeak)} | |`,
  ];
}

/** What the run's RSS peak was made of: the main thread's heap, its external memory, and the rest. */
export function peakBreakdown(memory: MemorySummary): string {
  const { rss, heapTotal, heapUsed, external, arrayBuffers } = memory.atPeak;
  const phase = memory.phases.find((p) => p.maxRssBytes === memory.maxRssBytes)?.phase ?? '?';
  return (
    `At the run’s RSS peak (${formatBytes(rss)}, in ${phase}): the main thread’s V8 heap ${formatBytes(heapTotal)} reserved (${formatBytes(heapUsed)} in use), ` +
    `external memory ${formatBytes(external)} (Buffers’ and other backing stores; ${formatBytes(arrayBuffers)} of it ArrayBuffers), ` +
    `and the rest, ${formatBytes(rss - heapTotal - external)}: native memory outside both (the API’s projection worker thread, a V8 isolate with a heap of its own; ` +
    'thread stacks; what Node and its libraries allocate natively: sockets, zlib, OpenSSL).'
  );
}

/** V8's heap spaces and the heap snapshot's largest groups, after the measured phases. */
function heapNotes(heap: HeapBreakdown): string[] {
  const { snapshot } = heap;
  const total = (field: 'sizeBytes' | 'usedBytes' | 'physicalBytes') => heap.spaces.reduce((n, space) => n + space[field], 0);
  return [
    '**Where the heap goes**, after the measured phases (the sampler stopped; the API up and idle, the load generators still connected, the baseline’s pool open). ' +
      'V8’s heap spaces of the main thread (`v8.getHeapSpaceStatistics()`), as the sale left them:',
    '',
    '| Space | Reserved | Used | Physical |',
    '|---|---:|---:|---:|',
    ...heap.spaces.map((space) => `| ${space.name} | ${formatBytes(space.sizeBytes)} | ${formatBytes(space.usedBytes)} | ${formatBytes(space.physicalBytes)} |`),
    `| **all** | **${formatBytes(total('sizeBytes'))}** | **${formatBytes(total('usedBytes'))}** | **${formatBytes(total('physicalBytes'))}** |`,
    '',
    `Then one heap snapshot (\`v8.writeHeapSnapshot()\` into the temporary directory: ${formatBytes(snapshot.fileBytes)}, written in ${formatSeconds(snapshot.writeMs)}, ` +
      'summed in a process of its own and deleted). It collects garbage first: what requests made and dropped is gone; this is what stays. ' +
      `${formatBytes(snapshot.totalBytes)} live in ${formatCount(snapshot.nodes)} objects, by self size (an object’s own bytes, not what it points to: ` +
      'a Map’s entries are in `(array)`, a Buffer’s bytes outside the heap), grouped by constructor as DevTools’ Summary view does:',
    '',
    renderHeapSummary(snapshot),
  ];
}

/** `12,000 from the answer cache (80%), …`, or why it is unknown. */
export function cacheCounts(counts: CatalogueCacheCounts | null): string {
  if (!counts) return 'not observable (the API has no catalogue answer cache to count)';
  const total = counts.hits + counts.joined + counts.built;
  const share = (n: number) => (total ? ` (${((100 * n) / total).toFixed(0)}%)` : '');
  return (
    `${formatCount(counts.hits)} from the answer cache${share(counts.hits)}, ` +
    `${formatCount(counts.joined)} waiting for another request's build${share(counts.joined)}, ` +
    `${formatCount(counts.built)} built by the application${share(counts.built)}`
  );
}

/** What the reads' answers said about caching, from outside (headers, statuses) and inside (the answer cache's counts). */
function cachingNotes(result: SaleResult): string[] {
  const rows = result.reads.map(
    (r) =>
      `| \`${r.name}\` | ${formatCount(r.bytes)} B | ${r.etag ? 'yes' : 'no'} | ${r.cacheControl ? `\`${r.cacheControl}\`` : 'none'} | ${r.cacheHeader ? `\`${r.cacheHeader}\`` : 'none'} |`,
  );
  return [
    '| Read | Answer | ETag | Cache-Control | X-Cache-like header |',
    '|---|---:|---|---|---|',
    ...rows,
    '',
    'No request sent `If-None-Match`: every read asks for a whole answer, as a browser without a kept copy does. ' +
      `Answers by status, API side: reads alone ${statusCounts(result.readsAlone.api.statuses)}; during the sale ${statusCounts(result.sale.reads.api.statuses)}.`,
    '',
    'Where the API’s store answers came from, counted inside the API (its catalogue answer cache wrapped on its instance, ' +
      'since no answer says so): ' +
      `reads alone (warm-up included): ${cacheCounts(result.readsAlone.cache)}; during the sale (measured halves): ${cacheCounts(result.sale.cache)}` +
      (result.embedded ? `; embedded sale: ${cacheCounts(result.embedded.cache)}.` : '.'),
  ];
}

export function renderSaleSection(config: BenchConfig, result: SaleResult): string {
  const { sale, readsAlone, checkoutsAlone, limits } = result;
  const read = (name: string) => result.reads.find((r) => r.name === name)!;
  const embedded = result.embedded;
  return [
    '### Sale: catalogue reads and checkouts at once',
    '',
    `${runMode(config)} The real API in the bench process (\`createApp\` from services/api/dist) on the ${result.database} with \`SEED_DEMO=true\`: ` +
      `${result.listedGames} games listed (start and demo seed: ${formatSeconds(result.startMs)}). ` +
      `Reads: autocannon ${result.autocannonVersion} in a child process, ${result.readConnections} keep-alive connections, each asking in turn for ` +
      `\`${read('get-all').path}\`, \`${read('search').path}\` ("${result.searchWord}", the word in most listed names) and \`${read('game').path}\` (the most hyped game’s page). ` +
      `Checkouts: ${result.shoppers} shoppers (one connection and one bearer token each, from a load generator process of their own) buying one key of each listed game in turn ` +
      `(${result.gamesBought} games; keys added beforehand so none sells out), wallet payment.`,
    '',
    `Three phases, each ${formatSeconds(result.warmupMs)} of warm-up per side, then ${formatSeconds(result.measureMs)} measured per side in baseline-API-API-baseline halves: ` +
      '(a) the reads alone against bare Node http answering the same bytes (captured from the API just before, by path); ' +
      `(b) the checkouts alone against the 3-insert transaction baseline (the checkout suite’s), the API warmed up as in the checkout suite ` +
      `(${formatCount(checkoutsAlone.warmup.orders)} orders in ${formatSeconds(checkoutsAlone.warmup.ms)}; the baseline as long), the halves sized by order count from its last rate; ` +
      `(c) both at once: the baseline side runs bare Node reads and the 3-insert transactions together, the API side its reads and checkouts (no checkout sent after the half’s time; those in flight answered). ` +
      'Every read answer was 2xx and every checkout 201 (anything else stops the run).',
    '',
    '| Phase | Server | Rate | Halves | p50 | p99 | Ratio | Target |',
    '|---|---|---:|---|---:|---:|---:|---|',
    readRow('(a) reads alone', 'Baseline: bare Node http', readsAlone.baseline, '1.00', '—'),
    readRow('(a) reads alone', 'API', readsAlone.api, readsAlone.ratio.toFixed(2), '—'),
    checkoutRow('(b) checkouts alone', 'Baseline: BEGIN, 3 INSERTs, COMMIT', checkoutsAlone.baseline, '1.00', '—'),
    checkoutRow('(b) checkouts alone', 'API: wallet checkout, 1 key', checkoutsAlone.api, checkoutsAlone.ratio.toFixed(2), `≥ ${limits.minCheckoutRatio.alone.toFixed(2)}: ${passFail(checkoutsAlone.ratio >= limits.minCheckoutRatio.alone)}`),
    readRow('(c) sale: reads', 'Baseline: bare Node http (with the 3-insert transactions)', sale.reads.baseline, '1.00', '—'),
    readRow(
      '(c) sale: reads',
      'API (with the checkouts)',
      sale.reads.api,
      sale.reads.ratio.toFixed(2),
      `≥ ${limits.minReadRatio.toFixed(2)}: ${passFail(sale.reads.ratio >= limits.minReadRatio)}; p99 ≤ ${ms(limits.maxReadP99Ms)}: ${passFail(sale.reads.api.p99Ms <= limits.maxReadP99Ms)}`,
    ),
    checkoutRow('(c) sale: checkouts', 'Baseline: 3-insert transactions (with the bare reads)', sale.checkouts.baseline, '1.00', '—'),
    checkoutRow('(c) sale: checkouts', 'API (with the reads)', sale.checkouts.api, sale.checkouts.ratio.toFixed(2), `≥ ${limits.minCheckoutRatio.sale.toFixed(2)}: ${passFail(sale.checkouts.ratio >= limits.minCheckoutRatio.sale)}`),
    '',
    `During the sale against the baselines measured alone (phases a and b): reads ${sale.ofAloneBaselines.reads.toFixed(2)}, checkouts ${sale.ofAloneBaselines.checkouts.toFixed(2)}. ` +
      `${formatCount(result.checkoutsCreated)} of ${formatCount(result.checkoutRequests)} checkout requests answered 201 over the whole run.`,
    '',
    '**Caching.**',
    '',
    ...cachingNotes(result),
    '',
    `**Memory, PostgreSQL server.** \`process.memoryUsage()\` every ${result.memory.intervalMs} ms from before the API started to after the sale. ` +
      'The API runs in the bench process; the load generators (autocannon, the shoppers) are child processes of their own and count nowhere here. ' +
      'So RSS is the API’s (its main thread, and its projection runners’ worker thread) with what the bench process still holds besides: ' +
      'its code (the bench’s modules, the pg client shared with the API) and a thin orchestration (the storefront’s shoppers and games, each run’s latencies as they come back, this sampler), ' +
      `the bare Node server of the read baselines with the captured answers (phases a and c), and the 3-insert baseline’s own pg pool (up to ${result.shoppers + 2} connections). ` +
      `Heap used is the main thread’s heap, the API’s objects and the bench’s. RSS before the API started: ${formatBytes(result.rssBeforeBytes)}. ` +
      `Target: max RSS ≤ ${formatBytes(limits.maxRssBytes)}: ${passFail(result.memory.maxRssBytes <= limits.maxRssBytes)}.`,
    '',
    ...memoryTable(result.memory),
    '',
    peakBreakdown(result.memory),
    '',
    ...heapNotes(result.heap),
    '',
    ...(embedded
      ? [
          `**Memory, embedded database** (PGlite in memory: \`DATA_DIR=memory://\`, no \`DATABASE_URL\`; no target). The same reads and shoppers, API side only: ` +
            `${formatSeconds(result.warmupMs)} of warm-up, then ${formatSeconds(embedded.measureMs)} of sale, after the PostgreSQL run in the same process ` +
            `(RSS when it began: ${formatBytes(embedded.rssBeforeBytes)}). Start and demo seed: ${formatSeconds(embedded.startMs)}, ${embedded.listedGames} games listed. ` +
            `Reads ${formatCount(embedded.reads.requestsPerSec)} req/s (p50 ${ms(embedded.reads.p50Ms)}, p99 ${ms(embedded.reads.p99Ms)}), ` +
            `checkouts ${formatCount(embedded.checkouts.ordersPerSec)} orders/s (p99 ${ms(embedded.checkouts.p99Ms)}).`,
          '',
          ...memoryTable(embedded.memory),
        ]
      : []),
  ].join('\n');
}
