import { readdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { embeddedDataLocation, EMBEDDED_PGLITE_OPTIONS } from './embedded-pglite-options.js';

/**
 * The embedded database as one file and back: PGlite's own copy of its data directory (a gzipped
 * tarball of the cluster's files, `dumpDataDir`), made and loaded with the database opened here.
 * PGlite is one process's: while a store runs on the data, only it can open the files, so these
 * work on a stopped store. A file copy keeps everything as it was, transaction ids included (the
 * log's read order depends on them), which a SQL dump into a new cluster would not.
 */
export async function dumpEmbeddedData(dataDir: string): Promise<Buffer> {
  if (!(await embeddedDataExists(dataDir))) throw new Error(`No embedded database in ${embeddedDataLocation(dataDir)}`);
  const db = await PGlite.create(embeddedDataLocation(dataDir), EMBEDDED_PGLITE_OPTIONS);
  try {
    const tarball = await db.dumpDataDir('gzip');
    return Buffer.from(await tarball.arrayBuffer());
  } finally {
    await db.close();
  }
}

/** Makes the embedded database under `dataDir` from a dumpEmbeddedData tarball; refuses when one is there already. */
export async function loadEmbeddedData(dataDir: string, tarball: Buffer<ArrayBuffer>): Promise<void> {
  if (await embeddedDataExists(dataDir)) throw new Error(`An embedded database is in ${embeddedDataLocation(dataDir)} already`);
  const db = await PGlite.create(embeddedDataLocation(dataDir), { ...EMBEDDED_PGLITE_OPTIONS, loadDataDir: new Blob([tarball]) });
  await db.close();
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
