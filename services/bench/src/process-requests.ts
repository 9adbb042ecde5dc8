/** How many requests one API process answered, by kind, as its GET /metrics counts them (metrics/store-metrics.ts). */
export interface RequestCounts {
  /** Storefront catalogue reads: GET /api/v1/store/… */
  reads: number;
  /** POST /api/v1/order/create-order, whatever the answer. */
  checkouts: number;
  /** Any other API route but the health checks (the balancer's, every 250 ms, are not the store's work). */
  other: number;
}

const COUNT_METRIC = 'keyledger_http_request_duration_seconds_count';
const SAMPLE = /^(\w+)\{([^}]*)\}\s+(\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

export const totalRequests = (counts: RequestCounts): number => counts.reads + counts.checkouts + counts.other;

/** The request counts in a scrape (Prometheus text format): the request histogram's `_count` samples, by route template. */
export function parseRequestCounts(metricsText: string): RequestCounts {
  const counts: RequestCounts = { reads: 0, checkouts: 0, other: 0 };
  for (const line of metricsText.split('\n')) {
    const sample = SAMPLE.exec(line.trim());
    if (!sample || sample[1] !== COUNT_METRIC) continue;
    const labels = new Map([...sample[2]!.matchAll(LABEL)].map((m) => [m[1]!, m[2]!]));
    const route = labels.get('route') ?? '';
    const value = Number(sample[3]);
    if (route.startsWith('/api/v1/health')) continue;
    if (labels.get('method') === 'GET' && route.startsWith('/api/v1/store/')) counts.reads += value;
    else if (labels.get('method') === 'POST' && route === '/api/v1/order/create-order') counts.checkouts += value;
    else counts.other += value;
  }
  return counts;
}

/** `later - earlier`, kind by kind. */
export const requestsBetween = (earlier: RequestCounts, later: RequestCounts): RequestCounts => ({
  reads: later.reads - earlier.reads,
  checkouts: later.checkouts - earlier.checkouts,
  other: later.other - earlier.other,
});

/** One process's counts so far, from its own /metrics (it answers the loopback). */
export async function fetchRequestCounts(apiBaseUrl: string): Promise<RequestCounts> {
  const answer = await fetch(`${apiBaseUrl}/metrics`);
  if (answer.status !== 200) throw new Error(`${apiBaseUrl}/metrics answered ${answer.status}`);
  return parseRequestCounts(await answer.text());
}
