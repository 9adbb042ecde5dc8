import { createRequire } from 'node:module';
import { compareWithBare, type ReadSide } from './bare-comparison.js';
import type { BenchConfig } from './config.js';
import { apiDatabaseUrl, startApi } from './start-api.js';
import { now } from './timing.js';

const requireHere = createRequire(import.meta.url);

export type { ReadSide } from './bare-comparison.js';

export interface EndpointResult {
  name: string;
  path: string;
  /** Size of the captured API answer, which the baseline serves byte for byte. */
  bodyBytes: number;
  baseline: ReadSide;
  api: ReadSide;
  /** API requests/s ÷ baseline requests/s. */
  ratio: number;
  target: { minRatio: number; passed: boolean };
}

export interface CatalogueReadsResult {
  database: string;
  autocannonVersion: string;
  connections: number;
  warmupMs: number;
  measureMs: number;
  /** From createApp to listening, the demo seed included. */
  startMs: number;
  listedGames: number;
  searchWord: string;
  /** Listed games whose name contains the search word (what the search's total says). */
  searchMatches: number;
  endpoints: EndpointResult[];
}

async function getJson(url: string): Promise<{ status: number; contentType: string; bytes: Buffer; body: any }> {
  const res = await fetch(url);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', bytes, body: JSON.parse(bytes.toString('utf8')) };
}

/** The catalogue projection fills in behind the seed: wait until the listing count is reached and holds. */
export async function waitForCatalogue(baseUrl: string, minGames: number, timeoutMs = 120_000): Promise<number> {
  const deadline = now() + timeoutMs;
  let previous = -1;
  for (;;) {
    const { status, body } = await getJson(`${baseUrl}/api/v1/store/games/get-all?page=1&limit=1`);
    if (status !== 200) throw new Error(`store/games/get-all answered ${status}: ${JSON.stringify(body)}`);
    const total = Number(body.total);
    if (total >= minGames && total === previous) return total;
    if (now() > deadline) throw new Error(`The demo catalogue lists ${total} games after ${timeoutMs / 1000} s; ${minGames} needed`);
    previous = total;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Every listed game's id and name, a hundred a page. */
export async function listedGames(baseUrl: string, listed: number): Promise<Array<{ id: number; name: string }>> {
  const games: Array<{ id: number; name: string }> = [];
  for (let page = 1; (page - 1) * 100 < listed; page++) {
    const { body } = await getJson(`${baseUrl}/api/v1/store/games/get-all?sortBy=hypes&page=${page}&limit=100`);
    games.push(...(body.games as Array<{ id: number; name: string }>).map((g) => ({ id: g.id, name: g.name })));
  }
  return games;
}

/** The word (3+ letters) found in the most of `names`; ties go to the alphabetically first. */
export function mostCommonWord(names: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const name of names) {
    for (const word of new Set(name.toLowerCase().match(/[a-z]{3,}/g) ?? [])) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  if (!best) throw new Error('No word of three letters or more in the listed game names');
  return best[0];
}

async function measureEndpoint(
  name: string,
  path: string,
  apiBaseUrl: string,
  config: BenchConfig['catalogueReads'],
  log: (line: string) => void,
): Promise<EndpointResult> {
  const captured = await getJson(`${apiBaseUrl}${path}`);
  if (!Array.isArray(captured.body?.games) || captured.body.games.length === 0) throw new Error(`${path} answered no games`);
  const compared = await compareWithBare({ apiBaseUrl, paths: [path], connections: config.connections, warmupMs: config.warmupMs, measureMs: config.measureMs }, name);
  const result = { baseline: compared.baseline, api: compared.api };
  const { ratio } = compared;
  const bodyBytes = compared.answers.get(path)!.bytes.length;
  log(
    `  ${name.padEnd(8)} (${bodyBytes} B): baseline ${result.baseline.requestsPerSec.toFixed(0)} req/s, ` +
      `API ${result.api.requestsPerSec.toFixed(0)} req/s (p50 ${result.api.p50Ms.toFixed(2)} ms, p99 ${result.api.p99Ms.toFixed(2)} ms), ratio ${ratio.toFixed(2)}`,
  );
  return { name, path, bodyBytes, ...result, ratio, target: { minRatio: config.minRatio, passed: ratio >= config.minRatio } };
}

/**
 * Requests per second of the store's two catalogue reads against the real API (PostgreSQL server,
 * demo catalogue), each paired with a bare Node http server answering the same bytes.
 */
export async function runCatalogueReads(
  schema: { name: string; connectionString: string },
  config: BenchConfig['catalogueReads'],
  log: (line: string) => void,
): Promise<CatalogueReadsResult> {
  const { app, baseUrl, startMs } = await startApi(apiDatabaseUrl(schema.connectionString, schema.name), { seedDemo: true });
  try {
    const listedCount = await waitForCatalogue(baseUrl, config.minListedGames);
    const searchWord = mostCommonWord((await listedGames(baseUrl, listedCount)).map((game) => game.name));
    const search = await getJson(`${baseUrl}/api/v1/store/games/search?q=${encodeURIComponent(searchWord)}&page=1&limit=1`);
    const searchMatches = Number(search.body.total);
    log(`  API started with the demo catalogue in ${(startMs / 1000).toFixed(1)} s: ${listedCount} games listed; search word "${searchWord}" (${searchMatches} matches)`);
    const endpoints = [
      await measureEndpoint('get-all', '/api/v1/store/games/get-all?sortBy=hypes&page=1&limit=16', baseUrl, config, log),
      await measureEndpoint('search', `/api/v1/store/games/search?q=${encodeURIComponent(searchWord)}&page=1&limit=16`, baseUrl, config, log),
    ];
    return {
      database: 'PostgreSQL server (a fresh `kl_bench_<random>` schema)',
      autocannonVersion: (requireHere('autocannon/package.json') as { version: string }).version,
      connections: config.connections,
      warmupMs: config.warmupMs,
      measureMs: config.measureMs,
      startMs,
      listedGames: listedCount,
      searchWord,
      searchMatches,
      endpoints,
    };
  } finally {
    await app.close();
  }
}
