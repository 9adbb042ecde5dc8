import path from 'node:path';
import pg from 'pg';
import { EventStore, openDatabase, type Database } from '@keyledger/event-store';
import { prepareDatabase } from '../database/prepare-database.js';
import { runningStoreAddress } from '../database/running-store-address.js';
import { eventUpcasters } from '../events/event-upcasters.js';
import { loadConfig } from '../config/load-config.js';
import { PersonalDataCodec } from '../privacy/personal-data/personal-data-codec.js';

export interface CliDatabase {
  db: Database;
  store: EventStore;
  /** Where the data was found, for the command's first line on stderr. */
  describe: string;
}

/**
 * The database a command-line tool works on, as the API would find it: DATABASE_URL when set;
 * else the embedded data under DATA_DIR (default ./.data), through the running store's loopback
 * server when `make dev` has it open, or opened directly when the store is not running.
 */
export async function openCliDatabase(env: NodeJS.ProcessEnv = process.env): Promise<CliDatabase> {
  const dataDir = path.resolve(env.DATA_DIR || './.data');
  const runningStore = env.DATABASE_URL ? null : await reachable(runningStoreAddress(dataDir));
  // The running store's server is PGlite's one session: it is opened as the store opens it
  // (one connection, no prepared statements, which would outlive this process in that session).
  const db = env.DATABASE_URL
    ? await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir, poolSize: 4 })
    : await openDatabase({ dataDir, ...(runningStore ? { embeddedUrl: runningStore } : {}) });
  // A running store has migrated already; on data that no store opened yet this makes the tables.
  const { keyEncryptionKey } = loadConfig(env);
  await prepareDatabase(db.pool, keyEncryptionKey);
  const describe = env.DATABASE_URL ? 'DATABASE_URL' : runningStore ? `the running store's embedded database (${dataDir})` : `the embedded database in ${dataDir}`;
  // Readers here see personal data as the API's do: opened with the store's KEY_ENCRYPTION_KEY.
  const codec = new PersonalDataCodec(keyEncryptionKey);
  return { db, store: new EventStore(db.pool, { upcasters: eventUpcasters, codec }), describe };
}

/** The address, if a server answers there (a store that died leaves its file behind). */
export async function reachable(url: string | null): Promise<string | null> {
  if (!url) return null;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}
