import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { freePort } from '../common/free-port.js';
import { NodeProcess } from './node-process.js';

/** The API's entry point, built (services/api/dist/main.js). */
const MAIN = fileURLToPath(new URL('../main.js', import.meta.url));

/** Secrets both a test's own app and the API processes it starts share, so tokens and keys work in all of them. */
export function sharedSecrets(): { JWT_SECRET: string; KEY_ENCRYPTION_KEY: string } {
  return { JWT_SECRET: randomBytes(48).toString('base64url'), KEY_ENCRYPTION_KEY: randomBytes(32).toString('hex') };
}

export { freePort };

/**
 * The real API as a process of its own (`node dist/main.js`, as `make dev` runs it), for tests
 * about what happens to the process itself: its database connections cut, a SIGKILL.
 */
export class ApiProcess extends NodeProcess {
  private constructor(
    readonly baseUrl: string,
    env: Record<string, string>,
  ) {
    super(['--max-semi-space-size=64', MAIN], { LOG_LEVEL: 'warn', SEED_DEMO: 'false', WEB_ROOT: '/nonexistent', ...env });
  }

  /** Starts the API with `env` (DATABASE_URL, secrets…) on a free port and waits until /health answers. */
  static async start(env: Record<string, string>, timeoutMs = 30_000): Promise<ApiProcess> {
    const port = await freePort();
    const api = new ApiProcess(`http://127.0.0.1:${port}`, { ...env, PORT: String(port), HOST: '127.0.0.1' });
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (!api.alive) throw new Error(`The API process ended while starting:\n${api.output}`);
      const status = await fetch(`${api.baseUrl}/api/v1/health`).then(
        (res) => res.status,
        () => 0,
      );
      if (status === 200) return api;
      if (Date.now() > deadline) {
        api.kill('SIGKILL');
        throw new Error(`The API process did not answer /health within ${timeoutMs} ms:\n${api.output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
