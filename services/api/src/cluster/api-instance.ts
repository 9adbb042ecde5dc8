import { fileURLToPath } from 'node:url';
import { READINESS_PATH } from './haproxy-config.js';
import { NodeProcess, type ManagedProcessOptions } from './managed-process.js';

/** The API's entry point, built (services/api/dist/main.js). */
const MAIN = fileURLToPath(new URL('../main.js', import.meta.url));
/** As the Makefile's API_NODE_FLAGS (a request's objects outlive the default young generation under load). */
const NODE_FLAGS = ['--max-semi-space-size=64'];

/**
 * One API process (`node dist/main.js`, as `make dev` runs it) on a port of its own: a member of
 * the cluster behind the balancer, or a test's process.
 */
export class ApiInstance extends NodeProcess {
  protected constructor(
    readonly baseUrl: string,
    readonly port: number,
    env: Record<string, string>,
    options: ManagedProcessOptions,
  ) {
    super([...NODE_FLAGS, MAIN], env, options);
  }

  /** Starts it on `port` with `env` and waits until it is ready for work (its readiness endpoint answers 200). */
  static async launch(options: { port: number; env: Record<string, string>; timeoutMs?: number } & ManagedProcessOptions): Promise<ApiInstance> {
    const env = { ...options.env, PORT: String(options.port), HOST: '127.0.0.1' };
    const api = new ApiInstance(`http://127.0.0.1:${options.port}`, options.port, env, { inheritOutput: options.inheritOutput });
    await api.waitUntilReady(options.timeoutMs ?? 60_000);
    return api;
  }

  protected async waitUntilReady(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (!this.alive) throw new Error(`The API process on port ${this.port} ended while starting:\n${this.output}`);
      const status = await fetch(`${this.baseUrl}${READINESS_PATH}`).then(
        (res) => res.status,
        () => 0,
      );
      if (status === 200) return;
      if (Date.now() > deadline) {
        this.kill('SIGKILL');
        throw new Error(`The API process on port ${this.port} was not ready within ${timeoutMs} ms:\n${this.output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
