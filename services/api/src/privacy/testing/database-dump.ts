import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { EventStore } from '@keyledger/event-store';
import type { TestApp } from '../../testing/start-test-app.js';

const run = promisify(execFile);

/**
 * Everything the test app's database holds, as text: on the server, `pg_dump` of the app's schema
 * (the log, the read models, the outboxes, every table); on PGlite (PostgreSQL 17, which the
 * machine's pg_dump 15 will not dump), every row of every table of its schema as PostgreSQL
 * prints it. Both are logical dumps: live rows, what a backup taken now would hold.
 */
export async function dumpDatabase(api: TestApp): Promise<string> {
  if (api.databaseUrl) {
    const url = new URL(api.databaseUrl);
    const schema = /search_path=(\S+)/.exec(url.searchParams.get('options') ?? '')?.[1];
    if (!schema) throw new Error(`No schema in ${api.databaseUrl}`);
    url.searchParams.delete('options');
    const { stdout } = await run('pg_dump', ['--dbname', url.toString(), '--schema', schema, '--no-owner'], { maxBuffer: 512 * 1024 * 1024 });
    return stdout;
  }
  const pool = api.app.get(EventStore).pool;
  const tables = await pool.query<{ name: string }>(`SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`);
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await pool.query<{ row: string }>(`SELECT t::text AS row FROM ${name} t`);
    parts.push(`-- ${name}`, ...rows.rows.map((r) => r.row));
  }
  return parts.join('\n');
}
