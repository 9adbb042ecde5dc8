import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ReadSide } from './bare-comparison.js';
import type { CheckoutSide } from './checkout-throughput.js';
import { loadConfig } from './config.js';
import type { HeapBreakdown } from './heap-breakdown.js';
import type { MemorySummary } from './memory-sampler.js';
import { cacheCounts, renderSaleSection, saleTargets, statusCounts } from './sale-report.js';
import type { SaleResult } from './sale-load.js';

const MiB = 1024 * 1024;
const reads = (requestsPerSec: number, p99Ms: number, statuses: Record<string, number> = { 200: 1_000 }): ReadSide => ({
  requests: 1_000, requestsPerSec, p50Ms: 1, p99Ms, halves: [requestsPerSec, requestsPerSec], statuses,
});
const orders = (ordersPerSec: number): CheckoutSide => ({ orders: 500, ordersPerSec, p50Ms: 20, p99Ms: 60, halves: [ordersPerSec, ordersPerSec] });
const memory = (maxRss: number): MemorySummary => {
  const atPeak = { rss: maxRss, heapUsed: 80 * MiB, heapTotal: 120 * MiB, external: 20 * MiB, arrayBuffers: 12 * MiB };
  return {
    intervalMs: 250, samples: 10, maxRssBytes: maxRss, maxHeapUsedBytes: 90 * MiB, atPeak,
    phases: [{ phase: '(c) sale', samples: 10, maxRssBytes: maxRss, maxHeapUsedBytes: 90 * MiB, endRssBytes: maxRss, atPeak }],
  };
};
const heap: HeapBreakdown = {
  spaces: [
    { name: 'new_space', sizeBytes: 32 * MiB, usedBytes: 4 * MiB, physicalBytes: 32 * MiB },
    { name: 'old_space', sizeBytes: 70 * MiB, usedBytes: 60 * MiB, physicalBytes: 69 * MiB },
  ],
  snapshot: {
    nodes: 1_200_000, totalBytes: 64 * MiB, fileBytes: 150 * MiB, writeMs: 2_500,
    top: [{ name: '(string)', count: 300_000, selfBytes: 20 * MiB }, { name: 'LRUCache', count: 3, selfBytes: 1_024 }],
  },
};

/** A sale that meets every target unless told otherwise. */
function saleResult(change: { saleReadRatio?: number; saleReadP99?: number; saleCheckoutRatio?: number; aloneCheckoutRatio?: number; maxRss?: number } = {}): SaleResult {
  const saleReadRatio = change.saleReadRatio ?? 0.4;
  const saleCheckoutRatio = change.saleCheckoutRatio ?? 0.3;
  const aloneCheckoutRatio = change.aloneCheckoutRatio ?? 0.5;
  return {
    database: 'PostgreSQL server',
    autocannonVersion: '9.0.0',
    readConnections: 32,
    shoppers: 32,
    warmupMs: 3_000,
    measureMs: 10_000,
    startMs: 7_000,
    listedGames: 160,
    gamesBought: 160,
    searchWord: 'the',
    reads: [
      { name: 'get-all', path: '/api/v1/store/games/get-all?page=1', bytes: 13_744, etag: '"abc"', cacheControl: 'public, max-age=1, stale-while-revalidate=5', cacheHeader: null },
      { name: 'search', path: '/api/v1/store/games/search?q=the', bytes: 13_906, etag: '"def"', cacheControl: null, cacheHeader: null },
      { name: 'game', path: '/api/v1/store/games/get?id=1877', bytes: 2_253, etag: null, cacheControl: null, cacheHeader: 'x-cache: HIT' },
    ],
    readsAlone: { baseline: reads(20_000, 3), api: reads(8_000, 8), ratio: 0.4, cache: { hits: 900, joined: 0, built: 100 } },
    checkoutsAlone: { baseline: orders(1_000), api: orders(1_000 * aloneCheckoutRatio), ratio: aloneCheckoutRatio, warmup: { orders: 3_000, ordersPerSec: 400, ms: 10_000 } },
    sale: {
      reads: { baseline: reads(15_000, 4), api: reads(15_000 * saleReadRatio, change.saleReadP99 ?? 12, { 200: 900, 304: 100 }), ratio: saleReadRatio },
      checkouts: { baseline: orders(800), api: orders(800 * saleCheckoutRatio), ratio: saleCheckoutRatio },
      ofAloneBaselines: { reads: 0.3, checkouts: 0.24 },
      cache: null,
    },
    checkoutRequests: 9_000,
    checkoutsCreated: 9_000,
    rssBeforeBytes: 60 * MiB,
    memory: memory(change.maxRss ?? 280 * MiB),
    heap,
    embedded: {
      startMs: 19_000, listedGames: 160, measureMs: 10_000, reads: reads(900, 40), checkouts: orders(100), cache: { hits: 0, joined: 0, built: 274 },
      rssBeforeBytes: 380 * MiB, memory: memory(790 * MiB),
    },
    limits: { minReadRatio: 0.25, maxReadP99Ms: 20, minCheckoutRatio: { alone: 0.35, sale: 0.25 }, maxRssBytes: 300 * MiB },
  };
}

const failed = (result: SaleResult) => saleTargets(result).filter((t) => !t.passed).map((t) => t.name);

describe('sale report', () => {
  it('meets every target of a good sale, and names each one missed', () => {
    assert.equal(saleTargets(saleResult()).length, 5);
    assert.deepEqual(failed(saleResult()), []);
    assert.deepEqual(failed(saleResult({ saleReadRatio: 0.24 })), ['sale: catalogue reads during the sale']);
    assert.deepEqual(failed(saleResult({ saleReadP99: 20.5 })), ['sale: catalogue reads p99 during the sale']);
    assert.deepEqual(failed(saleResult({ saleCheckoutRatio: 0.2 })), ['sale: checkouts during the sale']);
    assert.deepEqual(failed(saleResult({ aloneCheckoutRatio: 0.34 })), ['sale: checkouts alone (spread)']);
    assert.deepEqual(failed(saleResult({ maxRss: 301 * MiB })), ['sale: max RSS, PostgreSQL server']);
    // Limits are inclusive.
    assert.deepEqual(failed(saleResult({ saleReadP99: 20, maxRss: 300 * MiB, saleReadRatio: 0.25 })), []);
    const rss = saleTargets(saleResult({ maxRss: 466 * MiB })).find((t) => !t.passed)!;
    assert.equal(rss.detail, '466.0 MiB > 300.0 MiB');
  });

  it('counts answers by status, naming 200 and 304 even when none was seen', () => {
    assert.equal(statusCounts({}), '200: 0, 304: 0');
    assert.equal(statusCounts({ 304: 12, 200: 1_234, 503: 1 }), '200: 1,234, 304: 12, 503: 1');
  });

  it('says where the store’s answers came from, or that it cannot be seen', () => {
    assert.equal(cacheCounts({ hits: 3, joined: 0, built: 1 }), '3 from the answer cache (75%), 0 waiting for another request\'s build (0%), 1 built by the application (25%)');
    assert.match(cacheCounts(null), /not observable/);
  });

  it('renders the phases, the caching seen and both memory runs', () => {
    const text = renderSaleSection(loadConfig({}), saleResult({ saleCheckoutRatio: 0.2 }));
    assert.match(text, /^### Sale: catalogue reads and checkouts at once/);
    assert.match(text, /\| \(c\) sale: reads \| API \(with the checkouts\) \| 6,000 req\/s \| 6,000 \/ 6,000 \| 1\.00 ms \| 12\.00 ms \| 0\.40 \| ≥ 0\.25: pass; p99 ≤ 20\.00 ms: pass \|/);
    assert.match(text, /\| \(c\) sale: checkouts \| API \(with the reads\) \| 160 orders\/s .* \| 0\.20 \| ≥ 0\.25: \*\*FAIL\*\* \|/);
    assert.match(text, /\| \(b\) checkouts alone \| API: wallet checkout, 1 key \| 500 orders\/s .* \| 0\.50 \| ≥ 0\.35: pass \|/);
    assert.match(text, /\| `get-all` \| 13,744 B \| yes \| `public, max-age=1, stale-while-revalidate=5` \| none \|/);
    assert.match(text, /\| `game` \| 2,253 B \| no \| none \| `x-cache: HIT` \|/);
    assert.match(text, /during the sale 200: 900, 304: 100/);
    assert.match(text, /the API warmed up as in the checkout suite \(3,000 orders in 10\.0 s; the baseline as long\)/);
    assert.match(text, /during the sale \(measured halves\): not observable/);
    assert.match(text, /embedded sale: 0 from the answer cache \(0%\), 0 waiting for another request's build \(0%\), 274 built/);
    assert.match(text, /the load generators \(autocannon, the shoppers\) are child processes of their own and count nowhere here/);
    assert.match(text, /the 3-insert baseline’s own pg pool \(up to 34 connections\)/);
    assert.match(text, /\| \(c\) sale \| 10 \| 280\.0 MiB \| 90\.0 MiB \| 120\.0 MiB \| 20\.0 MiB \| 12\.0 MiB \| 280\.0 MiB \|/);
    assert.match(text, /At the run’s RSS peak \(280\.0 MiB, in \(c\) sale\): the main thread’s V8 heap 120\.0 MiB reserved \(80\.0 MiB in use\), external memory 20\.0 MiB \(Buffers’ and other backing stores; 12\.0 MiB of it ArrayBuffers\), and the rest, 140\.0 MiB:/);
    assert.match(text, /\| new_space \| 32\.0 MiB \| 4\.0 MiB \| 32\.0 MiB \|/);
    assert.match(text, /\| \*\*all\*\* \| \*\*102\.0 MiB\*\* \| \*\*64\.0 MiB\*\* \| \*\*101\.0 MiB\*\* \|/);
    assert.match(text, /150\.0 MiB, written in 2\.50 s[^\n]*64\.0 MiB live in 1,200,000 objects/);
    assert.match(text, /\| `\(string\)` \| 300,000 \| 20\.0 MiB \| 31\.3% \|/);
    assert.match(text, /\| everything else \| \| 44\.0 MiB \| 68\.7% \|/);
    assert.match(text, /Target: max RSS ≤ 300\.0 MiB: pass/);
    assert.match(text, /\*\*Memory, embedded database\*\*[^\n]*no target/);
    assert.match(text, /\| \*\*whole run\*\* \| 10 \| \*\*790\.0 MiB\*\* \| \*\*90\.0 MiB\*\* \| 120\.0 MiB \| 20\.0 MiB \| 12\.0 MiB \| \|/);
  });
});
