import { side } from './bare-comparison.js';
import { apiSide } from './checkout-throughput.js';
import type { BenchConfig } from './config.js';
import { MemorySampler } from './memory-sampler.js';
import type { EmbeddedSale } from './sale-load.js';
import { apiSaleHalf, counted, openStorefront, provisionFor } from './sale-storefront.js';
import type { SaleCheckouts } from './sale-checkouts.js';
import { startApi } from './start-api.js';
import { perSecond } from './timing.js';

/** The same sale on the embedded database (PGlite in memory), API side only, for its memory. */
export async function runEmbeddedSale(config: BenchConfig, log: (line: string) => void): Promise<EmbeddedSale> {
  const rssBeforeBytes = process.memoryUsage().rss;
  const memory = new MemorySampler(config.sale.memorySampleMs).start('embedded: start');
  // DATABASE_URL '' → no server: PGlite under DATA_DIR (memory://).
  const { app, baseUrl, startMs } = await startApi('', { seedDemo: true });
  let checkouts: SaleCheckouts | null = null;
  try {
    memory.phase('embedded: set-up');
    const store = await openStorefront(app, baseUrl, config, 'embedded');
    checkouts = store.checkouts;
    await store.checkouts.provision(store.checkouts.connections * 4);
    const probe = await store.checkouts.run(store.checkouts.connections * 4, 'embedded probe');
    // The probe's rate, doubled: keys to spare (the probe is cold, and checkouts alone are faster than during the sale).
    const rate = 2 * perSecond(probe.ok, probe.elapsedMs);
    memory.phase('embedded: sale');
    await provisionFor(store, rate, config.sale.warmupMs);
    await apiSaleHalf(store, config.sale, config.sale.warmupMs, 'embedded sale warm-up');
    await provisionFor(store, rate, config.sale.embeddedMs);
    const { result: half, cache } = await counted(store, () => apiSaleHalf(store, config.sale, config.sale.embeddedMs, 'embedded sale'));
    const result = { reads: side([half.reads]), checkouts: apiSide([half.checkouts]), cache };
    const summary = memory.stop();
    log(
      `  embedded sale: reads ${result.reads.requestsPerSec.toFixed(0)} req/s (p99 ${result.reads.p99Ms.toFixed(2)} ms), ` +
        `checkouts ${result.checkouts.ordersPerSec.toFixed(0)} orders/s; max RSS ${(summary.maxRssBytes / 2 ** 20).toFixed(0)} MiB, ` +
        `max heap used ${(summary.maxHeapUsedBytes / 2 ** 20).toFixed(0)} MiB`,
    );
    return { startMs, listedGames: store.listedGames, measureMs: config.sale.embeddedMs, ...result, rssBeforeBytes, memory: summary };
  } finally {
    memory.stop();
    await checkouts?.close();
    await app.close();
  }
}
