import { spawn, type ChildProcess } from 'node:child_process';

export interface ManagedProcessOptions {
  /** Pass its output through to this process's own (an operator's terminal) instead of keeping it. */
  inheritOutput?: boolean;
}

/**
 * A program run as a child process that is watched and stopped as one unit: the cluster's API
 * processes and balancer, and tests about a process itself (a SIGKILL, a restart). Keeps the tail
 * of what it writes, for failure messages.
 */
export class ManagedProcess {
  /** Everything it wrote to stdout and stderr (its log lines, and a crash's stack), the last 500 kB at least. */
  output = '';
  private readonly child: ChildProcess;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  protected constructor(command: string, args: readonly string[], env: Record<string, string>, options: ManagedProcessOptions = {}) {
    this.child = spawn(command, [...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: options.inheritOutput ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.output += chunk.toString();
      if (this.output.length > 1_000_000) this.output = this.output.slice(-500_000);
    };
    this.child.stdout?.on('data', keep);
    this.child.stderr?.on('data', keep);
    this.exited = new Promise((resolve) => {
      this.child.once('exit', (code, signal) => resolve({ code, signal }));
      // A program that cannot be started (not installed) ends too, with its reason kept.
      this.child.once('error', (error) => {
        this.output += `\n${error.message}\n`;
        if (this.child.pid === undefined) resolve({ code: null, signal: null });
      });
    });
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null && this.child.pid !== undefined;
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

/** A Node script of the project as a managed process (run with this Node). */
export class NodeProcess extends ManagedProcess {
  protected constructor(args: readonly string[], env: Record<string, string>, options: ManagedProcessOptions = {}) {
    super(process.execPath, args, env, options);
  }
}
