import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { capacityPlan, coresFor, perRequest, postgresCpuLimit, withReads } from './capacity-model.js';
import { EXAMPLE_ASSUMPTIONS as assumptions, EXAMPLE_COSTS as costs } from './capacity-model.fixtures.js';
const close = (actual: number, expected: number) => assert.ok(Math.abs(actual - expected) < 1e-9, `${actual} ≠ ${expected}`);

describe('capacity model', () => {
  it('prices an order with its reads: the order, and readsPerOrder reads', () => {
    close(withReads(costs.api, 20), 1.5 + 20 * 0.3);
    close(withReads(costs.postgres, 0), 0.8);
  });

  it('turns CPU-ms per order into cores at the planned utilization', () => {
    // 100 orders/s × 7.5 ms = 750 ms of CPU a second = 0.75 of a core, planned at 60%: 1.25 cores.
    close(coresFor(100, 7.5, 0.6), 1.25);
  });

  it('plans every part of the store for an order rate, with WAL and storage from the bytes per order', () => {
    const plan = capacityPlan(costs, assumptions, 1_000);
    assert.equal(plan.readsPerSec, 20_000);
    close(plan.perOrderMs.api, 7.5);
    close(plan.apiCores, (1_000 * 7.5) / 1000 / 0.6);
    assert.equal(plan.apiProcesses, 13, 'one per core, rounded up: 12.5 cores');
    close(plan.balancerCores, (1_000 * (0.1 + 20 * 0.05)) / 1000 / 0.6);
    close(plan.postgresCores, (1_000 * (0.8 + 20 * 0.01)) / 1000 / 0.6);
    close(plan.walMbPerSec!, 8);
    close(plan.storedGbPerDay!, (6_000 * 1_000 * 86_400) / 1e9);
  });

  it('prices an order with its reads in the mix: the kinds alone times what mixing them cost', () => {
    const mixed = { ...costs, mixFactor: { api: 1.2, balancer: 0.9, postgres: 1.5 } };
    const plan = capacityPlan(mixed, assumptions, 100);
    close(plan.perOrderMs.api, 7.5 * 1.2);
    close(plan.perOrderMs.balancer, 1.1 * 0.9);
    close(plan.perOrderMs.postgres, 1.0 * 1.5);
    close(postgresCpuLimit(mixed, assumptions), 38_400 / 1.5);
  });

  it('keeps two API processes however small the load (a rolling restart keeps one serving)', () => {
    assert.equal(capacityPlan(costs, assumptions, 1).apiProcesses, 2);
  });

  it('leaves WAL and storage out when they were not measured', () => {
    const plan = capacityPlan({ ...costs, walBytesPerOrder: null, storedBytesPerOrder: null }, assumptions, 10);
    assert.equal(plan.walMbPerSec, null);
    assert.equal(plan.storedGbPerDay, null);
  });

  it('finds the order rate at which PostgreSQL needs the largest server considered', () => {
    // 64 cores × 60% = 38.4 cores = 38,400 ms of CPU a second, at 1.0 ms per order with its reads.
    close(postgresCpuLimit(costs, assumptions), 38_400);
    const atLimit = capacityPlan(costs, assumptions, postgresCpuLimit(costs, assumptions));
    close(atLimit.postgresCores, 64);
  });

  it('divides CPU by requests, and refuses to when there were none', () => {
    close(perRequest(300, 1_000), 0.3);
    assert.throws(() => perRequest(300, 0), /No requests/);
  });
});
