import type pg from 'pg';
import { currentRequestContext } from '../common/request-context/request-context.js';

export interface CountedStatements {
  /** The statements sent while serving a request, since `watch` began (their first line each). */
  readonly statements: readonly string[];
  /** How many of them were named (prepared once per connection, then only bound and run). */
  readonly prepared: number;
  stop(): void;
}

/**
 * Counts the statements a running app sends through its pool (pool.query, which the readers use)
 * while serving a request (in its request context; the projections and followers sharing the pool
 * are not counted), by wrapping the real pool's own method: nothing is answered differently.
 */
export function watchStatements(pool: pg.Pool): CountedStatements {
  const original = pool.query;
  const statements: string[] = [];
  let prepared = 0;
  pool.query = function countedQuery(this: pg.Pool, ...args: unknown[]) {
    if (currentRequestContext()) {
      const first = args[0] as string | { name?: string; text: string };
      const text = typeof first === 'string' ? first : first.text;
      statements.push(text.trim().split('\n')[0]!);
      if (typeof first === 'object' && first.name) prepared += 1;
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pool.query;
  return {
    statements,
    get prepared() {
      return prepared;
    },
    stop: () => {
      pool.query = original;
    },
  };
}
