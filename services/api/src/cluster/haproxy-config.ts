/** One API process the balancer sends work to. */
export interface BalancedServer {
  name: string;
  host: string;
  port: number;
}

export interface HealthCheckTiming {
  /** Between two checks of a server, in ms. */
  intervalMs: number;
  /** Failed checks in a row that take a server out of rotation. */
  fall: number;
  /** Passed checks in a row that put it back. */
  rise: number;
}

/**
 * How fast the balancer notices readiness changes: a process that says it is not ready (SIGTERM)
 * gets no new request after at most fall × interval (plus a check's own time), here half a second.
 */
export const HEALTH_CHECK: HealthCheckTiming = { intervalMs: 250, fall: 2, rise: 2 };

/** How long an API process behind this balancer keeps serving after SIGTERM: the check's worst case, and a margin. */
export function drainTimeMs(timing: HealthCheckTiming = HEALTH_CHECK): number {
  return (timing.fall + 1) * timing.intervalMs + 500;
}

/** The readiness endpoint the balancer checks (health/readiness.ts). */
export const READINESS_PATH = '/api/v1/health/ready';

/**
 * HAProxy's configuration for the store: one HTTP front end, the API processes round-robin behind
 * it, each checked on its readiness endpoint. Only connection failures are retried (on another
 * server: `option redispatch`), never a request a server may have acted on; an order is retried by
 * its client with the same Idempotency-Key. `X-Forwarded-For` names the client, which the API
 * trusts from the loopback (the sign-in rate limits count the client, not the balancer). The admin
 * socket lets the cluster read each server's state (`show stat`).
 */
export function haproxyConfig(options: {
  listen: { host: string; port: number };
  servers: readonly BalancedServer[];
  adminSocket: string;
  timing?: HealthCheckTiming;
}): string {
  const timing = options.timing ?? HEALTH_CHECK;
  const servers = options.servers.map((server) => `  server ${server.name} ${server.host}:${server.port}`);
  return [
    'global',
    `  stats socket ${options.adminSocket} mode 600 level admin`,
    '  maxconn 4096',
    '',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-keep-alive 10s',
    // A check may take this long to be answered (else only the interval): a process busy with a
    // sale answers its readiness late, and must not be taken out of rotation for it.
    '  timeout check 1s',
    '  option redispatch',
    '  retries 2',
    '',
    'frontend store',
    `  bind ${options.listen.host}:${options.listen.port}`,
    '  option forwardfor',
    '  default_backend api',
    '',
    'backend api',
    '  balance roundrobin',
    `  option httpchk GET ${READINESS_PATH}`,
    '  http-check expect status 200',
    `  default-server check inter ${timing.intervalMs}ms fall ${timing.fall} rise ${timing.rise}`,
    ...servers,
    '',
  ].join('\n');
}
