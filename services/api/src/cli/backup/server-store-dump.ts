import pg from 'pg';
import { BackupRefusal } from './backup-refusal.js';
import { postgresClientTool } from './postgres-client-tools.js';
import { runTool } from './run-tool.js';
import { serverMajorVersion } from './server-version.js';
import { toolConnection } from './tool-connection.js';

export interface ServerDump {
  schema: string;
  pgDump: string;
}

/**
 * The store on a PostgreSQL server as a pg_dump archive (custom format, for pg_restore): the
 * schema that holds its log, and the extensions its indexes use (pg_trgm), which a dump of one
 * schema leaves out otherwise. pg_dump reads one snapshot, so the store keeps serving meanwhile
 * and the copy is as of one moment. Written to `file` (the caller renames it into place).
 */
export async function dumpServerStore(databaseUrl: string, file: string): Promise<ServerDump> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let schema: string;
  let extensions: string[];
  let serverMajor: number;
  try {
    const log = await client.query<{ schema: string | null }>(
      "SELECT n.nspname AS schema FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.oid = to_regclass('events')",
    );
    const found = log.rows[0]?.schema;
    if (!found) throw new BackupRefusal('DATABASE_URL holds no KeyLedger store (no events table on its search_path): nothing to back up');
    schema = found;
    extensions = (await client.query<{ extname: string }>("SELECT extname FROM pg_extension WHERE extname <> 'plpgsql' ORDER BY extname")).rows.map((row) => row.extname);
    serverMajor = await serverMajorVersion(client);
  } finally {
    await client.end();
  }
  const pgDump = await postgresClientTool('pg_dump', serverMajor);
  const { dbname, env } = toolConnection(databaseUrl);
  await runTool(
    pgDump.path,
    ['--format=custom', `--file=${file}`, `--schema=${exactName(schema)}`, ...extensions.map((name) => `--extension=${exactName(name)}`), '--no-password', `--dbname=${dbname}`],
    env,
  );
  return { schema, pgDump: `pg_dump ${pgDump.major}` };
}

/** A name as a pg_dump pattern that matches it alone (double quotes: case kept, wildcards literal). */
function exactName(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
