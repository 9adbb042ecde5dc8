import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BackupRefusal } from './backup-refusal.js';
import { postgresClientTool, type PostgresClientTool } from './postgres-client-tools.js';
import { runTool } from './run-tool.js';
import { searchPathSchema } from './search-path-schema.js';
import { serverMajorVersion } from './server-version.js';
import { toolConnection } from './tool-connection.js';

/**
 * Restores a dumpServerStore archive with pg_restore into the database DATABASE_URL names, which
 * must hold no store yet: its schema (the first on its search_path, as the store will use it) must
 * be the archive's and have no table. One transaction: a failure leaves the database as it was.
 * Owners and grants are not restored (the restoring role owns everything, as the store's role did).
 */
export async function restoreServerStore(databaseUrl: string, file: string): Promise<{ schema: string; pgRestore: string }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let listing: string;
  let schemaExists: boolean;
  let schema: string;
  let pgRestore: PostgresClientTool;
  try {
    pgRestore = await postgresClientTool('pg_restore', await serverMajorVersion(client));
    listing = await runTool(pgRestore.path, ['--list', file], process.env);
    const archived = /^\d+; \d+ \d+ TABLE (\S+) events \S*$/m.exec(listing)?.[1];
    if (!archived) throw new BackupRefusal(`${file} holds no KeyLedger store (no events table in its list of contents)`);
    schema = archived;
    const target = await searchPathSchema(client);
    if (target !== schema) {
      throw new BackupRefusal(
        `The backup holds the store of schema "${schema}", and DATABASE_URL puts ${target ? `"${target}"` : 'no schema'} first on its search_path: ` +
          `restore with a DATABASE_URL whose options set search_path=${schema} (the restored store is then reached with it)`,
      );
    }
    const tables = await client.query<{ relname: string; total: number }>(
      `SELECT c.relname, (count(*) OVER ())::int AS total FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = $1 AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f') ORDER BY c.relname = 'events' DESC, c.relname LIMIT 3`,
      [schema],
    );
    if (tables.rows.length > 0) {
      const named = tables.rows.map((row) => row.relname).join(', ');
      const total = tables.rows[0]!.total;
      throw new BackupRefusal(
        `The database is not empty: schema "${schema}" holds ${total} tables and sequences (${named}${total > 3 ? ', …' : ''}). Restore into an empty database (or schema); nothing was changed`,
      );
    }
    schemaExists = (await client.query('SELECT FROM pg_namespace WHERE nspname = $1', [schema])).rowCount === 1;
  } finally {
    await client.end();
  }

  const listFile = path.join(tmpdir(), `keyledger-restore-${randomUUID()}.list`);
  await writeFile(listFile, restorableEntries(listing, schema, schemaExists), { mode: 0o600 });
  try {
    const { dbname, env } = toolConnection(databaseUrl);
    await runTool(pgRestore.path, ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', '--no-password', `--use-list=${listFile}`, `--dbname=${dbname}`, file], env);
  } finally {
    await rm(listFile, { force: true });
  }
  return { schema, pgRestore: `pg_restore ${pgRestore.major}` };
}

/**
 * The archive's list of contents less what an empty target has already or may not change: the
 * schema itself when it exists (public always does), and comments on extensions (only their
 * owner may set them, and the extension may be another role's in a shared database).
 */
function restorableEntries(listing: string, schema: string, schemaExists: boolean): string {
  return listing
    .split('\n')
    .filter((line) => !/^\d+; \d+ \d+ COMMENT - EXTENSION /.test(line))
    .filter((line) => !(schemaExists && new RegExp(`^\\d+; \\d+ \\d+ (SCHEMA - |COMMENT - SCHEMA )${escape(schema)} `).test(line)))
    .join('\n');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
