import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { BenchConfig } from './config.js';
import { combineRuns, percentile, runLoad, type LoadRun } from './http-load.js';
import { apiDatabaseUrl, startApi } from './start-api.js';
import { now } from './timing.js';

const requireHere = createRequire(import.meta.url);

export interface ReadSide {
  requests: number;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Requests per second of each measured half, in the order run. */
  halves: number[];
}

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

/** The word (3+ letters) found in the most listed game names; ties go to the alphabetically first. */
async function commonNameWord(baseUrl: string, listed: number): Promise<string> {
  const names: string[] = [];
  for (let page = 1; (page - 1) * 100 < listed; page++) {
    const { body } = await getJson(`${baseUrl}/api/v1/store/games/get-all?sortBy=hypes&page=${page}&limit=100`);
    names.push(...(body.games as { name: string }[]).map((g) => g.name));
  }
  const counts = new Map<string, number>();
  for (const name of names) {
    for (const word of new Set(name.toLowerCase().match(/[a-z]{3,}/g) ?? [])) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  if (!best) throw new Error('No word of three letters or more in the listed game names');
  return best[0];
}

/** A bare Node http server answering every request with the same status, type and bytes. */
async function startBaseline(contentType: string, body: Buffer): Promise<{ server: Server; baseUrl: string }> {
  const headers = { 'Content-Type': contentType, 'Content-Length': String(body.length) };
  const server = createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}

function checked(run: LoadRun, what: string): LoadRun {
  if (run.non2xx > 0 || run.errors > 0 || run.ok === 0) {
    throw new Error(`${what}: ${run.ok} ok, ${run.non2xx} non-2xx, ${run.errors} errors (${run.timeouts} timeouts); a throughput of failures means nothing`);
  }
  return run;
}

function side(runs: LoadRun[]): ReadSide {
  const all = combineRuns(runs);
  return {
    requests: all.ok,
    requestsPerSec: (all.ok * 1000) / all.elapsedMs,
    p50Ms: percentile(all.latenciesMs, 0.5),
    p99Ms: percentile(all.latenciesMs, 0.99),
    halves: runs.map((r) => (r.ok * 1000) / r.elapsedMs),
  };
}

async function measureEndpoint(
  name: string,
  path: string,
  apiBaseUrl: string,
  config: BenchConfig['catalogueReads'],
  log: (line: string) => void,
): Promise<EndpointResult> {
  const captured = await getJson(`${apiBaseUrl}${path}`);
  if (captured.status !== 200) throw new Error(`${path} answered ${captured.status}: ${captured.bytes.toString('utf8')}`);
  if (!Array.isArray(captured.body.games) || captured.body.games.length === 0) throw new Error(`${path} answered no games`);
  const baseline = await startBaseline(captured.contentType, captured.bytes);
  try {
    const urls = { baseline: `${baseline.baseUrl}${path}`, api: `${apiBaseUrl}${path}` } as const;
    for (const system of ['baseline', 'api'] as const) checked(await runLoad(urls[system], config.connections, config.warmupMs), `${name} warm-up, ${system}`);
    const runs: Record<'baseline' | 'api', LoadRun[]> = { baseline: [], api: [] };
    // A-B-B-A: drift (autovacuum, the projector's polling, CPU frequency) lands on both sides equally.
    for (const system of ['baseline', 'api', 'api', 'baseline'] as const) {
      runs[system].push(checked(await runLoad(urls[system], config.connections, config.measureMs / 2), `${name}, ${system}`));
    }
    const result = { baseline: side(runs.baseline), api: side(runs.api) };
    const ratio = result.api.requestsPerSec / result.baseline.requestsPerSec;
    log(
      `  ${name.padEnd(8)} (${captured.bytes.length} B): baseline ${result.baseline.requestsPerSec.toFixed(0)} req/s, ` +
        `API ${result.api.requestsPerSec.toFixed(0)} req/s (p50 ${result.api.p50Ms.toFixed(2)} ms, p99 ${result.api.p99Ms.toFixed(2)} ms), ratio ${ratio.toFixed(2)}`,
    );
    return { name, path, bodyBytes: captured.bytes.length, ...result, ratio, target: { minRatio: config.minRatio, passed: ratio >= config.minRatio } };
  } finally {
    await closeServer(baseline.server);
  }
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
    const listedGames = await waitForCatalogue(baseUrl, config.minListedGames);
    const searchWord = await commonNameWord(baseUrl, listedGames);
    const search = await getJson(`${baseUrl}/api/v1/store/games/search?q=${encodeURIComponent(searchWord)}&page=1&limit=1`);
    const searchMatches = Number(search.body.total);
    log(`  API started with the demo catalogue in ${(startMs / 1000).toFixed(1)} s: ${listedGames} games listed; search word "${searchWord}" (${searchMatches} matches)`);
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
      listedGames,
      searchWord,
      searchMatches,
      endpoints,
    };
  } finally {
    await app.close();
  }
}
