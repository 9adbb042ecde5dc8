import { fileURLToPath } from 'node:url';

/** What one run measures and for how long; BENCH_QUICK=1 shrinks everything for a smoke run. */
export interface BenchConfig {
  quick: boolean;
  databaseUrl: string;
  append: {
    writerCounts: number[];
    eventsPerTx: number[];
    /** Discarded run before each system's first measurement in a cell. */
    warmupMs: number;
    /** Measured time per system per cell, split in two halves run in A-B-B-A order. */
    measureMs: number;
    /** Writers at which the store must reach `minRatio` of the baseline. */
    targetWriters: number;
    minRatio: number;
  };
  logRead: {
    events: number;
    streams: number;
    loadChunk: number;
    batchSize: number;
    rounds: number;
    minRatio: number;
  };
  clientBundle: {
    /** The production client build (frontend/dist), made by `make bench`'s build step. */
    distDir: string;
    /** zlib level for the gzipped sizes (9: best compression, what a static-file gzipper would use). */
    gzipLevel: number;
    /** Target: the entry script and its modulepreloads together, gzipped, in bytes (1 KB = 1,000 bytes). */
    maxInitialGzipBytes: number;
    /** How many of the largest lazily loaded chunks the report lists. */
    largestLazyChunks: number;
  };
  pageMetrics: {
    /** The pages measured, each at every viewport. */
    pages: { name: string; path: string }[];
    viewports: { width: number; height: number }[];
    /** Measured loads per page and viewport, each in a new browser context (a cold cache); after one discarded load. */
    loads: number;
    /** A load has settled once no request has been in flight for this long after the load event... */
    quietMs: number;
    /** ...or this long after the navigation started, whichever comes first. */
    maxLoadMs: number;
    /** Targets: CLS of every page at every width, the home page's transferred bytes at every width. */
    maxCls: number;
    maxHomeTransferBytes: number;
  };
  catalogueReads: {
    /** Concurrent keep-alive connections of the load generator. */
    connections: number;
    /** Discarded load on each side before the measured runs of an endpoint. */
    warmupMs: number;
    /** Measured time per side per endpoint, split in two halves run in A-B-B-A order. */
    measureMs: number;
    /** The demo catalogue must list at least this many games before anything is measured. */
    minListedGames: number;
    /** The API must reach this share of the bare server's requests per second. */
    minRatio: number;
  };
  keyUpload: {
    /** Keys per upload (one CSV file, one request). */
    keys: number;
    /** Uploads per side, alternating API and baseline. */
    rounds: number;
    /** API keys/s ÷ baseline rows/s must reach this. */
    minRatio: number;
  };
  dashboard: {
    /** Orders in the log at each measurement, growing: the dashboard's cost must not grow with them. */
    orderCounts: number[];
    /** Customer accounts the orders are spread over (the Purchases page looks one up by e-mail). */
    buyers: number;
    connections: number;
    warmupMs: number;
    measureMs: number;
    maxP99Ms: number;
  };
  financeReplay: {
    events: number;
    loadChunk: number;
    batchSize: number;
    rounds: number;
    /** The report's events/s ÷ the store's whole-log read events/s. */
    minRatio: number;
    maxRssGrowthBytes: number;
  };
  kafka: {
    /** Events in the log the relay publishes (~500-byte messages), and the records ProducerPerformance sends. */
    relayEvents: number;
    streams: number;
    /** Partitions of both topics. */
    partitions: number;
    rounds: number;
    /** The relay's events/s ÷ ProducerPerformance's records/s. */
    minRelayRatio: number;
    /** The inventory projection's lag through Kafka under the checkout load (spread scenario). */
    lagMaxP99Ms: number;
  };
  ticketSearch: {
    tickets: number;
    customers: number;
    connections: number;
    warmupMs: number;
    measureMs: number;
    maxP99Ms: number;
  };
  sale: {
    /** Read connections (get-all, search, a game page in turn on each) and, apart, shoppers (one connection each). */
    readConnections: number;
    shoppers: number;
    /** Discarded load on each side before a phase's measured halves. */
    warmupMs: number;
    /** Measured time per side per phase, split in two halves run in A-B-B-A order. */
    measureMs: number;
    /** The embedded database's shorter sale (API side only, for its memory). */
    embeddedMs: number;
    memorySampleMs: number;
    /** BENCH_KEEP_HEAP_SNAPSHOT=1: keep the heap snapshot taken after the PostgreSQL sale (its path is printed) instead of deleting it. */
    keepHeapSnapshot: boolean;
    minReadRatio: number;
    maxReadP99Ms: number;
    minCheckoutRatio: { alone: number; sale: number };
    maxRssBytes: number;
  };
  /** The sale's mix through HAProxy to 1, then 2 API processes (issue 37). */
  capacity: {
    /** Sale mix before the measured halves of each configuration (a fresh process needs thousands of orders to settle). */
    warmupMs: number;
    /** Through the balancer after the warm-up straight to the one process: its connections and checks settle. */
    balancerWarmupMs: number;
    /** Measured time per configuration, in two halves (1 process: straight-balancer-balancer-straight). */
    measureMs: number;
    /** Reads alone, then checkouts alone, through the balancer to one process: each kind's CPU by itself. */
    aloneMs: number;
    /**
     * HAProxy's readiness checks of the API processes, every 2 s here. This suite found that the
     * cluster's checks (every 250 ms) then had no `timeout check`, so a check had the interval to
     * answer, and a process whose event loop was that far behind under load was taken out of
     * rotation though healthy (both, on this machine, which then answered 503); the cluster now
     * gives a check 1 s (haproxy-config.ts). The figures in docs/benchmarks.md were measured with
     * these 2 s checks; the checks' rate is a few requests a second either way.
     */
    healthCheck: { intervalMs: number; fall: number; rise: number };
    /** Keys are all added before the cluster starts (its processes take no commands from the bench): enough for this rate throughout. */
    maxOrdersPerSec: number;
    /** Catalogue reads per order in the capacity model (a stated assumption, not a measurement). */
    modelReadsPerOrder: number;
    /** Share of a core the model plans to use, leaving room for peaks and the p99. */
    modelUtilization: number;
    /** The largest PostgreSQL server the model considers one machine, in cores. */
    modelLargestPostgresCores: number;
  };
  uncached: {
    connections: number;
    warmupMs: number;
    measureMs: number;
    minRatio: number;
    /** Orders and wishlist items of the one shopper whose reads are measured. */
    orders: number;
    wishlistItems: number;
    health: { connections: number; warmupMs: number; measureMs: number; maxP99Ms: number };
  };
  checkout: {
    /** Concurrent keep-alive connections of the load generator, one shopper each; also the baseline's clients. */
    connections: number;
    /** Scenario (a): games bought round-robin, one key per order. Scenario (b) buys one game. */
    spreadGames: number;
    /** Every listed game's price; an order of one key costs this plus 8% tax. */
    priceCents: number;
    /** Each shopper's wallet balance, far more than a run can spend (checked before each run). */
    walletCents: number;
    /** The first, cold run of each scenario, whose rate sizes the warm-up. */
    probeOrders: number;
    /**
     * The API warms up in runs of about `warmupRunMs` for at least `warmupMs`, until two runs in a
     * row agree within `warmupSteadyWithin` (its JIT and caches have settled) or `maxWarmupMs` has
     * gone by; the baseline then warms up as long.
     */
    warmupMs: number;
    maxWarmupMs: number;
    warmupRunMs: number;
    warmupSteadyWithin: number;
    /** Measured time per side per scenario, split in two halves run in A-B-B-A order. */
    measureMs: number;
    /** Upper bound for sizing a run from a measured rate (keys are listed for what is planned). */
    maxOrdersPerSec: number;
    /** A request not answered within this time counts as an error. */
    timeoutSeconds: number;
    /** API orders/s ÷ baseline transactions/s must reach these. */
    minRatio: { spread: number; hot: number };
    lag: {
      /** How often the sampler queries the log head. */
      sampleIntervalMs: number;
      /** After the load, how long the sampler may wait for the projection to reach the last head. */
      settleMs: number;
      maxP99Ms: number;
    };
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): BenchConfig {
  const quick = env.BENCH_QUICK === '1' || env.BENCH_QUICK === 'true';
  const events = quick ? 50_000 : 1_000_000;
  return {
    quick,
    databaseUrl: env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    append: {
      writerCounts: [1, 4, 16],
      eventsPerTx: [1, 3],
      warmupMs: quick ? 500 : 1_000,
      measureMs: quick ? 1_500 : 4_000,
      targetWriters: 16,
      minRatio: 0.6,
    },
    logRead: {
      events,
      // ~100 events per stream: 10,000 streams for the full million.
      streams: Math.max(1, Math.round(events / 100)),
      loadChunk: 100_000,
      batchSize: 5_000,
      rounds: 2,
      minRatio: 0.4,
    },
    clientBundle: {
      distDir: fileURLToPath(new URL('../../../frontend/dist', import.meta.url)),
      gzipLevel: 9,
      maxInitialGzipBytes: 170_000,
      largestLazyChunks: 8,
    },
    pageMetrics: {
      pages: [
        { name: 'Home', path: '/' },
        { name: 'Explore', path: '/explore' },
        // The home hero's game (spec README decision 12), always in the demo catalogue.
        { name: 'Game page', path: '/games/1877/cyber-punk' },
      ],
      viewports: [
        { width: 390, height: 844 },
        { width: 1366, height: 768 },
      ],
      loads: quick ? 1 : 3,
      quietMs: 1_500,
      maxLoadMs: 20_000,
      maxCls: 0.05,
      // Half of the 1.8 MB a cold home page transferred before images were sized (issue 26).
      maxHomeTransferBytes: 900_000,
    },
    catalogueReads: {
      connections: 32,
      warmupMs: quick ? 1_000 : 3_000,
      measureMs: quick ? 3_000 : 10_000,
      minListedGames: 150,
      minRatio: 0.3,
    },
    keyUpload: {
      keys: quick ? 20_000 : 100_000,
      rounds: quick ? 1 : 3,
      minRatio: 0.25,
    },
    dashboard: {
      orderCounts: quick ? [2_000, 20_000] : [20_000, 200_000],
      buyers: 2_000,
      connections: 32,
      warmupMs: quick ? 500 : 2_000,
      measureMs: quick ? 1_500 : 4_000,
      maxP99Ms: 20,
    },
    financeReplay: {
      events: quick ? 100_000 : 1_000_000,
      loadChunk: 100_000,
      batchSize: 5_000,
      rounds: 2,
      minRatio: 0.5,
      maxRssGrowthBytes: 150 * 1024 * 1024,
    },
    kafka: {
      relayEvents: quick ? 20_000 : 200_000,
      streams: 10_000,
      partitions: 8,
      rounds: 2,
      minRelayRatio: 0.3,
      lagMaxP99Ms: 250,
    },
    ticketSearch: {
      tickets: quick ? 10_000 : 100_000,
      customers: 5_000,
      connections: 32,
      warmupMs: quick ? 500 : 2_000,
      measureMs: quick ? 1_500 : 4_000,
      maxP99Ms: 30,
    },
    sale: {
      readConnections: 32,
      shoppers: 32,
      warmupMs: quick ? 1_000 : 3_000,
      measureMs: quick ? 2_000 : 10_000,
      embeddedMs: quick ? 2_000 : 10_000,
      memorySampleMs: 250,
      keepHeapSnapshot: env.BENCH_KEEP_HEAP_SNAPSHOT === '1',
      minReadRatio: 0.25,
      maxReadP99Ms: 20,
      minCheckoutRatio: { alone: 0.35, sale: 0.25 },
      maxRssBytes: 300 * 1024 * 1024,
    },
    capacity: {
      warmupMs: quick ? 2_000 : 8_000,
      balancerWarmupMs: quick ? 500 : 2_000,
      measureMs: quick ? 2_000 : 10_000,
      aloneMs: quick ? 1_000 : 5_000,
      healthCheck: { intervalMs: 2_000, fall: 2, rise: 2 },
      maxOrdersPerSec: 1_000,
      modelReadsPerOrder: 20,
      modelUtilization: 0.6,
      modelLargestPostgresCores: 64,
    },
    uncached: {
      connections: 32,
      warmupMs: quick ? 500 : 2_000,
      measureMs: quick ? 1_000 : 6_000,
      minRatio: 0.25,
      orders: 10,
      wishlistItems: 8,
      health: { connections: 16, warmupMs: quick ? 500 : 2_000, measureMs: quick ? 1_000 : 6_000, maxP99Ms: 5 },
    },
    checkout: {
      connections: 32,
      spreadGames: 200,
      priceCents: 100,
      walletCents: 100_000_000,
      probeOrders: 128,
      // The API's rate climbs for about 10,000 orders (V8 optimizing the request path) and can
      // stall on the way: two runs that agree early are not yet the plateau.
      warmupMs: quick ? 1_000 : 10_000,
      maxWarmupMs: quick ? 2_000 : 20_000,
      warmupRunMs: quick ? 500 : 2_000,
      warmupSteadyWithin: 0.05,
      measureMs: quick ? 3_000 : 10_000,
      maxOrdersPerSec: 5_000,
      timeoutSeconds: 10,
      minRatio: { spread: 0.3, hot: 0.2 },
      lag: { sampleIntervalMs: 10, settleMs: 10_000, maxP99Ms: 100 },
    },
  };
}
