import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { unitCosts } from './capacity-load.js';
import { EXAMPLE_COSTS } from './capacity-model.fixtures.js';
import { capacityOrdersToProvision } from './capacity-store.js';
import type { WindowUse } from './cluster-window.js';
import { loadConfig } from './config.js';

const use = (requests: { reads: number; checkouts: number }, cpu: { api: number; balancer: number | null; postgres: number }): WindowUse => ({
  elapsedMs: 5_000,
  apis: [{ name: 'api-1', cpuMs: cpu.api, requests: { ...requests, other: 0 } }],
  balancerMs: cpu.balancer,
  postgres: { ownBackendsMs: cpu.postgres - 10, serverMs: 10, otherClientsMs: 999 },
  loadGeneratorsMs: 300,
  benchMs: 5,
  otherProcesses: { totalMs: 0, byCommand: [] },
  machine: null,
  databaseRollbacks: 0,
});

describe('the capacity suite’s arithmetic', () => {
  it('prices a read and an order each alone, and the mix against them; PostgreSQL without other clients’ backends', () => {
    const costs = unitCosts(
      use({ reads: 10_000, checkouts: 0 }, { api: 3_000, balancer: 500, postgres: 100 }),
      use({ reads: 0, checkouts: 2_000 }, { api: 3_000, balancer: 200, postgres: 1_600 }),
      // Priced alone: API 5,000 × 0.3 + 1,000 × 1.5 = 3,000 ms, HAProxy 350 ms, PostgreSQL 850 ms.
      use({ reads: 5_000, checkouts: 1_000 }, { api: 3_600, balancer: 350, postgres: 1_275 }),
      { walBytes: 16_000_000, storedBytes: 12_000_000 },
    );
    assert.deepEqual(costs, { ...EXAMPLE_COSTS, mixFactor: { api: 1.2, balancer: 1, postgres: 1.5 } });
  });

  it('gives no unit costs without the balancer’s CPU', () => {
    const reads = use({ reads: 10, checkouts: 0 }, { api: 3, balancer: null, postgres: 1 });
    const orders = use({ reads: 0, checkouts: 2 }, { api: 3, balancer: 1, postgres: 1 });
    assert.equal(unitCosts(reads, orders, use({ reads: 5, checkouts: 2 }, { api: 3, balancer: 1, postgres: 1 }), { walBytes: 0, storedBytes: 0 }), null);
  });

  it('adds keys for every checkout the run can send at the most it plans for', () => {
    const capacity = { ...loadConfig({}).capacity, warmupMs: 8_000, balancerWarmupMs: 2_000, measureMs: 10_000, aloneMs: 5_000, maxOrdersPerSec: 1_000 };
    // Warm-up 8 s + 2 s, halves 10 s straight + 10 s behind HAProxy, 5 s alone; 2 processes: warm-up 8 s + 10 s.
    assert.equal(capacityOrdersToProvision(capacity), 53_000);
  });
});
