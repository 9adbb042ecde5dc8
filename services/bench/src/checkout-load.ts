import type { CheckoutLoadRequest, CheckoutRun } from './checkout-load-worker.js';
import { LoadGeneratorProcess } from './load-generator-process.js';

export type { CheckoutLoadRequest, CheckoutRun, CheckoutShopper } from './checkout-load-worker.js';

/** What the child answers for each run request. */
type RunAnswer = { run: CheckoutRun; error?: undefined } | { error: string; run?: undefined };

/**
 * Wallet checkouts from ONE child process (keep-alive-load.ts, one shopper per connection), kept for
 * all the runs of a scenario: the API under test keeps the bench process to itself, and the load
 * generator gets its own (load-generator-process.ts). The process is started once and warmed by the
 * probe and warm-up runs, so a measured run does not pay for starting it, loading the client and
 * compiling it again (work that otherwise lands on the same cores as the API while it is measured).
 */
export class CheckoutLoadGenerator {
  private readonly process = new LoadGeneratorProcess<CheckoutLoadRequest, RunAnswer>(new URL('./checkout-load-worker.js', import.meta.url));

  /** One run; runs go one at a time. */
  async run(request: CheckoutLoadRequest): Promise<CheckoutRun> {
    const answer = await this.process.request(request);
    if (answer.error !== undefined) throw new Error(`The load generator failed: ${answer.error}`);
    return answer.run;
  }

  close(): Promise<void> {
    return this.process.close();
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
