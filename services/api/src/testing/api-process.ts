import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The API's entry point, built (services/api/dist/main.js). */
const MAIN = fileURLToPath(new URL('../main.js', import.meta.url));

/** Secrets both a test's own app and the API processes it starts share, so tokens and keys work in all of them. */
export function sharedSecrets(): { JWT_SECRET: string; KEY_ENCRYPTION_KEY: string } {
  return { JWT_SECRET: randomBytes(48).toString('base64url'), KEY_ENCRYPTION_KEY: randomBytes(32).toString('hex') };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The real API as a process of its own (`node dist/main.js`, as `make dev` runs it), for tests
 * about what happens to the process itself: its database connections cut, a SIGKILL.
 */
export class ApiProcess {
  /** Everything it wrote to stdout and stderr (its log lines, and a crash's stack). */
  output = '';
  private readonly child: ChildProcess;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  private constructor(
    readonly baseUrl: string,
    env: Record<string, string>,
  ) {
    this.child = spawn(process.execPath, ['--max-semi-space-size=64', MAIN], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', SEED_DEMO: 'false', WEB_ROOT: '/nonexistent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.output += chunk.toString();
      if (this.output.length > 1_000_000) this.output = this.output.slice(-500_000);
    };
    this.child.stdout!.on('data', keep);
    this.child.stderr!.on('data', keep);
    this.exited = new Promise((resolve) => this.child.once('exit', (code, signal) => resolve({ code, signal })));
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

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  get pid(): number {
    return this.child.pid!;
  }

  kill(signal: NodeJS.Signals): void {
    if (this.alive) this.child.kill(signal);
  }

  /** Stops it as an operator would (SIGTERM: graceful shutdown), SIGKILL if it hangs. */
  async stop(timeoutMs = 15_000): Promise<void> {
    if (!this.alive) return;
    this.kill('SIGTERM');
    const timer = setTimeout(() => this.kill('SIGKILL'), timeoutMs);
    await this.exited;
    clearTimeout(timer);
  }
}
