import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ReadSide } from './bare-comparison.js';
import { loadConfig } from './config.js';
import { renderUncachedSection, uncachedTargets } from './uncached-report.js';
import type { UncachedEndpoint, UncachedReadsResult } from './uncached-reads.js';

const side = (requestsPerSec: number): ReadSide => ({ requests: 1, requestsPerSec, p50Ms: 1, p99Ms: 4, halves: [requestsPerSec, requestsPerSec], statuses: { 200: 1 } });
const endpoint = (name: string, ratio: number, servedBy: string | null = null): UncachedEndpoint => ({
  name,
  reader: servedBy ? 'admin' : 'shopper',
  path: `/api/v1/${name}`,
  bytes: 1_500,
  baseline: side(20_000),
  api: side(20_000 * ratio),
  ratio,
  servedBy,
  target: servedBy ? null : { minRatio: 0.25, passed: ratio >= 0.25 },
});
const result = (endpoints: UncachedEndpoint[], healthP99: number): UncachedReadsResult => ({
  database: 'PostgreSQL server',
  connections: 32,
  warmupMs: 2_000,
  measureMs: 6_000,
  startMs: 3_000,
  orders: 10,
  wishlistItems: 8,
  endpoints,
  health: { path: '/api/v1/health', bytes: 900, connections: 16, warmupMs: 2_000, measureMs: 6_000, requestsPerSec: 4_000, p50Ms: 2, p99Ms: healthP99, target: { maxP99Ms: 5, passed: healthP99 <= 5 } },
});

describe('uncached reads report', () => {
  it('counts every uncached read and health, and no read a cache served', () => {
    const targets = uncachedTargets(result([endpoint('inventory', 0.3), endpoint('wishlist', 0.2), endpoint('order/getCount', 0.05, 'the admin answer cache')], 6));
    assert.deepEqual(
      targets.map((t) => [t.name, t.passed]),
      [
        ['uncached read, inventory', true],
        ['uncached read, wishlist', false],
        ['health p99 at 16 connections', false],
      ],
    );
    assert.equal(targets[1]!.detail, 'ratio 0.20 < 0.25');
    assert.equal(targets[2]!.detail, '6.00 ms > 5.00 ms');
  });

  it('marks the reads a cache served and says which cache', () => {
    const text = renderUncachedSection(loadConfig({}), result([endpoint('inventory', 0.3), endpoint('order/getCount', 0.05, 'the admin answer cache')], 4));
    assert.match(text, /\| `inventory` \| API \(shopper\) \| 6,000 \| 6,000 \/ 6,000 \| 1\.00 ms \| 4\.00 ms \| 0\.30 \| ≥ 0\.25: pass \|/);
    assert.match(text, /\| `order\/getCount` ¹ \| API \(admin\) \| 1,000 .* \| 0\.05 \| none: cached \|/);
    assert.match(text, /¹ Not uncached: `order\/getCount` are answered from the admin answer cache/);
    assert.match(text, /`GET \/api\/v1\/health` \(900 bytes\), 16 connections.*4,000 req\/s, p50 2\.00 ms, p99 4\.00 ms \(target p99 ≤ 5\.00 ms: pass\)/);
    const none = renderUncachedSection(loadConfig({}), result([endpoint('inventory', 0.3)], 4));
    assert.match(none, /No read measured here is answered from a cache/);
  });
});
