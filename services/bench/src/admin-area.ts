import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { BenchSchema } from './bench-schema.js';
import type { BenchConfig } from './config.js';
import { runDashboardReads, type DashboardReadsResult } from './dashboard-reads.js';
import { runKeyUpload, type KeyUploadResult } from './key-upload.js';
import { runTicketSearch, type TicketSearchResult } from './ticket-search.js';
import { signInAdmin } from './staff-sign-in.js';
import { apiDatabaseUrl, startApi } from './start-api.js';

export interface AdminAreaResult {
  keyUpload: KeyUploadResult;
  dashboard: DashboardReadsResult;
  ticketSearch: TicketSearchResult;
}

const ADMIN_EMAIL = 'admin@keyledger.local';

/** Game database ids an admin can list: the name search's best rated, as the Add a Game page finds them. */
async function gameIds(baseUrl: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (const word of ['a', 'e', 'o', 'i']) {
    const res = await fetch(`${baseUrl}/api/v1/games/search/name?search_query=${word}`);
    const body = (await res.json()) as { queryResult: Array<{ id: number }> };
    for (const game of body.queryResult) if (!ids.includes(game.id)) ids.push(game.id);
    if (ids.length >= count) return ids.slice(0, count);
  }
  throw new Error(`The game database offered only ${ids.length} games; ${count} needed`);
}

/**
 * The admin area's two measured paths on one API (PostgreSQL server, a schema of its own, no demo
 * data): key uploads, then the dashboard's reads as the log grows.
 */
export async function runAdminArea(schema: BenchSchema, config: BenchConfig, log: (line: string) => void): Promise<AdminAreaResult> {
  const password = randomBytes(18).toString('base64url');
  const databaseUrl = apiDatabaseUrl(schema.connectionString, schema.name);
  const { app, baseUrl } = await startApi(databaseUrl, { seedDemo: false, env: { ADMIN_EMAIL, ADMIN_PASSWORD: password } });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  try {
    const token = await signInAdmin(baseUrl, ADMIN_EMAIL, password);
    log(`\nKey upload (API vs a plain multi-row INSERT, ${config.keyUpload.keys} keys; schema ${schema.name}):`);
    const keyUpload = await runKeyUpload({ baseUrl, token, gameIds: await gameIds(baseUrl, config.keyUpload.rounds) }, pool, config.keyUpload, log);
    log(`\nDashboard reads (${config.dashboard.connections} connections, as the log grows):`);
    const dashboard = await runDashboardReads({ baseUrl, token }, pool, config.dashboard, log);
    log(`\nSupport desk search (${config.ticketSearch.connections} connections):`);
    const ticketSearch = await runTicketSearch({ baseUrl, token }, pool, config.ticketSearch, log);
    return { keyUpload, dashboard, ticketSearch };
  } finally {
    await pool.end();
    await app.close();
  }
}
