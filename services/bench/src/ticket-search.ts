import { randomUUID } from 'node:crypto';
import { EventStore, type AppendToStream } from '@keyledger/event-store';
import type pg from 'pg';
import type { BenchConfig } from './config.js';
import { combineRuns, percentile, runLoad } from './http-load.js';
import { readModelsCaughtUp, allAnswered } from './read-models-caught-up.js';
import { now } from './timing.js';

export interface TicketSearchResult {
  tickets: number;
  customers: number;
  connections: number;
  warmupMs: number;
  measureMs: number;
  /** The same search, over and over, as admins at the desk would run it. */
  repeated: { path: string; matching: number; requestsPerSec: number; p50Ms: number; p99Ms: number };
  /** Searches each asked once (no kept answer can serve them): the index's own cost, one at a time. */
  distinct: { requests: number; p50Ms: number; maxMs: number };
  maxP99Ms: number;
  passed: boolean;
}

/** One ticket in a hundred is about a failed activation: the desk's search term. */
const TERM = 'activation';

/** Customers straight into the users table (no mail round trip), for the tickets to belong to. */
async function seedCustomers(pool: pg.Pool, count: number): Promise<string[]> {
  const result = await pool.query<{ id: string }>(
    `INSERT INTO users (id, username, email, password_hash, role, email_verified_at, first_name, last_name)
     SELECT gen_random_uuid(), 'desk_customer_' || n, 'desk.customer.' || n || '@example.test', 'not-used', 'customer', now(), 'First' || n, 'Last' || n
       FROM generate_series(1, $1::int) AS n
     RETURNING id::text AS id`,
    [count],
  );
  return result.rows.map((row) => row.id);
}

/** TicketOpened on `ticket-{uuid}` streams, as ticket/create writes them, a few hundred per append. */
async function appendTickets(store: EventStore, customers: readonly string[], count: number): Promise<void> {
  const chunk = 500;
  for (let start = 0; start < count; start += chunk) {
    const requests: AppendToStream[] = [];
    for (let i = start; i < Math.min(count, start + chunk); i += 1) {
      const ticketId = randomUUID();
      const subject = i % 100 === 0 ? `Activation failed for game ${i}` : `Question about order ${i}`;
      const message = `The key I bought does not work on my platform (${i}); I tried twice and restarted the launcher. Please help me get it working.`;
      requests.push({
        streamId: `ticket-${ticketId}`,
        expectedVersion: 'no_stream',
        events: [
          {
            type: 'TicketOpened',
            data: { ticketId, userId: customers[i % customers.length]!, subject, message, orderId: null },
            metadata: { actor: { id: customers[i % customers.length]!, role: 'customer' } },
          },
        ],
      });
    }
    await store.append(requests);
  }
}

/**
 * The support desk's search (`ticket/all?search=`) over 100,000 tickets at 32 connections with an
 * admin's token: p99 at most 30 ms. Then searches each asked once, one at a time, to show what the
 * trigram indexes cost without a kept answer.
 */
export async function runTicketSearch(
  api: { baseUrl: string; token: string },
  pool: pg.Pool,
  config: BenchConfig['ticketSearch'],
  log: (line: string) => void,
): Promise<TicketSearchResult> {
  const headers = { authorization: `Bearer ${api.token}` };
  const started = now();
  const customers = await seedCustomers(pool, config.customers);
  await appendTickets(new EventStore(pool), customers, config.tickets);
  await readModelsCaughtUp(api.baseUrl, pool);
  await pool.query('VACUUM ANALYZE');
  log(`  ${config.tickets} tickets of ${config.customers} customers appended and projected in ${((now() - started) / 1000).toFixed(1)} s`);

  const path = `/api/v1/ticket/all?search=${TERM}`;
  const first = (await (await fetch(`${api.baseUrl}${path}`, { headers })).json()) as { total: number };
  const url = `${api.baseUrl}${path}`;
  allAnswered(await runLoad(url, config.connections, config.warmupMs, headers), 'ticket search warm-up');
  const run = combineRuns([allAnswered(await runLoad(url, config.connections, config.measureMs, headers), 'ticket search')]);
  const repeated = { path, matching: first.total, requestsPerSec: (run.ok * 1000) / run.elapsedMs, p50Ms: percentile(run.latenciesMs, 0.5), p99Ms: percentile(run.latenciesMs, 0.99) };
  log(`    search "${TERM}" (${first.total} match): ${repeated.requestsPerSec.toFixed(0)} req/s, p50 ${repeated.p50Ms.toFixed(2)} ms, p99 ${repeated.p99Ms.toFixed(2)} ms`);

  const latencies: number[] = [];
  for (let n = 0; n < 50; n += 1) {
    const term = n % 2 ? `game ${n * 100}` : `desk.customer.${n + 1}@`;
    const t = now();
    const res = await fetch(`${api.baseUrl}/api/v1/ticket/all?search=${encodeURIComponent(term)}`, { headers });
    if (!res.ok) throw new Error(`ticket search "${term}": ${res.status}`);
    await res.arrayBuffer();
    latencies.push(now() - t);
  }
  latencies.sort((a, b) => a - b);
  const distinct = { requests: latencies.length, p50Ms: latencies[Math.floor(latencies.length / 2)]!, maxMs: latencies.at(-1)! };
  log(`    50 different searches one at a time: p50 ${distinct.p50Ms.toFixed(2)} ms, max ${distinct.maxMs.toFixed(2)} ms`);
  return {
    tickets: config.tickets,
    customers: config.customers,
    connections: config.connections,
    warmupMs: config.warmupMs,
    measureMs: config.measureMs,
    repeated,
    distinct,
    maxP99Ms: config.maxP99Ms,
    passed: repeated.p99Ms <= config.maxP99Ms,
  };
}
