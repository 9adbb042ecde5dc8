import { Worker } from 'node:worker_threads';
import type { CheckoutLoadRequest, CheckoutRun } from './checkout-load-worker.js';

export type { CheckoutLoadRequest, CheckoutRun, CheckoutShopper } from './checkout-load-worker.js';

/** What the worker posts back for each run request. */
type RunAnswer = { run: CheckoutRun; error?: undefined } | { error: string; run?: undefined };

/**
 * Wallet checkouts from ONE worker thread (keep-alive-load.ts, one shopper per connection), kept for all
 * the runs of a scenario: the API under test keeps its event loop to itself, and the load
 * generator gets its own. The thread is started once and warmed by the probe and warm-up runs, so
 * a measured run does not pay for starting a thread, loading the client and compiling it again
 * (work that otherwise lands on the same cores as the API while it is measured).
 */
export class CheckoutLoadGenerator {
  private readonly worker: Worker;
  private pending: { resolve(run: CheckoutRun): void; reject(error: unknown): void } | null = null;
  private stopped: Error | null = null;

  constructor() {
    this.worker = new Worker(new URL('./checkout-load-worker.js', import.meta.url));
    this.worker.on('message', (answer: RunAnswer) => {
      const pending = this.pending;
      this.pending = null;
      if (!pending) return;
      if (answer.error !== undefined) pending.reject(new Error(`The load generator failed: ${answer.error}`));
      else pending.resolve(answer.run);
    });
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`The load generator stopped (exit code ${code})`)));
  }

  /** One run; runs go one at a time. */
  run(request: CheckoutLoadRequest): Promise<CheckoutRun> {
    if (this.stopped) return Promise.reject(this.stopped);
    if (this.pending) return Promise.reject(new Error('A load run is already in progress'));
    return new Promise<CheckoutRun>((resolve, reject) => {
      this.pending = { resolve, reject };
      this.worker.postMessage(request);
    });
  }

  async close(): Promise<void> {
    if (!this.stopped) this.stopped = new Error('The load generator was closed');
    await this.worker.terminate();
  }

  private fail(error: Error): void {
    this.stopped ??= error;
    const pending = this.pending;
    this.pending = null;
    pending?.reject(error);
  }
}

/** One run from a load generator of its own, closed afterwards (tests and one-off runs). */
export async function runCheckoutLoad(request: CheckoutLoadRequest): Promise<CheckoutRun> {
  const generator = new CheckoutLoadGenerator();
  try {
    return await generator.run(request);
  } finally {
    await generator.close();
  }
}

/** A run in which anything but 201 was answered, or a connection failed, measured nothing. */
export function checkoutFailure(run: CheckoutRun, what: string): string | null {
  if (run.non2xx === 0 && run.errors === 0 && run.timeouts === 0 && run.ok > 0) return null;
  const statuses = Object.entries(run.statuses)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
  return (
    `${what}: ${run.ok} answers 201 of ${run.built} requests (${statuses || 'no answers'}), ${run.errors} connection errors, ${run.timeouts} timeouts` +
    (run.failures.length ? `; first answers that were not 201: ${run.failures.join(' | ')}` : '')
  );
}
