import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { now } from './timing.js';

/** The compiled API; imported at run time (not compiled against), as frontend/e2e/support/start-api.ts does. */
export const API_DIST = new URL('../../api/dist/', import.meta.url);
/** `require` as the API resolves it, so packages it shares with the bench (Nest, pino) are its own copies. */
export const requireFromApi = createRequire(new URL('../../api/package.json', import.meta.url));

/** The little of the Nest application the benchmarks use. */
export interface NestAppLike {
  listen(port: number, host: string): Promise<unknown>;
  getHttpServer(): Server;
  close(): Promise<void>;
  get<T = any>(token: unknown, options?: { strict: boolean }): T;
}
interface PinoLike {
  (options: Record<string, unknown>, destination: unknown): unknown;
  destination(options: { dest: string; sync: boolean }): unknown;
}

/** One module of services/api/dist, e.g. `ordering/projections/inventory.projection.js`. */
export async function importApi<T = Record<string, any>>(path: string): Promise<T> {
  return (await import(new URL(path, API_DIST).href)) as T;
}

/** A DATABASE_URL that puts the bench schema first on the API's search_path, as the API tests do. */
export function apiDatabaseUrl(connectionString: string, schema: string): string {
  const url = new URL(connectionString);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

/**
 * The real API in this process on the server database (`databaseUrl` '': the embedded one, PGlite
 * under DATA_DIR `memory://`). Request logging stays on at `info`, as in
 * production, but is written to /dev/null instead of the bench's output. With `seedDemo` the demo
 * catalogue is listed before listen() resolves (onApplicationBootstrap).
 */
export async function startApi(
  databaseUrl: string,
  options: { seedDemo: boolean; env?: Record<string, string> },
): Promise<{ app: NestAppLike; baseUrl: string; startMs: number }> {
  const { loadConfig } = await importApi<{ loadConfig(env: Record<string, string>): { logLevel: string } }>('config/load-config.js');
  const { createApp } = await importApi<{ createApp(config: unknown, logger: unknown): Promise<NestAppLike> }>('create-app.js');
  const pino = requireFromApi('pino') as PinoLike;
  const config = loadConfig({
    DATA_DIR: 'memory://',
    DATABASE_URL: databaseUrl,
    SEED_DEMO: String(options.seedDemo),
    LOG_LEVEL: 'info',
    WEB_ROOT: '/nonexistent',
    ...options.env,
  });
  const logger = pino({ level: config.logLevel, base: { service: 'keyledger-api' } }, pino.destination({ dest: '/dev/null', sync: false }));
  const started = now();
  const app = await createApp(config, logger);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return { app, baseUrl: `http://127.0.0.1:${port}`, startMs: now() - started };
}
