/**
 * Child process body (see http-load.ts): runs autocannon once and answers what it saw. Every
 * response's latency is kept, so runs can be pooled and percentiles are exact to the microsecond
 * (autocannon's own histogram rounds to whole milliseconds).
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { processCpuMs } from './cpu-time.js';
import { LatencyRecorder } from './latency-recorder.js';
import { answerParent, serveParent } from './load-generator-child.js';

export interface LoadRequest {
  url: string;
  connections: number;
  durationMs: number;
  /** Sent with every request (an Authorization header for admin routes). */
  headers?: Record<string, string>;
  /** Paths (with query) that each connection requests in turn, instead of `url`'s own path. */
  paths?: string[];
  /** Count 304 Not Modified as answered (in `ok`, its latency kept), as a conditional GET's answer. */
  notModifiedIsOk?: boolean;
}

export interface LoadRun {
  /** 2xx responses. */
  ok: number;
  non2xx: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  elapsedMs: number;
  /** Latency of every 2xx response, in milliseconds. */
  latenciesMs: Float64Array;
  /** Answers by status code (every answer, 2xx or not). */
  statuses?: Record<string, number>;
  /** CPU the load generator's process used (all its threads) from the run's start to its end, ms; absent where /proc is missing. */
  generatorCpuMs?: number;
}

async function main(request: LoadRequest): Promise<LoadRun> {
  const latencies = new LatencyRecorder();
  let non2xx = 0;
  const statuses: Record<string, number> = {};
  const started = performance.now();
  const cpuAtStart = processCpuMs('self');
  // One request in flight per connection (no pipelining), keep-alive, as browsers do.
  let finished!: (outcome: { error: unknown; result: autocannon.Result }) => void;
  const done = new Promise<{ error: unknown; result: autocannon.Result }>((resolve) => (finished = resolve));
  const instance = autocannon(
    { url: request.url, connections: request.connections, pipelining: 1, duration: request.durationMs / 1000, timeout: 10, ...(request.headers ? { headers: request.headers } : {}),
      ...(request.paths ? { requests: request.paths.map((path) => ({ method: 'GET' as const, path })) } : {}),
    },
    (error, result) => finished({ error, result }),
  );
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    const answered = (statusCode >= 200 && statusCode <= 299) || (statusCode === 304 && request.notModifiedIsOk === true);
    if (!answered) {
      non2xx += 1;
      return;
    }
    latencies.record(responseTime);
  });
  const { error, result } = await done;
  if (error) throw error;
  const cpuAtEnd = processCpuMs('self');
  return {
    ok: latencies.count,
    non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    elapsedMs: performance.now() - started,
    latenciesMs: latencies.values(),
    statuses,
    ...(cpuAtStart !== null && cpuAtEnd !== null ? { generatorCpuMs: cpuAtEnd - cpuAtStart } : {}),
  };
}

// One request, one run; a failure ends the process (its message on standard error, which the parent reports).
serveParent<LoadRequest>((request) => {
  main(request).then(answerParent, (error: unknown) => {
    throw error;
  });
});
