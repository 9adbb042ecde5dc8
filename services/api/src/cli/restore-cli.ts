/**
 * `npm run restore -- <file>`: a `npm run backup` file back into an empty database, then the
 * erasures made since re-applied from the erasure ledger and the read models verified.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '@keyledger/event-store';
import { allProjections } from '../projections/all-projections.js';
import { BackupCommandLine } from './backup/backup-command-line.js';
import { BackupRefusal } from './backup/backup-refusal.js';
import { backupFileKind } from './backup/backup-file-kind.js';
import { restoreEmbeddedStore } from './backup/embedded-store-backup.js';
import { reapplyErasures } from './backup/erasure-reapplication.js';
import { withRestoredStoreStarted } from './backup/restored-store-startup.js';
import { restoreServerStore } from './backup/server-store-restore.js';
import { fitTransactionIdsToCluster } from './backup/transaction-id-renumbering.js';
import { openCliDatabase } from './cli-database.js';
import { figure, verifyProjections } from './projections-verification.js';

const USAGE = `Usage: npm run restore -- <file>

Brings a npm run backup file back into an EMPTY database, then makes it a store again:
1. loads it: with DATABASE_URL, pg_restore into the database and schema it names (the first
   on its search_path must be the backup's schema, and hold no table), in one transaction;
   without, PGlite's copy into DATA_DIR (default ./.data), which must hold no database yet
   (its secrets and erasure ledger may be there; stop any store running on it).
   On a server, transaction ids from a cluster ahead of this one are renumbered in order.
2. starts the store's application once, without HTTP and without demo data: migrations a newer
   version adds run, and every erasure in the erasure ledger (ERASURE_LEDGER, default
   DATA_DIR/erasure-ledger.jsonl) is made again, so a customer erased after the backup was taken
   stays erased. The read models catch up, then it stops.
3. verifies every read model against a replay of the log (as npm run projections -- verify).
Then start the store as usual, with the same KEY_ENCRYPTION_KEY (and JWT_SECRET) as before.
Exit codes: 0 restored, no difference; 1 restored, verify found a difference; 2 bad usage or
refused (a database not empty, a backup of the other kind, a running store); 3 failed.`;

const commandLine = new BackupCommandLine('restore', USAGE);

async function main(): Promise<number> {
  const file = commandLine.file();
  if (typeof file === 'number') return file;
  if (!(await stat(file).then((s) => s.isFile(), () => false))) return commandLine.usage(`${file} is not a file`);

  try {
    await load(file);
    const { result: erasures, behind } = await withRestoredStoreStarted(process.env, reapplyErasures);
    process.stdout.write(`${erasures.summary}\n`);
    if (behind.length > 0) process.stdout.write(`Read models still catching up when the start-up ended (they go on when the store starts): ${behind.join(', ')}\n`);

    const { db, store, describe } = await openCliDatabase();
    try {
      const differing = await verifyProjections(store, describe, allProjections, 100);
      process.stdout.write(differing > 0 ? `Restored, but ${differing} read model(s) differ from the log: see above, and npm run projections -- rebuild <name>\n` : 'Restored: every read model equals a replay of the log; the store can start\n');
      return differing > 0 ? 1 : 0;
    } finally {
      await db.close();
    }
  } catch (error) {
    return commandLine.failed(error);
  }
}

/** Step 1: the backup into the empty database of its kind. */
async function load(file: string): Promise<void> {
  const kind = await backupFileKind(file);
  const databaseUrl = process.env.DATABASE_URL;
  if (kind === null) throw new BackupRefusal(`${file} is not a npm run backup file (neither a pg_dump archive nor an embedded database's copy)`);
  if (kind === 'postgres') {
    if (!databaseUrl) throw new BackupRefusal(`${file} is a PostgreSQL server's backup: set DATABASE_URL to the empty database to restore it into`);
    process.stderr.write('Restoring into the database at DATABASE_URL with pg_restore\n');
    const { schema, pgRestore } = await restoreServerStore(databaseUrl, file);
    process.stdout.write(`Restored schema "${schema}" with ${pgRestore} from ${file}\n`);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      reportRenumbered(await fitTransactionIdsToCluster(client));
    } finally {
      await client.end();
    }
    return;
  }
  if (databaseUrl) throw new BackupRefusal(`${file} is an embedded database's backup: unset DATABASE_URL and set DATA_DIR to the directory to restore it into`);
  const dataDir = path.resolve(process.env.DATA_DIR || './.data');
  process.stderr.write(`Restoring the embedded database into ${dataDir}\n`);
  await restoreEmbeddedStore(dataDir, file);
  process.stdout.write(`Restored the embedded database into ${dataDir} from ${file}\n`);
  // A dump loaded into a new cluster: its transaction ids are the old cluster's, ahead of this one's.
  const db = await openDatabase({ dataDir });
  try {
    const client = await db.pool.connect();
    try {
      reportRenumbered(await fitTransactionIdsToCluster(client));
    } finally {
      client.release();
    }
  } finally {
    await db.close();
  }
}

function reportRenumbered(renumbered: number): void {
  if (renumbered > 0) process.stdout.write(`Transaction ids: the backup's were ahead of this cluster's; ${figure(renumbered)} renumbered in their order\n`);
}

process.exitCode = await main();
