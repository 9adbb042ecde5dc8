import type pg from 'pg';
import type { LoadRun } from './http-load.js';
import { now } from './timing.js';

/**
 * Waits until every read model of the API (its /health) has applied the whole log: no event left
 * after its checkpoint (its position may stay below the highest one, read earlier in log order).
 */
export async function readModelsCaughtUp(baseUrl: string, pool: pg.Pool): Promise<void> {
  const head = Number((await pool.query<{ p: string }>('SELECT max(global_position) AS p FROM events')).rows[0]!.p);
  const deadline = now() + 600_000;
  for (;;) {
    const health = (await (await fetch(`${baseUrl}/api/v1/health`)).json()) as { projections: Array<{ lag: number }> };
    if (health.projections.every((p) => p.lag === 0)) return;
    if (now() > deadline) throw new Error(`Read models still behind the log head ${head} after 10 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The run, if every request was answered 2xx; else what went wrong, as an error. */
export function allAnswered(run: LoadRun, what: string): LoadRun {
  if (run.non2xx > 0 || run.errors > 0 || run.ok === 0) throw new Error(`${what}: ${run.ok} ok, ${run.non2xx} non-2xx, ${run.errors} errors`);
  return run;
}
