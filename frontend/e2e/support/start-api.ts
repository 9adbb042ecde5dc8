import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './free-port.js';
import { API_DIST, WEB_ROOT } from './paths.js';

/** The little of the Nest application the tests use. */
interface NestAppLike {
  listen(port: number, host: string): Promise<unknown>;
  close(): Promise<void>;
  get(token: unknown): unknown;
}
/** The little of the event store the tests use. */
interface EventStoreLike {
  append(stream: { streamId: string; expectedVersion: 'no_stream'; events: LoggedEvent[] }, options: { metadata: Record<string, unknown> }): Promise<{ lastPosition: number }>;
}
export interface LoggedEvent {
  type: string;
  data: Record<string, unknown>;
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
  /**
   * Appends a new stream to the API's event log, as a command would, for a history no request can
   * make (two orders whose numbers are the same). Answers the last position written.
   */
  appendNewStream(streamId: string, events: LoggedEvent[]): Promise<number>;
  /**
   * Another admin account, made as the API makes its own admin at start (ADMIN_EMAIL: the users
   * repository's upsertStaff with the app's password hasher), for tests that need two admins.
   */
  addAdmin(email: string, password: string): Promise<void>;
}
/** The little of the users repository and the password hasher addAdmin uses. */
interface StaffAccounts {
  upsertStaff(id: string, email: string, passwordHash: string, role: 'admin'): Promise<void>;
}
interface PasswordHasherLike {
  hash(password: string): Promise<string>;
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
  /**
   * Whether staff accounts must turn two-factor sign-in on before any staff page or call
   * (STAFF_TWO_FACTOR). The API's default is required; here it is optional unless a test asks: the
   * other features' tests sign their admin in with a password, and the staff set-up step is
   * support-agent.e2e's.
   */
  staffTwoFactor?: 'required' | 'optional';
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
    STAFF_TWO_FACTOR: options.staffTwoFactor ?? 'optional',
  });
  const app = await createApp(config);
  await app.listen(port, '127.0.0.1');
  // The same module the API resolved (through the workspace link), so its class is the app's token.
  const { EventStore } = (await import(new URL('../../event-store/dist/index.js', API_DIST).href)) as { EventStore: unknown };
  const appendNewStream = async (streamId: string, events: LoggedEvent[]) => {
    const store = app.get(EventStore) as EventStoreLike;
    const written = await store.append({ streamId, expectedVersion: 'no_stream', events }, { metadata: { actor: { id: 'browser-test', role: 'system' } } });
    return written.lastPosition;
  };
  const { UsersRepository } = (await import(new URL('identity/users/users.repository.js', API_DIST).href)) as { UsersRepository: unknown };
  const { PasswordHasher } = (await import(new URL('identity/passwords/password-hasher.js', API_DIST).href)) as { PasswordHasher: unknown };
  const addAdmin = async (email: string, password: string) => {
    const hash = await (app.get(PasswordHasher) as PasswordHasherLike).hash(password);
    await (app.get(UsersRepository) as StaffAccounts).upsertStaff(randomUUID(), email, hash, 'admin');
  };
  return { baseUrl, close: () => app.close(), appendNewStream, addAdmin };
}
