import { randomUUID } from 'node:crypto';
import { reconcileProjection, EventStore, type ReconciliationReport } from '@keyledger/event-store';
import { createTestSchema } from '@keyledger/event-store/testing';
import pg from 'pg';
import { catalogueProjection } from '../catalogue/projections/catalogue.projection.js';
import { listTestGames, type TestListing } from '../catalogue/testing/list-test-games.js';
import { createLogger } from '../common/logger.js';
import { loadConfig } from '../config/load-config.js';
import { createApp } from '../create-app.js';
import { SessionIssuer } from '../identity/sessions/session-issuer.js';
import { UsersRepository } from '../identity/users/users.repository.js';
import { inventoryProjection } from '../ordering/projections/inventory.projection.js';
import { eventUpcasters } from '../events/event-upcasters.js';
import { orderHistoryProjection } from '../purchases/projections/order-history.projection.js';
import { createTestShoppers, type TestShopper } from '../ordering/testing/test-shoppers.js';
import { promoCodesProjection } from '../promo/projections/promo-codes.projection.js';
import { salesProjection } from '../dashboard/projections/sales.projection.js';
import { sharedSecrets } from './api-process.js';

export const ADMIN_EMAIL = 'admin@keyledger.local';

/** A schema on the test server with games and shoppers, for API processes started on it. */
export interface ResilienceFixture {
  /** The environment of the API processes: DATABASE_URL (with an application_name of its own), secrets, admin. */
  env: Record<string, string>;
  /** Names every connection of those processes in pg_stat_activity. */
  applicationName: string;
  /** A pool of the test's own (another application_name: never cut by the tests). */
  pool: pg.Pool;
  shoppers: TestShopper[];
  adminToken: string;
  close(): Promise<void>;
}

/**
 * Prepares the database once, through the real application in this process (its command
 * handlers list the games and credit the wallets), then leaves it to API processes of the test's
 * own. `databaseUrlFor` may route the processes' connections elsewhere (through a proxy).
 */
export async function resilienceFixture(options: {
  listings: readonly TestListing[];
  shoppers: number;
  walletCents: number;
  databaseUrlFor?: (url: URL) => URL;
}): Promise<ResilienceFixture> {
  const schema = await createTestSchema();
  const applicationName = `kl_resilience_${randomUUID().slice(0, 8)}`;
  const secrets = sharedSecrets();
  const adminPassword = `admin-${randomUUID()}`;
  const seeding = loadConfig({
    DATABASE_URL: schema.databaseUrl,
    DATA_DIR: 'memory://',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    WEB_ROOT: '/nonexistent',
    ADMIN_EMAIL,
    ADMIN_PASSWORD: adminPassword,
    ...secrets,
  });
  const app = await createApp(seeding, createLogger('silent'));
  await app.init();
  let shoppers: TestShopper[];
  let adminToken: string;
  try {
    await listTestGames(app, options.listings);
    shoppers = await createTestShoppers(app, options.shoppers, options.walletCents);
    const users = app.get(UsersRepository);
    // A staff account works with two-factor sign-in on (STAFF_TWO_FACTOR=required, the default).
    const admin = (await users.findByEmail(ADMIN_EMAIL))!;
    await users.setTwoFactor(admin.id, true);
    adminToken = (await app.get(SessionIssuer).issue(admin, false)).token;
  } finally {
    await app.close();
  }

  let url = new URL(schema.databaseUrl);
  url.searchParams.set('application_name', applicationName);
  if (options.databaseUrlFor) url = options.databaseUrlFor(url);
  const pool = new pg.Pool({ connectionString: schema.databaseUrl, max: 4 });
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: 'memory://', ADMIN_EMAIL, ADMIN_PASSWORD: adminPassword, ...secrets },
    applicationName,
    pool,
    shoppers,
    adminToken,
    async close() {
      await pool.end();
      await schema.drop();
    },
  };
}

/** Ends every session of the API processes, as a DBA's pg_terminate_backend or a server restart would; answers how many. */
export async function terminateBackends(pool: pg.Pool, applicationName: string): Promise<number> {
  const result = await pool.query<{ ended: string }>(
    'SELECT count(*) FILTER (WHERE pg_terminate_backend(pid)) AS ended FROM pg_stat_activity WHERE application_name = $1',
    [applicationName],
  );
  return Number(result.rows[0]!.ended);
}

/**
 * Waits until the API at `baseUrl` reports its database up and every read model at the head of the
 * log as it stands now (no event left after its checkpoint: its position may stay below the highest
 * one, read earlier in log order); answers that head. Fails naming the projections still behind.
 */
export async function waitUntilReadModelsAtHead(baseUrl: string, pool: pg.Pool, timeoutMs = 20_000): Promise<number> {
  const head = Number((await pool.query<{ p: string }>('SELECT max(global_position) AS p FROM events')).rows[0]!.p);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const health = await (await fetch(`${baseUrl}/api/v1/health`)).json();
    if (health.database.status === 'up' && health.projections.every((p: { lag: number }) => p.lag === 0)) return head;
    if (Date.now() > deadline) throw new Error(`read models behind: ${JSON.stringify(health.projections)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Each read model against a replay of the log up to its checkpoint (run once the API processes have stopped). */
export async function reconcileReadModels(pool: pg.Pool): Promise<ReconciliationReport[]> {
  const store = new EventStore(pool, { upcasters: eventUpcasters });
  const reports: ReconciliationReport[] = [];
  for (const projection of [catalogueProjection, inventoryProjection, orderHistoryProjection, promoCodesProjection, salesProjection]) {
    reports.push(await reconcileProjection(store, projection));
  }
  return reports;
}
