/**
 * The capacity model of docs/operations.md: from CPU measured per catalogue read and per order
 * (capacity suite), the cores each part of the store needs for a given order rate. A model from
 * measured figures on one machine, not a promise: faster cores need fewer, a different mix of
 * reads more or less.
 */

/** CPU-ms one request of a kind costs a part of the store. */
export interface KindCosts {
  readMs: number;
  orderMs: number;
}

export interface UnitCosts {
  /** The API processes (main thread, projection worker thread, garbage collection). */
  api: KindCosts;
  balancer: KindCosts;
  /** The run's own backends and the server's processes (WAL writer, checkpointer, autovacuum). */
  postgres: KindCosts;
  /** What reads and orders cost together (the sale's mix) over what they cost each alone, per part: 1 when nothing is lost by mixing them. */
  mixFactor: { api: number; balancer: number; postgres: number };
  /** Growth per order: WAL written (server-wide, so an upper bound) and the schema's tables with their indexes; null where not measured. */
  walBytesPerOrder: number | null;
  storedBytesPerOrder: number | null;
}

export interface CapacityAssumptions {
  /** Catalogue reads per order (the storefront's browsing behind each purchase). */
  readsPerOrder: number;
  /** Share of each core planned for (the rest is room for peaks and for the p99). */
  utilization: number;
  /** The largest PostgreSQL server the plan considers one machine, in cores. */
  largestPostgresCores: number;
}

export interface CapacityPlan {
  ordersPerSec: number;
  readsPerSec: number;
  /** CPU-ms per order with its reads, in the mix (the kinds' costs alone × the mix factor), per part. */
  perOrderMs: { api: number; balancer: number; postgres: number };
  apiCores: number;
  /** One per core, and never fewer than two: a rolling restart keeps one serving. */
  apiProcesses: number;
  balancerCores: number;
  postgresCores: number;
  /** WAL written per second (MB, 10^6 bytes) and data stored per day (GB, 10^9 bytes); null where not measured. */
  walMbPerSec: number | null;
  storedGbPerDay: number | null;
}

/** CPU-ms per order with its share of reads, each priced alone. */
export const withReads = (costs: KindCosts, readsPerOrder: number): number => costs.orderMs + readsPerOrder * costs.readMs;

/** CPU-ms per order with its reads in the mix, per part. */
export function perOrderInMix(costs: UnitCosts, readsPerOrder: number): { api: number; balancer: number; postgres: number } {
  return {
    api: withReads(costs.api, readsPerOrder) * costs.mixFactor.api,
    balancer: withReads(costs.balancer, readsPerOrder) * costs.mixFactor.balancer,
    postgres: withReads(costs.postgres, readsPerOrder) * costs.mixFactor.postgres,
  };
}

/** Cores for `ordersPerSec` of a part costing `msPerOrder`, planned at `utilization`. */
export const coresFor = (ordersPerSec: number, msPerOrder: number, utilization: number): number => (ordersPerSec * msPerOrder) / 1000 / utilization;

export function capacityPlan(costs: UnitCosts, assumptions: CapacityAssumptions, ordersPerSec: number): CapacityPlan {
  const { readsPerOrder, utilization } = assumptions;
  const perOrderMs = perOrderInMix(costs, readsPerOrder);
  const apiCores = coresFor(ordersPerSec, perOrderMs.api, utilization);
  return {
    ordersPerSec,
    readsPerSec: ordersPerSec * readsPerOrder,
    perOrderMs,
    apiCores,
    apiProcesses: Math.max(2, Math.ceil(apiCores)),
    balancerCores: coresFor(ordersPerSec, perOrderMs.balancer, utilization),
    postgresCores: coresFor(ordersPerSec, perOrderMs.postgres, utilization),
    walMbPerSec: costs.walBytesPerOrder === null ? null : (costs.walBytesPerOrder * ordersPerSec) / 1e6,
    storedGbPerDay: costs.storedBytesPerOrder === null ? null : (costs.storedBytesPerOrder * ordersPerSec * 86_400) / 1e9,
  };
}

/** The order rate at which PostgreSQL's CPU alone needs the largest server considered (at the planned utilization). */
export function postgresCpuLimit(costs: UnitCosts, assumptions: CapacityAssumptions): number {
  const perOrder = perOrderInMix(costs, assumptions.readsPerOrder).postgres;
  return perOrder > 0 ? (assumptions.largestPostgresCores * assumptions.utilization * 1000) / perOrder : Number.POSITIVE_INFINITY;
}

/** CPU-ms per request: `cpuMs` over `count` (0 requests: no figure). */
export function perRequest(cpuMs: number, count: number): number {
  if (count <= 0) throw new Error(`No requests to divide ${cpuMs} ms of CPU by`);
  return cpuMs / count;
}
