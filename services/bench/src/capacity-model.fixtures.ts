import type { CapacityAssumptions, UnitCosts } from './capacity-model.js';

/** Round unit costs for the capacity model's tests (and its report's): nothing lost by mixing reads and orders. */
export const EXAMPLE_COSTS: UnitCosts = {
  api: { readMs: 0.3, orderMs: 1.5 },
  balancer: { readMs: 0.05, orderMs: 0.1 },
  postgres: { readMs: 0.01, orderMs: 0.8 },
  mixFactor: { api: 1, balancer: 1, postgres: 1 },
  walBytesPerOrder: 8_000,
  storedBytesPerOrder: 6_000,
};

export const EXAMPLE_ASSUMPTIONS: CapacityAssumptions = { readsPerOrder: 20, utilization: 0.6, largestPostgresCores: 64 };
