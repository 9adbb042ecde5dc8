/** The sale's set-up and its unit of load, shared by the PostgreSQL run (sale-load.ts) and the embedded one (sale-embedded.ts). */
import { checked } from './bare-comparison.js';
import { countsBetween, observeCatalogueCache, type CatalogueCacheCounts, type CatalogueCacheObserver } from './catalogue-cache-observer.js';
import { listedGames, mostCommonWord, waitForCatalogue } from './catalogue-reads.js';
import { createShoppers, loadApi, type Api } from './checkout-throughput.js';
import type { BenchConfig } from './config.js';
import { runLoad } from './http-load.js';
import { SaleCheckouts } from './sale-checkouts.js';

export type SaleConfig = BenchConfig['sale'];

export interface Storefront {
  api: Api;
  listedGames: number;
  gameIds: number[];
  searchWord: string;
  reads: Array<{ name: string; path: string }>;
  checkouts: SaleCheckouts;
  /** Null when the API has no catalogue answer cache to count. */
  cache: CatalogueCacheObserver | null;
}

/** Where the store's answers came from over `work` (null: not observable). */
export async function counted<T>(store: Storefront, work: () => Promise<T>): Promise<{ result: T; cache: CatalogueCacheCounts | null }> {
  const before = store.cache?.counts() ?? null;
  const result = await work();
  const after = store.cache?.counts() ?? null;
  return { result, cache: before && after ? countsBetween(before, after) : null };
}

export const addCounts = (a: CatalogueCacheCounts | null, b: CatalogueCacheCounts | null): CatalogueCacheCounts | null =>
  a && b ? { hits: a.hits + b.hits, joined: a.joined + b.joined, built: a.built + b.built } : null;

/** The demo catalogue listed, its games and the three reads, and shoppers with money to spend. */
export async function openStorefront(app: Parameters<typeof loadApi>[0], baseUrl: string, config: BenchConfig, label: string): Promise<Storefront> {
  const listedCount = await waitForCatalogue(baseUrl, config.catalogueReads.minListedGames);
  const games = await listedGames(baseUrl, listedCount);
  const searchWord = mostCommonWord(games.map((game) => game.name));
  const api = await loadApi(app, baseUrl);
  const shoppers = await createShoppers(api, config.sale.shoppers, config.checkout.walletCents, label);
  const gameIds = games.map((game) => game.id);
  const reads = [
    { name: 'get-all', path: '/api/v1/store/games/get-all?sortBy=hypes&page=1&limit=16' },
    { name: 'search', path: `/api/v1/store/games/search?q=${encodeURIComponent(searchWord)}&page=1&limit=16` },
    // The most hyped listed game's page.
    { name: 'game', path: `/api/v1/store/games/get?id=${games[0]!.id}` },
  ];
  return {
    api,
    listedGames: listedCount,
    gameIds,
    searchWord,
    reads,
    checkouts: new SaleCheckouts(api, shoppers, gameIds, config.checkout.timeoutSeconds),
    cache: await observeCatalogueCache(app),
  };
}

/**
 * One half of the sale on the API (or at `baseUrl`: another process on the same database, a
 * balancer): the reads and the checkouts together for `ms` (the checkouts' last requests answered after it).
 */
export async function apiSaleHalf(store: Storefront, config: SaleConfig, ms: number, what: string, baseUrl = store.api.baseUrl) {
  const paths = store.reads.map((r) => r.path);
  const [reads, checkouts] = await Promise.all([
    runLoad(`${baseUrl}/`, config.readConnections, ms, undefined, { paths, notModifiedIsOk: true }),
    store.checkouts.runFor(ms, `${what}: checkouts`, baseUrl),
  ]);
  return { reads: checked(reads, `${what}: reads`), checkouts };
}

/** Keys for about `ms` of checkouts at `ordersPerSec`, half as many again to spare, before a measurement. */
export async function provisionFor(store: Storefront, ordersPerSec: number, ms: number): Promise<void> {
  const wanted = Math.ceil((ordersPerSec * ms * 1.5) / 1000) + store.checkouts.connections * 4;
  if (wanted > store.checkouts.available) await store.checkouts.provision(wanted - store.checkouts.available);
}
