import { fork, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';

/**
 * The load generators' own Node flags, whatever the bench process runs with: a comparison of the
 * API's flags (the bench process hosts the API) then changes the API alone. 64 MB of young
 * generation, as the generators had when they were worker threads of the bench process.
 */
export const LOAD_GENERATOR_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=64'];

/** How much of a child's standard error is kept for the error that reports its end. */
const KEPT_STDERR_CHARS = 2_000;
/** How long close() waits for a child to leave by itself before killing it. */
const CLOSE_GRACE_MS = 2_000;

/** Every child still running, killed when this process exits, however it exits (its children leave by themselves when the IPC channel closes). */
const running = new Set<ChildProcess>();
let exitHookInstalled = false;
function killChildrenOnExit(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const child of running) child.kill('SIGKILL');
  });
}

/**
 * A load generator in a child process of its own (`module`: its compiled body, which calls
 * serveParent from load-generator-child.ts): the bench process keeps the API and a thin
 * orchestration, the generator's V8 heap and threads are its own. Requests go one at a time, each
 * answered by one message; IPC uses the structured clone ('advanced'), so typed arrays arrive as such.
 * While no request is pending, the child does not keep this process alive.
 */
export class LoadGeneratorProcess<Request, Answer> {
  private readonly child: ChildProcess;
  private readonly exited: Promise<void>;
  private pending: { resolve(answer: Answer): void; reject(error: unknown): void } | null = null;
  private stopped: Error | null = null;
  private stderrTail = '';

  constructor(module: URL) {
    killChildrenOnExit();
    this.child = fork(module, [], { execArgv: [...LOAD_GENERATOR_NODE_FLAGS], serialization: 'advanced', stdio: ['ignore', 'inherit', 'pipe', 'ipc'] });
    running.add(this.child);
    // Passed on as it comes; the tail says why the child ended.
    this.child.stderr!.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      this.stderrTail = (this.stderrTail + chunk.toString('utf8')).slice(-KEPT_STDERR_CHARS);
    });
    this.child.on('message', (answer: Answer) => {
      const pending = this.pending;
      this.pending = null;
      this.keepAlive(false);
      pending?.resolve(answer);
    });
    this.child.on('error', (error) => this.fail(error));
    // Ended when it has exited and its standard error is read to the end (not 'close', which
    // does not come when the parent closed the IPC channel).
    const stderrRead = new Promise((resolve) => this.child.stderr!.once('close', resolve));
    const exit = new Promise<[number | null, NodeJS.Signals | null]>((resolve) => this.child.once('exit', (code, signal) => resolve([code, signal])));
    this.exited = Promise.all([exit, stderrRead]).then(([[code, signal]]) => {
      running.delete(this.child);
      const tail = this.stderrTail.trim();
      this.fail(new Error(`The load generator stopped (${signal ? `signal ${signal}` : `exit code ${code}`})${tail ? `: ${tail}` : ''}`));
    });
    this.keepAlive(false);
  }

  /** The child's process id. */
  get pid(): number | undefined {
    return this.child.pid;
  }

  /** One request and its answer; requests go one at a time. */
  request(request: Request): Promise<Answer> {
    if (this.stopped) return Promise.reject(this.stopped);
    if (this.pending) return Promise.reject(new Error('A load run is already in progress'));
    return new Promise<Answer>((resolve, reject) => {
      this.pending = { resolve, reject };
      this.keepAlive(true);
      this.child.send(request as object, (error) => {
        if (error) this.fail(error);
      });
    });
  }

  /** Ends the child (it leaves when the channel closes; killed if it has not after a grace period). */
  async close(): Promise<void> {
    this.stopped ??= new Error('The load generator was closed');
    // Held until the child has gone, or this process might end first, with the caller's await unfinished.
    this.keepAlive(true);
    if (this.child.connected) this.child.disconnect();
    const grace = setTimeout(() => this.child.kill('SIGKILL'), CLOSE_GRACE_MS).unref();
    await this.exited;
    clearTimeout(grace);
  }

  /** Whether the child (its process, IPC channel and standard error) keeps this process's event loop alive: while a request or close() waits. */
  private keepAlive(hold: boolean): void {
    const stderr = this.child.stderr as Socket;
    if (hold) {
      this.child.ref();
      this.child.channel?.ref();
      stderr.ref();
    } else {
      this.child.unref();
      this.child.channel?.unref();
      stderr.unref();
    }
  }

  private fail(error: Error): void {
    this.stopped ??= error;
    const pending = this.pending;
    this.pending = null;
    pending?.reject(error);
  }
}
