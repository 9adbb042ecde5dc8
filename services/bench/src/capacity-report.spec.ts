import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CapacityResult, MixSide } from './capacity-load.js';
import { capacityPlan, postgresCpuLimit, type UnitCosts } from './capacity-model.js';
import { EXAMPLE_ASSUMPTIONS, EXAMPLE_COSTS } from './capacity-model.fixtures.js';
import { renderCapacitySection } from './capacity-report.js';
import type { WindowUse } from './cluster-window.js';
import { loadConfig } from './config.js';

const use = (apiCpu: number[], reads: number, orders: number): WindowUse => ({
  elapsedMs: 10_000,
  apis: apiCpu.map((cpuMs, i) => ({ name: `api-${i + 1}`, cpuMs, requests: { reads: reads / apiCpu.length, checkouts: orders / apiCpu.length, other: 0 } })),
  balancerMs: apiCpu.length ? 500 : null,
  postgres: { ownBackendsMs: 2_000, serverMs: 100, otherClientsMs: 50 },
  loadGeneratorsMs: 1_500,
  benchMs: 40,
  otherProcesses: { totalMs: 3_000, byCommand: [{ comm: 'node', cpuMs: 2_500 }, { comm: 'tsc', cpuMs: 500 }] },
  machine: { busyMs: 19_000, totalMs: 20_000 },
  databaseRollbacks: 25,
});
const mix = (requestsPerSec: number, ordersPerSec: number, apiCpu: number[], balancer = true): MixSide => ({
  reads: { requests: (requestsPerSec - ordersPerSec) * 10, requestsPerSec: requestsPerSec - ordersPerSec, p50Ms: 10, p99Ms: 90, halves: [1, 2], statuses: { 200: 1 } },
  checkouts: { orders: ordersPerSec * 10, ordersPerSec, p50Ms: 100, p99Ms: 400, halves: [3, 4] },
  requestsPerSec,
  use: { ...use(apiCpu, (requestsPerSec - ordersPerSec) * 10, ordersPerSec * 10), ...(balancer ? {} : { balancerMs: null }) },
  mostAnswersBuilt: 36,
});
const costs: UnitCosts = { ...EXAMPLE_COSTS, mixFactor: { api: 1.1, balancer: 1, postgres: 1.25 } };
const assumptions = EXAMPLE_ASSUMPTIONS;

function result(withCosts: boolean): CapacityResult {
  const config = loadConfig({});
  return {
    database: 'PostgreSQL server',
    machine: {
      cpuModel: 'Intel(R) Xeon(R) Processor', cores: 2, totalMemoryBytes: 24 * 2 ** 30, loadAverage: '0.50 / 0.70 / 0.90', os: 'Linux', node: 'v20.20.2',
      nodeFlags: 'none', postgres: 'PostgreSQL 15.20 (Debian 15.20-0+deb12u1) on x86_64-pc-linux-gnu, compiled by gcc', postgresSettings: 'shared_buffers=128MB', date: '2026-11-29T05:00:00.000Z',
    },
    autocannonVersion: '9.0.0',
    haproxyVersion: '2.6.12',
    readConnections: 32,
    shoppers: 32,
    config: config.capacity,
    store: { startMs: 3_000, preparedMs: 9_000, listedGames: 160, keysAdded: 53_000 },
    clusterStartMs: { one: 4_000, two: 6_000 },
    straight: mix(1_500, 250, [6_000], false),
    oneBehind: mix(1_400, 230, [6_100]),
    twoBehind: mix(1_300, 210, [3_500, 3_400]),
    readsAlone: { side: { requests: 9_000, requestsPerSec: 1_800, p50Ms: 12, p99Ms: 80, halves: [1_800], statuses: { 200: 9_000 } }, use: use([2_700], 9_000, 0) },
    checkoutsAlone: { side: { orders: 2_000, ordersPerSec: 400, p50Ms: 60, p99Ms: 200, halves: [400] }, use: use([3_000], 0, 2_000), storage: { walBytes: 16_000_000, storedBytes: 12_000_000 } },
    costs: withCosts ? costs : null,
    maxStaleMs: 1_000,
    assumptions,
    plans: withCosts ? [10, 100, 1_000].map((orders) => capacityPlan(costs, assumptions, orders)) : [],
    postgresCpuLimit: withCosts ? postgresCpuLimit(costs, assumptions) : null,
    checkoutRequests: 9_000,
    checkoutsCreated: 9_000,
  };
}

describe('the capacity section', () => {
  it('gives each configuration’s rates and ratios, each process’s CPU per request, the unit costs and the model', () => {
    const text = renderCapacitySection(loadConfig({}), result(true));
    assert.match(text, /\| 2 processes behind HAProxy \| 1,300 \| 1,090 \| 210 \|/);
    assert.match(text, /\*\*0\.93 \(orders 0\.91\)\*\*/, '2 processes ÷ 1 behind HAProxy');
    assert.match(text, /\| 1 process behind HAProxy \| 1,400 \|.*\| 0\.93 \(orders 0\.92\) \| 1\.00 \|/);
    // 2 processes: the second's 3,400 ms of CPU over the 6,500 requests it answered (half of 10,900 reads and 2,100 orders), over 10 s.
    assert.match(text, /API process 2: .*\| 6,500 · 523 µs · 0\.34 cores \|/);
    assert.match(text, /\| HAProxy \| — \|/, 'no balancer straight to the process');
    assert.match(text, /\| Transactions rolled back per second in the database \(all its clients\) \| 2\.5 \| 2\.5 \| 2\.5 \|/);
    assert.match(text, /\| A catalogue read \(reads alone\) \| 1,800 req\/s \|.* 300 µs \|/);
    assert.match(text, /\| An order \(checkouts alone\) \| 400 orders\/s \|.* 1,500 µs \|/);
    assert.match(text, /cost 1\.10× in the API process, 1\.00× in HAProxy and 1\.25× in PostgreSQL/);
    assert.match(text, /other processes of the machine \(the busiest named\) \| 0\.30 \(node 0\.25, tsc 0\.05\) \|/);
    // Straight: 19,000 ms busy less the API's 6,000, PostgreSQL's 2,100, the generators' 1,500, other clients' 50, the bench's 40 and other processes' 3,000.
    assert.match(text, /nothing above .*\| 0\.63 \|/);
    assert.match(text, /8\.0 KB of WAL per order/);
    // (1.5 + 20 × 0.3) × 1.1 = 8.25 ms an order: 8.25 cores at 1,000 orders/s, 13.75 at 60%.
    assert.match(text, /\| 1,000 \| 20,000 \| 8\.25 ms \| 13\.8 \| 14 \|/);
    assert.match(text, /at about 30,720 orders\/s/);
    assert.match(text, /cannot show 2×/);
    assert.match(text, /Machine: Intel\(R\) Xeon\(R\) Processor, 2 cores, 24\.0 GiB RAM, load average 0\.50 \/ 0\.70 \/ 0\.90 .*PostgreSQL 15\.20 \(Debian 15\.20-0\+deb12u1\) on the same machine/);
  });

  it('says why there is no model when PostgreSQL’s or HAProxy’s CPU could not be read', () => {
    const text = renderCapacitySection(loadConfig({}), result(false));
    assert.match(text, /No capacity model/);
    assert.doesNotMatch(text, /Capacity model from these figures/);
  });
});
