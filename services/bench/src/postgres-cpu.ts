import type pg from 'pg';

/** CPU the PostgreSQL processes of this machine used over a window, ms, by whose work it was. */
export interface PostgresCpu {
  /** Backends of the connections named `application` (the run's own: the bench schema's name). */
  ownBackendsMs: number;
  /** The server's own processes (postmaster, WAL writer, checkpointer, background writer, autovacuum): shared with anything else the server does. */
  serverMs: number;
  /** Backends of other clients of the same server (other work on the machine): counted nowhere else. */
  otherClientsMs: number;
}

export interface PostgresActivity {
  backendType: string | null;
  applicationName: string | null;
}

/**
 * Splits the CPU used from `before` to `after` (by process id, from cpu-time.ts) by what
 * pg_stat_activity said of each process at the window's end. A process missing from it
 * (the postmaster, the logger) is the server's; one that ended in the window is lost.
 */
export function splitPostgresCpu(
  before: ReadonlyMap<string, number>,
  after: ReadonlyMap<string, number>,
  activity: ReadonlyMap<string, PostgresActivity>,
  application: string,
): PostgresCpu {
  const split: PostgresCpu = { ownBackendsMs: 0, serverMs: 0, otherClientsMs: 0 };
  for (const [pid, ms] of after) {
    const used = ms - (before.get(pid) ?? 0);
    const seen = activity.get(pid);
    if (seen?.applicationName === application) split.ownBackendsMs += used;
    else if (seen?.backendType === 'client backend' || seen?.backendType === 'parallel worker') split.otherClientsMs += used;
    else split.serverMs += used;
  }
  return split;
}

/** Every PostgreSQL process the server reports, by process id (needs a role that sees all sessions, as the bench's superuser). */
export async function postgresActivity(pool: pg.Pool): Promise<Map<string, PostgresActivity>> {
  const { rows } = await pool.query<{ pid: string; backend_type: string | null; application_name: string | null }>(
    'SELECT pid::text AS pid, backend_type, application_name FROM pg_stat_activity',
  );
  return new Map(rows.map((row) => [row.pid, { backendType: row.backend_type, applicationName: row.application_name }]));
}
