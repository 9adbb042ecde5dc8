import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * While the store runs on its embedded database, the PGlite data directory belongs to that one
 * process; other tools on the machine (the report and projections commands) reach the same data
 * through its loopback server instead. This file in DATA_DIR says where that server listens.
 */
const FILE_NAME = 'running-store.url';

export function publishRunningStoreAddress(dataDir: string, connectionString: string): void {
  if (dataDir === 'memory://') return;
  writeFileSync(path.join(dataDir, FILE_NAME), `${connectionString}\n`, { mode: 0o600 });
}

export function withdrawRunningStoreAddress(dataDir: string): void {
  if (dataDir === 'memory://') return;
  rmSync(path.join(dataDir, FILE_NAME), { force: true });
}

/** The running store's address, or null when none was published (or the file is unreadable). */
export function runningStoreAddress(dataDir: string): string | null {
  try {
    return readFileSync(path.join(dataDir, FILE_NAME), 'utf8').trim() || null;
  } catch {
    return null;
  }
}
