/**
 * Child process body (see checkout-load.ts): runs of a fixed number of wallet checkouts over
 * keep-alive connections (keep-alive-load.ts), one run per message.
 * Every connection is one shopper (its own bearer token, its userId in every body); every request
 * buys one key of the next game in a round-robin over `gameIds`, continued across runs from
 * `firstGame`. Every answer's status is counted; the latency of every 201 is kept.
 */
import { currentThreadCpu } from './cpu-time.js';
import { answerParent, serveParent } from './load-generator-child.js';
import type { LoadRun } from './load-worker.js';
import { runKeepAliveLoad } from './keep-alive-load.js';
import { LatencyRecorder } from './latency-recorder.js';

export interface CheckoutShopper {
  userId: string;
  token: string;
}

export interface CheckoutLoadRequest {
  /** The checkout URL: http://host:port/api/v1/order/create-order. */
  url: string;
  connections: number;
  /** Requests in all, split evenly over the connections (a multiple of `connections`); with `durationMs`, the most. */
  amount: number;
  /** When set, the run sends requests for this long (keep-alive-load.ts), at most `amount`. */
  durationMs?: number;
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
   * The load generator's thread (its process's main thread) and the CPU it used while the load
   * ran; null where /proc is missing. Measured by the thread itself, from the run's start to its end.
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
  const url = new URL(request.url);
  // Connection i is shopper i: its token in every request's header, its userId in every body.
  const shoppers = request.shoppers.slice(0, request.connections);
  const heads = shoppers.map(
    (shopper) =>
      `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\n` +
      `Authorization: Bearer ${shopper.token}\r\nContent-Length: `,
  );
  const bodyStarts = shoppers.map((shopper) => `{"userId":${JSON.stringify(shopper.userId)},"games":[{"gameId":`);
  const used = new Set<number>();

  const cpuAtStart = currentThreadCpu();
  const result = await runKeepAliveLoad({
    host: url.hostname,
    port: Number(url.port || 80),
    connections: request.connections,
    amount: request.amount,
    ...(request.durationMs === undefined ? {} : { durationMs: request.durationMs }),
    timeoutMs: request.timeoutSeconds * 1_000,
    // The next game of the round-robin, bought by this connection's shopper.
    nextRequest: (connection) => {
      used.add(connection);
      const gameId = request.gameIds[(request.firstGame + built++) % request.gameIds.length]!;
      const body = `${bodyStarts[connection]}${gameId},"quantity":1}],"paymentMethod":"wallet"}`;
      return Buffer.from(`${heads[connection]}${body.length}\r\n\r\n${body}`, 'latin1');
    },
    onAnswer: (status, body, latencyMs) => {
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === 201) return latencies.record(latencyMs);
      non2xx += 1;
      if (failures.length < KEPT_FAILURES) failures.push(`${status} ${body.toString('utf8', 0, Math.min(body.length, 300))}`);
    },
  });
  const cpuAtEnd = currentThreadCpu();
  if (result.firstError && failures.length < KEPT_FAILURES) failures.push(`connection: ${result.firstError}`);
  return {
    ok: latencies.count,
    non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    elapsedMs: result.elapsedMs,
    latenciesMs: latencies.values(),
    statuses,
    failures,
    built,
    nextGame: (request.firstGame + built) % request.gameIds.length,
    shoppersUsed: used.size,
    loadGenerator: cpuAtStart && cpuAtEnd ? { threadId: cpuAtEnd.threadId, cpuMs: cpuAtEnd.cpuMs - cpuAtStart.cpuMs } : null,
  };
}

// Runs requested by the parent (checkout-load.ts), one at a time, for as long as it keeps the process.
serveParent<CheckoutLoadRequest>((request) => {
  main(request).then(
    (run) => answerParent({ run }),
    (error: unknown) => answerParent({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
