import { spawn, type ChildProcess } from 'node:child_process';

/**
 * A Node script of the project run as a process of its own, for tests about the process itself
 * (a SIGKILL, a restart). Keeps the tail of what it writes, for failure messages.
 */
export class NodeProcess {
  /** Everything it wrote to stdout and stderr (its log lines, and a crash's stack), the last 500 kB at least. */
  output = '';
  private readonly child: ChildProcess;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  protected constructor(args: readonly string[], env: Record<string, string>) {
    this.child = spawn(process.execPath, [...args], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => {
      this.output += chunk.toString();
      if (this.output.length > 1_000_000) this.output = this.output.slice(-500_000);
    };
    this.child.stdout!.on('data', keep);
    this.child.stderr!.on('data', keep);
    this.exited = new Promise((resolve) => this.child.once('exit', (code, signal) => resolve({ code, signal })));
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
