import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where PostgreSQL's client programs are looked for besides PATH: a directory per version (Debian's /usr/lib/postgresql/17, RPMs' /usr/pgsql-17). */
const VERSION_DIRECTORIES = [
  { parent: '/usr/lib/postgresql', prefix: '' },
  { parent: '/usr', prefix: 'pgsql-' },
];

export interface PostgresClientTool {
  path: string;
  /** The major version (15 for 15.20): a dump needs a pg_dump at least as new as the server. */
  major: number;
}

/**
 * The newest `pg_dump` or `pg_restore` on this machine that is at least `atLeastMajor`, or an
 * error that says which version to install. pg_dump refuses a server newer than itself, and
 * pg_restore a dump made by a newer pg_dump, so the newest of the installed ones is the one to run.
 */
export async function postgresClientTool(name: 'pg_dump' | 'pg_restore', atLeastMajor: number): Promise<PostgresClientTool> {
  const found: PostgresClientTool[] = [];
  for (const candidate of await candidatePaths(name)) {
    const major = await majorVersion(candidate);
    if (major !== null) found.push({ path: candidate, major });
  }
  found.sort((a, b) => b.major - a.major);
  const newest = found[0];
  if (!newest) throw new Error(`${name} was not found (on PATH or under ${VERSION_DIRECTORIES.map((d) => `${d.parent}/${d.prefix}N/bin`).join(', ')}): install PostgreSQL's client programs, version ${atLeastMajor} or later`);
  if (newest.major < atLeastMajor) throw new Error(`${name} ${newest.major} (${newest.path}) is older than PostgreSQL ${atLeastMajor}, which it must read: install PostgreSQL's client programs, version ${atLeastMajor} or later`);
  return newest;
}

async function candidatePaths(name: string): Promise<string[]> {
  const directories = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  for (const { parent, prefix } of VERSION_DIRECTORIES) {
    const entries = await readdir(parent).catch(() => [] as string[]);
    for (const entry of entries) if (/^\d+$/.test(entry.slice(prefix.length)) && entry.startsWith(prefix)) directories.push(path.join(parent, entry, 'bin'));
  }
  return [...new Set(directories.map((directory) => path.join(directory, name)))];
}

/** `pg_dump (PostgreSQL) 15.20` → 15; null when the program is not there or says something else. */
async function majorVersion(program: string): Promise<number | null> {
  try {
    const { stdout } = await run(program, ['--version']);
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}
