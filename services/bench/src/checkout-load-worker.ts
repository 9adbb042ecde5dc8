/**
 * Worker thread body (see checkout-load.ts): runs of a fixed number of wallet checkouts with
 * autocannon, one run per message.
 * Every connection is one shopper (its own bearer token, its userId in every body); every request
 * buys one key of the next game in a round-robin over `gameIds`, continued across runs from
 * `firstGame`. Every answer's status is counted; the latency of every 201 is kept.
 */
import { performance } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import autocannon from 'autocannon';
import { currentThreadCpu } from './cpu-time.js';
import type { LoadRun } from './load-worker.js';
import { LatencyRecorder } from './latency-recorder.js';

export interface CheckoutShopper {
  userId: string;
  token: string;
}

export interface CheckoutLoadRequest {
  /** The checkout URL: http://host:port/api/v1/order/create-order. */
  url: string;
  connections: number;
  /** Requests in all, split evenly over the connections (a multiple of `connections`). */
  amount: number;
  /** One per connection, in connection order. */
  shoppers: CheckoutShopper[];
  gameIds: number[];
  /** Index into `gameIds` of this run's first request (the previous run's `nextGame`). */
  firstGame: number;
  timeoutSeconds: number;
}

export interface CheckoutRun extends LoadRun {
  /** `ok` counts 201 answers only; any other status is in `non2xx` (named so for LoadRun). */
  statuses: Record<string, number>;
  /** Status and start of the body of the first few answers that were not 201. */
  failures: string[];
  /** Bodies built (one per request sent); `firstGame + built` is where the next run starts. */
  built: number;
  nextGame: number;
  /** Shoppers that sent at least one request (each connection had its own). */
  shoppersUsed: number;
  /**
   * This worker thread (the load generator) and the CPU it used while the load ran; null where
   * /proc is missing. Measured by the thread itself, from the run's start to its end.
   */
  loadGenerator: { threadId: string; cpuMs: number } | null;
}

const KEPT_FAILURES = 5;

async function main(request: CheckoutLoadRequest): Promise<CheckoutRun> {
  if (request.shoppers.length < request.connections) throw new Error(`${request.connections} connections need as many shoppers; got ${request.shoppers.length}`);
  const latencies = new LatencyRecorder(Math.max(1_024, request.amount));
  let non2xx = 0;
  const statuses: Record<string, number> = {};
  const failures: string[] = [];
  let built = 0;
  let nextShopper = 0;
  const path = new URL(request.url).pathname;

  const setupClient = (client: autocannon.Client) => {
    const shopper = request.shoppers[nextShopper++];
    if (!shopper) throw new Error('More connections than shoppers');
    const prefix = `{"userId":${JSON.stringify(shopper.userId)},"games":[{"gameId":`;
    client.setRequests([
      {
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}` },
        // Called once per request sent: the next game of the round-robin, this connection's shopper.
        setupRequest: (req) => {
          const gameId = request.gameIds[(request.firstGame + built++) % request.gameIds.length]!;
          return { ...req, body: `${prefix}${gameId},"quantity":1}],"paymentMethod":"wallet"}` };
        },
        onResponse: (status, body) => {
          if (status !== 201 && failures.length < KEPT_FAILURES) failures.push(`${status} ${body.slice(0, 300)}`);
        },
      },
    ]);
  };

  const started = performance.now();
  const cpuAtStart = currentThreadCpu();
  // autocannon notices that the last connection is done only at its next 1 s sampling tick; the
  // run ends, for the rate, at the last answer.
  let lastAnswer = started;
  let finished!: (outcome: { error: unknown; result: autocannon.Result }) => void;
  const done = new Promise<{ error: unknown; result: autocannon.Result }>((resolve) => (finished = resolve));
  // One request in flight per connection (no pipelining), keep-alive, as browsers do.
  const instance = autocannon(
    { url: request.url, connections: request.connections, pipelining: 1, amount: request.amount, timeout: request.timeoutSeconds, setupClient },
    (error, result) => finished({ error, result }),
  );
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    lastAnswer = performance.now();
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    if (statusCode !== 201) {
      non2xx += 1;
      return;
    }
    latencies.record(responseTime);
  });
  const { error, result } = await done;
  const cpuAtEnd = currentThreadCpu();
  if (error) throw error;
  return {
    ok: latencies.count,
    non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    elapsedMs: lastAnswer - started,
    latenciesMs: latencies.values(),
    statuses,
    failures,
    built,
    nextGame: (request.firstGame + built) % request.gameIds.length,
    shoppersUsed: nextShopper,
    loadGenerator: cpuAtStart && cpuAtEnd ? { threadId: cpuAtEnd.threadId, cpuMs: cpuAtEnd.cpuMs - cpuAtStart.cpuMs } : null,
  };
}

// Runs requested by the parent (checkout-load.ts), one at a time, for as long as it keeps the thread.
if (parentPort) {
  const port = parentPort;
  port.on('message', (request: CheckoutLoadRequest) => {
    main(request).then(
      (run) => port.postMessage({ run }, [run.latenciesMs.buffer as ArrayBuffer]),
      (error: unknown) => port.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
  });
}
