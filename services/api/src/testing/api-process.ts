import { randomBytes } from 'node:crypto';
import { ApiInstance } from '../cluster/api-instance.js';
import { freePort } from '../common/free-port.js';

/** Secrets both a test's own app and the API processes it starts share, so tokens and keys work in all of them. */
export function sharedSecrets(): { JWT_SECRET: string; KEY_ENCRYPTION_KEY: string } {
  return { JWT_SECRET: randomBytes(48).toString('base64url'), KEY_ENCRYPTION_KEY: randomBytes(32).toString('hex') };
}

export { freePort };

/** What a test's API process runs with unless told otherwise: quiet, no demo data, no pages. */
export const TEST_API_DEFAULTS = { LOG_LEVEL: 'warn', SEED_DEMO: 'false', WEB_ROOT: '/nonexistent' };

/**
 * The real API as a process of its own, on a free port, for tests about what happens to the
 * process itself: its database connections cut, a SIGKILL.
 */
export class ApiProcess extends ApiInstance {
  /** Starts the API with `env` (DATABASE_URL, secrets…) on a free port and waits until it is ready. */
  static async start(env: Record<string, string>, timeoutMs = 30_000): Promise<ApiProcess> {
    return ApiInstance.launch({ port: await freePort(), env: { ...TEST_API_DEFAULTS, ...env }, timeoutMs });
  }
}
