import { captureAnswer, closeServer, startBareServer, type CapturedAnswer } from './bare-server.js';
import { combineRuns, percentile, runLoad, type LoadRun } from './http-load.js';

export interface ReadSide {
  /** Answers counted (2xx, and 304 to a conditional GET). */
  requests: number;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Requests per second of each measured half, in the order run. */
  halves: number[];
  /** Answers by status code over both halves. */
  statuses: Record<string, number>;
}

export interface BareComparison {
  /** The API's answer to each path, captured before the load; the baseline serves these bytes. */
  answers: Map<string, CapturedAnswer>;
  baseline: ReadSide;
  api: ReadSide;
  /** API requests/s ÷ baseline requests/s. */
  ratio: number;
}

export interface BareComparisonRequest {
  apiBaseUrl: string;
  /** Paths with their query; each connection requests them in turn. */
  paths: string[];
  /** Sent with every request and with the capture (an Authorization header). */
  headers?: Record<string, string>;
  connections: number;
  warmupMs: number;
  /** Per side, split in two halves run baseline-API-API-baseline. */
  measureMs: number;
}

/** The run, if every request was answered; a throughput of failures means nothing. */
export function checked(run: LoadRun, what: string): LoadRun {
  if (run.non2xx > 0 || run.errors > 0 || run.ok === 0) {
    throw new Error(`${what}: ${run.ok} ok, ${run.non2xx} non-2xx, ${run.errors} errors (${run.timeouts} timeouts); a throughput of failures means nothing`);
  }
  return run;
}

export function side(runs: LoadRun[]): ReadSide {
  const all = combineRuns(runs);
  return {
    requests: all.ok,
    requestsPerSec: (all.ok * 1000) / all.elapsedMs,
    p50Ms: percentile(all.latenciesMs, 0.5),
    p99Ms: percentile(all.latenciesMs, 0.99),
    halves: runs.map((r) => (r.ok * 1000) / r.elapsedMs),
    statuses: all.statuses ?? {},
  };
}

/** Captures the API's answers to `paths` (each must be 200) for a bare server to send back. */
export async function captureAll(apiBaseUrl: string, paths: readonly string[], headers?: Record<string, string>): Promise<Map<string, CapturedAnswer>> {
  const answers = new Map<string, CapturedAnswer>();
  for (const path of paths) {
    const answer = await captureAnswer(`${apiBaseUrl}${path}`, headers);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${answer.bytes.toString('utf8', 0, 300)}`);
    answers.set(path, answer);
  }
  return answers;
}

/**
 * Reads of the API against a bare Node http server answering the same bytes (captured just before):
 * a warm-up on each side, then baseline-API-API-baseline halves, so drift (autovacuum, the
 * projector's polling, CPU frequency) lands on both sides equally.
 */
export async function compareWithBare(request: BareComparisonRequest, what: string): Promise<BareComparison> {
  const answers = await captureAll(request.apiBaseUrl, request.paths, request.headers);
  const bare = await startBareServer(answers);
  try {
    const baseUrls = { baseline: bare.baseUrl, api: request.apiBaseUrl } as const;
    const load = (system: 'baseline' | 'api', ms: number) =>
      runLoad(`${baseUrls[system]}/`, request.connections, ms, request.headers, { paths: request.paths, notModifiedIsOk: true });
    for (const system of ['baseline', 'api'] as const) checked(await load(system, request.warmupMs), `${what} warm-up, ${system}`);
    const runs: Record<'baseline' | 'api', LoadRun[]> = { baseline: [], api: [] };
    for (const system of ['baseline', 'api', 'api', 'baseline'] as const) runs[system].push(checked(await load(system, request.measureMs / 2), `${what}, ${system}`));
    const baseline = side(runs.baseline);
    const api = side(runs.api);
    return { answers, baseline, api, ratio: api.requestsPerSec / baseline.requestsPerSec };
  } finally {
    await closeServer(bare.server);
  }
}
