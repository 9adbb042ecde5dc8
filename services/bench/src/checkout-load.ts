import { Worker } from 'node:worker_threads';
import type { CheckoutLoadRequest, CheckoutRun } from './checkout-load-worker.js';

export type { CheckoutLoadRequest, CheckoutRun, CheckoutShopper } from './checkout-load-worker.js';

/**
 * One run of wallet checkouts from a worker thread (autocannon, one shopper per connection): the
 * API under test keeps this thread's event loop to itself, and the load generator gets its own.
 */
export function runCheckoutLoad(request: CheckoutLoadRequest): Promise<CheckoutRun> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./checkout-load-worker.js', import.meta.url), { workerData: request });
    let answered = false;
    worker.once('message', (run: CheckoutRun) => {
      answered = true;
      resolve(run);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`The load generator stopped (exit code ${code}) before answering`));
    });
  });
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
