/**
 * `npm run backup -- <file>`: a copy of the store's database that `npm run restore` brings back.
 * DATABASE_URL: pg_dump of the store's schema (the store keeps serving). Else the embedded
 * database under DATA_DIR: PGlite's copy of its files (the store must be stopped).
 */
import { randomUUID } from 'node:crypto';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { BackupCommandLine } from './backup/backup-command-line.js';
import { backUpEmbeddedStore } from './backup/embedded-store-backup.js';
import { dumpServerStore } from './backup/server-store-dump.js';

const USAGE = `Usage: npm run backup -- <file>

Copies the store's database into <file> (which must not exist yet), for npm run restore:
- with DATABASE_URL (a PostgreSQL server): pg_dump's custom-format archive of the schema that
  holds the store, with the extensions it uses. The newest pg_dump on the machine runs (PATH,
  /usr/lib/postgresql/N/bin), at least the server's version. The store keeps serving: the copy
  is one consistent snapshot. pg_restore reads the file too.
- else the embedded database under DATA_DIR (default ./.data): PGlite's copy of its data
  directory, a .tar.gz. Stop the store first (it holds the database open); the command refuses
  while it runs.
Not in the backup, on purpose: the erasure ledger (ERASURE_LEDGER, default
DATA_DIR/erasure-ledger.jsonl), which the restore re-applies so that erasures made after this
backup stay made, and the secrets (KEY_ENCRYPTION_KEY, JWT_SECRET, or their files in DATA_DIR),
without which the restored game keys cannot be read. Keep both apart from the backups.
Exit codes: 0 done, 2 bad usage or refused (the file exists, a running store), 3 failed.`;

const commandLine = new BackupCommandLine('backup', USAGE);

async function main(): Promise<number> {
  const file = commandLine.file();
  if (typeof file === 'number') return file;
  if (await stat(file).then(() => true, () => false)) return commandLine.usage(`${file} exists already: name a new file`);

  // Written under a name of its own, then renamed: a backup that failed halfway never has the file's name.
  const partial = `${file}.${randomUUID()}.partial`;
  try {
    const databaseUrl = process.env.DATABASE_URL;
    if (databaseUrl) {
      process.stderr.write('Backing up the store at DATABASE_URL with pg_dump\n');
      const dump = await dumpServerStore(databaseUrl, partial);
      await rename(partial, file);
      process.stdout.write(`Backed up schema "${dump.schema}" with ${dump.pgDump} (custom format) to ${file} (${size((await stat(file)).size)})\n`);
    } else {
      const dataDir = path.resolve(process.env.DATA_DIR || './.data');
      process.stderr.write(`Backing up the embedded database in ${dataDir}\n`);
      await backUpEmbeddedStore(dataDir, partial);
      await rename(partial, file);
      process.stdout.write(`Backed up the embedded database of ${dataDir} to ${file} (${size((await stat(file)).size)})\n`);
    }
    return 0;
  } catch (error) {
    await rm(partial, { force: true });
    return commandLine.failed(error);
  }
}

const size = (bytes: number) => (bytes < 1_048_576 ? `${(bytes / 1024).toFixed(0)} KiB` : `${(bytes / 1_048_576).toFixed(1)} MiB`);

process.exitCode = await main();
