import { readdir } from 'node:fs/promises';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { embeddedDataLocation, EMBEDDED_PGLITE_OPTIONS } from './embedded-pglite-options.js';

/**
 * The embedded database as one file and back: a logical dump (PGlite's own pg_dump, compiled to
 * WebAssembly with the same PostgreSQL, from @electric-sql/pglite-tools), gzipped. Logical, not a
 * copy of the data directory: the files keep old versions of rows (PGlite runs no autovacuum) and
 * the write-ahead log keeps what was written, so a file copy taken after an erasure would still
 * hold the erased person; a dump holds the live rows only. INSERT statements, so that PGlite's exec
 * can run it back (it has no COPY from a client's stream). Transaction ids come back as stored: the
 * restore fits them to the new cluster (see the API's transaction-id renumbering). PGlite is one
 * process's: while a store runs on the data, only it can open the files, so these work on a
 * stopped store.
 */
export async function dumpEmbeddedData(dataDir: string): Promise<Buffer> {
  if (!(await embeddedDataExists(dataDir))) throw new Error(`No embedded database in ${embeddedDataLocation(dataDir)}`);
  const db = await PGlite.create(embeddedDataLocation(dataDir), EMBEDDED_PGLITE_OPTIONS);
  try {
    const dump = await pgDump({ pg: db, args: ['--inserts', '--rows-per-insert=500', '--no-owner', '--no-privileges'] });
    return gzipSync(Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}

/** Makes the embedded database under `dataDir` from a dumpEmbeddedData file; refuses when one is there already. */
export async function loadEmbeddedData(dataDir: string, backup: Buffer): Promise<void> {
  if (await embeddedDataExists(dataDir)) throw new Error(`An embedded database is in ${embeddedDataLocation(dataDir)} already`);
  const db = await PGlite.create(embeddedDataLocation(dataDir), EMBEDDED_PGLITE_OPTIONS);
  try {
    await db.exec(gunzipSync(backup).toString('utf8'));
  } finally {
    await db.close();
  }
}

/** Whether `dataDir` holds an embedded database (its files directory exists and is not empty). */
export async function embeddedDataExists(dataDir: string): Promise<boolean> {
  try {
    return (await readdir(embeddedDataLocation(dataDir))).length > 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
