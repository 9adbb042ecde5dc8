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
  };
}
