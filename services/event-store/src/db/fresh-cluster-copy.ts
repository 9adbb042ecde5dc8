import { randomUUID } from 'node:crypto';
import { readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * An in-memory PGlite started from a copy of a freshly initialised cluster instead of running
 * initdb again: initdb in WebAssembly takes about 4 s on 2 cores, loading the copy about 1 s. Test
 * runs start such a database dozens of times, one or more per test file (each file is a process),
 * so the copy is kept in the system's temporary directory, named after the PGlite build that made
 * it. A copy that cannot be loaded is removed and the database is initialised as before.
 */
export async function startFromFreshClusterCopy(options: PGliteOptions): Promise<PGlite> {
  const copyPath = await freshClusterCopyPath();
  const copy = await readFile(copyPath).catch(() => null);
  if (copy) {
    try {
      return await PGlite.create('memory://', { ...options, loadDataDir: new Blob([copy]) });
    } catch {
      await unlink(copyPath).catch(() => undefined);
    }
  }
  const db = await PGlite.create('memory://', options);
  await keepCopyOf(db, copyPath);
  return db;
}

/** The copy's file: one per PGlite build (its packaged file system's size and time), shared by every process. */
export async function freshClusterCopyPath(): Promise<string> {
  const pgliteDist = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  const build = await stat(path.join(pgliteDist, 'pglite.data'));
  return path.join(os.tmpdir(), `keyledger-pglite-fresh-${build.size}-${Math.trunc(build.mtimeMs)}.tar`);
}

/** Written under a name of its own, then renamed: a process reading the copy never sees half of one. */
async function keepCopyOf(db: PGlite, copyPath: string): Promise<void> {
  const partial = `${copyPath}.${randomUUID()}.partial`;
  try {
    const dump = await db.dumpDataDir('none');
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, copyPath);
  } catch {
    // Only a lost speed-up: the next start initialises again.
    await unlink(partial).catch(() => undefined);
  }
}
