import pg from 'pg';
import type { BenchConfig } from './config.js';
import { readModelsCaughtUp } from './read-models-caught-up.js';
import { openStorefront, type Storefront } from './sale-storefront.js';
import { startApi } from './start-api.js';
import { now } from './timing.js';

/** Checkouts the capacity suite may send in all, at `maxOrdersPerSec` through every phase that sends any. */
export function capacityOrdersToProvision(capacity: BenchConfig['capacity']): number {
  const { warmupMs, balancerWarmupMs, measureMs, aloneMs, maxOrdersPerSec } = capacity;
  // 1 process: warm-up straight, warm-up through the balancer, halves straight and through it, checkouts alone; 2 processes: warm-up and halves.
  const checkoutMs = warmupMs + balancerWarmupMs + 2 * measureMs + aloneMs + warmupMs + measureMs;
  return Math.ceil((maxOrdersPerSec * checkoutMs) / 1000);
}

/**
 * The sale's storefront (the demo catalogue, shoppers with money, keys for every checkout of the
 * run) made on the schema by an API in this process, through its own command handlers as the sale
 * suite does; that API is then closed, its read models caught up, and the storefront left to API
 * processes of their own, which must share `secrets` (the shoppers' tokens, the keys' sealing).
 * The storefront's `api` is then only its data: its address and command bus are gone.
 */
export async function prepareCapacityStore(
  databaseUrl: string,
  config: BenchConfig,
  secrets: Record<string, string>,
  log: (line: string) => void,
): Promise<{ store: Storefront; startMs: number; keysAdded: number; preparedMs: number }> {
  const started = now();
  const { app, baseUrl, startMs } = await startApi(databaseUrl, { seedDemo: true, env: secrets });
  const db = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  let store: Storefront | null = null;
  try {
    store = await openStorefront(app, baseUrl, config, 'capacity');
    const keysAdded = capacityOrdersToProvision(config.capacity);
    await store.checkouts.provision(keysAdded);
    await readModelsCaughtUp(baseUrl, db);
    const preparedMs = now() - started;
    log(
      `  storefront made in ${(preparedMs / 1000).toFixed(1)} s by an API in this process (start and demo seed ${(startMs / 1000).toFixed(1)} s): ` +
        `${store.listedGames} games listed, ${config.sale.shoppers} shoppers, keys for ${keysAdded.toLocaleString('en-US')} checkouts`,
    );
    return { store, startMs, keysAdded, preparedMs };
  } catch (error) {
    await store?.checkouts.close();
    throw error;
  } finally {
    await app.close();
    await db.end();
  }
}
