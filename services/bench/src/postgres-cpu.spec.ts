import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import pg from 'pg';
import { loadConfig } from './config.js';
import { postgresProcessesCpu } from './cpu-time.js';
import { postgresActivity, splitPostgresCpu } from './postgres-cpu.js';

describe('PostgreSQL’s CPU by whose work it was', () => {
  it('splits by pg_stat_activity: the named application’s backends, other clients’, and the server’s own processes', () => {
    const before = new Map([['10', 100], ['11', 50], ['12', 0], ['13', 500]]);
    const after = new Map([['10', 400], ['11', 80], ['12', 20], ['13', 510], ['14', 30], ['1', 5]]);
    const activity = new Map([
      ['10', { backendType: 'client backend', applicationName: 'kl_bench_x' }],
      ['14', { backendType: 'client backend', applicationName: 'kl_bench_x' }],
      ['11', { backendType: 'client backend', applicationName: 'psql' }],
      ['12', { backendType: 'walwriter', applicationName: '' }],
      ['13', { backendType: 'autovacuum worker', applicationName: '' }],
    ]);
    // 14 began inside the window: counted whole. 1 is not in pg_stat_activity (the postmaster): the server's.
    assert.deepEqual(splitPostgresCpu(before, after, activity, 'kl_bench_x'), { ownBackendsMs: 300 + 30, otherClientsMs: 30, serverMs: 20 + 10 + 5 });
  });

  it('counts a backend of the named application to the run, and another client’s apart', async (t) => {
    if (postgresProcessesCpu().size === 0) return t.diagnostic('no PostgreSQL process on this machine (or no /proc): the benchmarks leave its CPU out');
    const config = loadConfig();
    const named = (name: string) => {
      const url = new URL(config.databaseUrl);
      url.searchParams.set('application_name', name);
      return url.toString();
    };
    const own = new pg.Client({ connectionString: named('kl_bench_cpu_spec') });
    const observer = new pg.Pool({ connectionString: named('kl_bench_cpu_spec_observer'), max: 1 });
    await own.connect();
    try {
      const before = postgresProcessesCpu();
      await own.query('SELECT sum(sqrt(g)) FROM generate_series(1, 5000000) AS g');
      const postgres = splitPostgresCpu(before, postgresProcessesCpu(), await postgresActivity(observer), 'kl_bench_cpu_spec');
      assert.ok(postgres.ownBackendsMs >= 100, `the run's backend: ${postgres.ownBackendsMs} ms for five million square roots`);
      assert.ok(postgres.ownBackendsMs > postgres.serverMs, `the server's own processes did less: ${postgres.serverMs} ms`);
    } finally {
      await own.end();
      await observer.end();
    }
  });
});
