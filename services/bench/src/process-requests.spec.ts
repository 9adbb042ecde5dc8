import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseRequestCounts, requestsBetween, totalRequests } from './process-requests.js';
import { requireFromApi } from './start-api.js';

interface PromClient {
  Registry: new () => { metrics(): Promise<string> };
  Histogram: new (options: { name: string; help: string; labelNames: string[]; registers: unknown[] }) => {
    observe(labels: Record<string, string>, value: number): void;
  };
}

/** A scrape as the API's metrics write it: prom-client (the API's copy), the request histogram under its name and labels. */
async function scrape(observations: Array<[method: string, route: string, status: string, times: number]>): Promise<string> {
  const { Registry, Histogram } = requireFromApi('prom-client') as PromClient;
  const registry = new Registry();
  const requests = new Histogram({ name: 'keyledger_http_request_duration_seconds', help: 'requests', labelNames: ['method', 'route', 'status'], registers: [registry] });
  for (const [method, route, status, times] of observations) for (let i = 0; i < times; i += 1) requests.observe({ method, route, status }, 0.002);
  return registry.metrics();
}

describe('requests an API process answered, from its /metrics', () => {
  it('counts store reads, checkouts and the rest by route template, leaving out the health checks', async () => {
    const text = await scrape([
      ['GET', '/api/v1/store/games/get-all', '200', 5],
      ['GET', '/api/v1/store/games/search', '200', 4],
      ['GET', '/api/v1/store/games/get', '304', 1],
      ['POST', '/api/v1/order/create-order', '201', 3],
      ['POST', '/api/v1/order/create-order', '409', 1],
      ['GET', '/api/v1/users/:id', '401', 2],
      ['GET', '/api/v1/health/ready', '200', 50],
      ['GET', '/api/v1/health', '200', 7],
    ]);
    const counts = parseRequestCounts(text);
    assert.deepEqual(counts, { reads: 10, checkouts: 4, other: 2 });
    assert.equal(totalRequests(counts), 16);
  });

  it('reads nothing from a scrape without requests, and subtracts scrapes kind by kind', () => {
    assert.deepEqual(parseRequestCounts('# HELP keyledger_events_appended_total x\nkeyledger_events_appended_total 12\n'), { reads: 0, checkouts: 0, other: 0 });
    assert.deepEqual(requestsBetween({ reads: 10, checkouts: 4, other: 2 }, { reads: 25, checkouts: 9, other: 2 }), { reads: 15, checkouts: 5, other: 0 });
  });
});
