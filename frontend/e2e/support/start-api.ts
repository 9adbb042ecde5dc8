import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './free-port.js';
import { API_DIST, WEB_ROOT } from './paths.js';

/** The little of the Nest application the tests use. */
interface NestAppLike {
  listen(port: number, host: string): Promise<unknown>;
  close(): Promise<void>;
}
interface ConfigModule {
  loadConfig(env: Record<string, string>): unknown;
}
interface CreateAppModule {
  createApp(config: unknown): Promise<NestAppLike>;
}

export interface RunningApi {
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The real API, in this process, serving the built client from frontend/dist, with an in-memory
 * database and mail sent to the given SMTP server. Its port is chosen first so PUBLIC_URL (the
 * links in e-mails) points at it.
 */
export interface StartApiOptions {
  /** List the demo catalogue (160 games with keys, one featured) and the demo shopper (SEED_DEMO). */
  seedDemo?: boolean;
  /**
   * The admin account's password (ADMIN_PASSWORD), for tests that use the admin API; the admin's
   * e-mail is ADMIN_EMAIL's default, admin@keyledger.local. Without it the password is generated.
   */
  adminPassword?: string;
  /** A finance account (FINANCE_EMAIL and FINANCE_PASSWORD): reads the finance report and order timelines only. */
  financeEmail?: string;
  financePassword?: string;
}

export async function startApi(smtpUrl: string, options: StartApiOptions = {}): Promise<RunningApi> {
  if (!existsSync(path.join(WEB_ROOT, 'index.html'))) throw new Error(`The client is not built: ${WEB_ROOT}/index.html is missing`);
  // Imported at run time (not compiled against) so this project does not type-check the API.
  const { loadConfig } = (await import(new URL('config/load-config.js', API_DIST).href)) as ConfigModule;
  const { createApp } = (await import(new URL('create-app.js', API_DIST).href)) as CreateAppModule;

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    DATA_DIR: 'memory://',
    SEED_DEMO: options.seedDemo ? 'true' : 'false',
    LOG_LEVEL: 'silent',
    SMTP_URL: smtpUrl,
    WEB_ROOT,
    PUBLIC_URL: baseUrl,
    ...(options.adminPassword ? { ADMIN_PASSWORD: options.adminPassword } : {}),
    ...(options.financeEmail ? { FINANCE_EMAIL: options.financeEmail } : {}),
    ...(options.financePassword ? { FINANCE_PASSWORD: options.financePassword } : {}),
  });
  const app = await createApp(config);
  await app.listen(port, '127.0.0.1');
  return { baseUrl, close: () => app.close() };
}
