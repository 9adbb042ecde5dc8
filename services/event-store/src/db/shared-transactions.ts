import type pg from 'pg';
import { withTransaction } from './with-transaction.js';

/** Runs a unit of work in a transaction (EventStore.transaction, or SharedTransactions.run). */
export type TransactionRunner = <T>(work: (tx: pg.PoolClient) => Promise<T>) => Promise<T>;

interface Queued {
  work: (tx: pg.PoolClient) => Promise<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * Independent units of work given in the same turn of the event loop commit in ONE transaction:
 * one BEGIN, their statements issued together (the store's clients pipeline them into one round
 * trip), one COMMIT. Projection runners woken by the same append apply their batches this way,
 * so five read models cost one transaction and two socket writes instead of five and ten.
 *
 * The units must not depend on each other (each is a whole read-model batch with its own
 * checkpoint). If the shared transaction fails, nothing of it was written and every unit is run
 * again in a transaction of its own: a unit's failure is reported to that unit alone and never
 * holds the others back.
 */
export class SharedTransactions {
  private queue: Queued[] = [];
  private scheduled = false;
  private transactions = 0;
  private units = 0;

  constructor(private readonly pool: pg.Pool) {}

  /** Runs `work` in the next shared transaction; settles once that committed (or `work` failed). */
  run<T>(work: (tx: pg.PoolClient) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (this.scheduled) return;
      this.scheduled = true;
      // After the turn's I/O callbacks: the runners that one log read released all ask by then.
      setImmediate(() => this.flush());
    });
  }

  /** Transactions committed and units of work they carried so far (tests and diagnostics). */
  stats(): { transactions: number; units: number } {
    return { transactions: this.transactions, units: this.units };
  }

  private flush(): void {
    this.scheduled = false;
    const queued = this.queue;
    this.queue = [];
    if (queued.length === 1) void this.alone(queued[0]!);
    else void this.together(queued);
  }

  private async alone(unit: Queued): Promise<void> {
    try {
      const value = await withTransaction(this.pool, unit.work);
      this.counted(1);
      unit.resolve(value);
    } catch (error) {
      unit.reject(error);
    }
  }

  private async together(units: Queued[]): Promise<void> {
    let values: unknown[];
    try {
      values = await withTransaction(this.pool, async (tx) => {
        const settled = await Promise.allSettled(units.map((unit) => unit.work(tx)));
        const failed = settled.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
        if (failed) throw failed.reason; // roll back all of it; each unit is tried again alone
        return settled.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value);
      });
    } catch {
      await Promise.all(units.map((unit) => this.alone(unit)));
      return;
    }
    this.counted(units.length);
    units.forEach((unit, i) => unit.resolve(values[i]));
  }

  private counted(units: number): void {
    this.transactions += 1;
    this.units += units;
  }
}
