import { open } from 'node:fs/promises';

/**
 * Which database a backup file is of, by its first bytes: pg_dump's custom format starts with
 * "PGDMP" (a PostgreSQL server's), the embedded database's dump is gzip ("\x1f\x8b").
 */
export async function backupFileKind(file: string): Promise<'postgres' | 'pglite' | null> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    const start = buffer.subarray(0, bytesRead);
    if (start.toString('latin1') === 'PGDMP') return 'postgres';
    if (start[0] === 0x1f && start[1] === 0x8b) return 'pglite';
    return null;
  } finally {
    await handle.close();
  }
}
