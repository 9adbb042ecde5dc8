import { readFile, writeFile } from 'node:fs/promises';
import { dumpEmbeddedData, embeddedDataExists, loadEmbeddedData } from '@keyledger/event-store';
import { runningStoreAddress } from '../../database/running-store-address.js';
import { reachable } from '../cli-database.js';
import { BackupRefusal } from './backup-refusal.js';

/**
 * The embedded database (PGlite under DATA_DIR) to a file and back, as a logical dump (see
 * dumpEmbeddedData). PGlite is one process's: the store must be stopped, for the backup as for the restore.
 */
export async function backUpEmbeddedStore(dataDir: string, file: string): Promise<void> {
  await refuseWhileRunning(dataDir, 'back up');
  if (!(await embeddedDataExists(dataDir))) throw new BackupRefusal(`${dataDir} holds no embedded database: nothing to back up (set DATA_DIR, or DATABASE_URL for a PostgreSQL server)`);
  await writeFile(file, await dumpEmbeddedData(dataDir), { mode: 0o600 });
}

/** Loads a backUpEmbeddedStore file into DATA_DIR, which must hold no database yet (its secrets and erasure ledger may be there). */
export async function restoreEmbeddedStore(dataDir: string, file: string): Promise<void> {
  await refuseWhileRunning(dataDir, 'restore');
  if (await embeddedDataExists(dataDir)) {
    throw new BackupRefusal(`${dataDir} holds an embedded database already (its pgdata directory): restore into a DATA_DIR without one; nothing was changed`);
  }
  await loadEmbeddedData(dataDir, await readFile(file));
}

/** A store running on this DATA_DIR has the database open (its address file says where, and it answers there). */
async function refuseWhileRunning(dataDir: string, doing: string): Promise<void> {
  const address = await reachable(runningStoreAddress(dataDir));
  if (address !== null) throw new BackupRefusal(`A store is running on ${dataDir} (its embedded database answers at ${address}): stop it, then ${doing} again`);
}
