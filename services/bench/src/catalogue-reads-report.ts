import type { CatalogueReadsResult, EndpointResult } from './catalogue-reads.js';
import type { BenchConfig } from './config.js';
import { runMode, verdict } from './report.js';
import { formatCount, formatSeconds } from './timing.js';

const ms = (value: number) => `${value.toFixed(2)} ms`;

function endpointRows(e: EndpointResult): string[] {
  const halves = (list: number[]) => list.map(formatCount).join(' / ');
  return [
    `| \`${e.name}\` | Baseline: bare Node http, same ${formatCount(e.bodyBytes)} bytes | ${formatCount(e.baseline.requestsPerSec)} | ` +
      `${halves(e.baseline.halves)} | ${ms(e.baseline.p50Ms)} | ${ms(e.baseline.p99Ms)} | 1.00 | — |`,
    `| \`${e.name}\` | API | ${formatCount(e.api.requestsPerSec)} | ${halves(e.api.halves)} | ${ms(e.api.p50Ms)} | ${ms(e.api.p99Ms)} | ` +
      `${e.ratio.toFixed(2)} | ${verdict(e.target)} |`,
  ];
}

export function renderCatalogueReadsSection(config: BenchConfig, result: CatalogueReadsResult): string {
  return [
    '### Catalogue reads',
    '',
    `${runMode(config)} The real API, started in-process with \`createApp\` (services/api/dist) on the ${result.database} ` +
      `with \`SEED_DEMO=true\`: ${result.listedGames} games listed (start and demo seed: ${formatSeconds(result.startMs)}). ` +
      `Request logging on at \`info\`, written to /dev/null. Load: autocannon ${result.autocannonVersion} in a child process, ` +
      `${result.connections} keep-alive connections, one request in flight each; the servers run on the main thread.`,
    '',
    '- `get-all`: `GET /api/v1/store/games/get-all?sortBy=hypes&page=1&limit=16`',
    `- \`search\`: \`GET /api/v1/store/games/search?q=${result.searchWord}&page=1&limit=16\` ` +
      `("${result.searchWord}" is the word in most listed game names; ${result.searchMatches} names contain it)`,
    '',
    `Per endpoint: ${formatSeconds(result.warmupMs)} warm-up per side, then ${formatSeconds(result.measureMs)} measured per side in ` +
      'baseline-API-API-baseline halves. The baseline answers the bytes of a real API answer captured just before, ' +
      'with the same Content-Type. Latencies are every 2xx response pooled over both halves; no errors or non-2xx answers were seen.',
    '',
    '| Endpoint | Server | Requests/s | Halves (req/s) | p50 | p99 | Ratio | Target |',
    '|---|---|---:|---|---:|---:|---:|---|',
    ...result.endpoints.flatMap(endpointRows),
  ].join('\n');
}
