import pg from 'pg';
import { coalesceWrites } from './coalesce-writes.js';
import { allowPreparedStatements } from './prepared-query.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.js';
import { withSessionSettings } from './session-settings.js';

/** How long taking a connection may wait before it fails (see storePool). */
const CONNECTION_TIMEOUT_MS = 10_000;

// bigint (int8) columns arrive as strings; the store converts positions itself.
// timestamptz stays a Date.

export interface DatabaseOptions {
  /** A PostgreSQL server; without it the embedded PGlite is started. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files ('memory://' for a throw-away database). */
  dataDir: string;
  /** Loopback port for the embedded server (0: any free port). */
  embeddedPort?: number;
  /** Connections to a PostgreSQL server (the embedded database always gets one). */
  poolSize?: number;
  /** Schema to put first on the search_path (benchmarks use a throw-away one). */
  schema?: string;
  /**
   * The loopback address of an embedded database that another process serves (a running
   * store's, for command-line tools): opened as that process opens its own, as one session
   * (one connection, no prepared statements), instead of as a server.
   */
  embeddedUrl?: string;
}

export interface Database {
  pool: pg.Pool;
  kind: 'postgres' | 'pglite';
  /** Where psql can connect. */
  connectionString: string;
  /**
   * A further pool on the same database and schema, for work that must not queue behind
   * requests (projection runners); the embedded database answers its one pool instead.
   * Closed with the database.
   */
  extraPool(max: number): pg.Pool;
  close(): Promise<void>;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let embedded: EmbeddedPostgres | null = null;
  let connectionString = options.databaseUrl ?? options.embeddedUrl;
  if (!connectionString) {
    embedded = await startEmbeddedPostgres({ dataDir: options.dataDir, port: options.embeddedPort ?? 0 });
    connectionString = embedded.connectionString;
  }
  // One PGlite session behind every connection, whichever process started it.
  const oneSession = embedded !== null || (!options.databaseUrl && options.embeddedUrl !== undefined);
  if (!oneSession) connectionString = withSessionSettings(connectionString, options.schema);
  const extraPools: pg.Pool[] = [];
  const pool = storePool(
    {
      connectionString,
      // PGlite is a single session and its socket server may interleave two clients' protocol
      // messages (one's Bind after another's Parse). One connection makes every query and
      // transaction of this process take its turn, which PGlite does internally anyway. Code must
      // therefore never use the pool while it holds a client; the timeout turns that into an error.
      max: oneSession ? 1 : (options.poolSize ?? 20),
      ...(oneSession ? { connectionTimeoutMillis: 30_000 } : {}),
    },
    !oneSession,
  );
  return {
    pool,
    kind: oneSession ? 'pglite' : 'postgres',
    connectionString,
    extraPool(max: number) {
      if (oneSession) return pool;
      const extra = storePool({ connectionString, max }, true);
      extraPools.push(extra);
      return extra;
    },
    async close() {
      await Promise.all(extraPools.map((extra) => extra.end()));
      await pool.end();
      await embedded?.stop();
    },
  };
}

/**
 * A pool of the store's on a PostgreSQL server, for another thread of this process (the
 * projection worker): `connectionString` as a Database gives it (session settings included).
 */
export function openServerPool(connectionString: string, max: number): pg.Pool {
  return storePool({ connectionString, max }, true);
}

/**
 * A pool of the store's: its clients pipeline (each statement is sent without waiting for the
 * answers to those before it, so statements issued together share a round trip; see
 * withTransaction), the statements of one turn leave in one socket write (coalesceWrites), and
 * on a PostgreSQL server the hot statements are prepared per connection (allowPreparedStatements).
 */
function storePool(config: pg.PoolConfig, server: boolean): pg.Pool {
  const pool = new pg.Pool({
    // TCP keep-alive notices a connection whose server or network went away while it sits idle.
    keepAlive: true,
    // Waiting for a connection (a new one, or a free one from a busy pool) ends in an error the
    // API answers 503, instead of a request hanging while the database cannot be reached.
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    ...config,
    pipeline: true,
  });
  // pg-pool listens for an idle client's errors only; a client that is checked out (inside a
  // transaction, or between its statements) has no listener, and pg emits 'error' on it when the
  // server ends the session (a restart, pg_terminate_backend, a failover) or the socket breaks:
  // unhandled, that ends the process. This listener stays for the client's whole life. The
  // statements it was running fail, the client is no longer queryable, and pg-pool discards it
  // when it is released; the next request takes a fresh connection.
  // The failed statement reports the error to its caller, so the listener has nothing to add.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    coalesceWrites(client);
  });
  // An idle client that loses its connection is removed by the pool, which then emits 'error'
  // (the API logs it); without a listener that too would end the process.
  pool.on('error', () => undefined);
  if (server) allowPreparedStatements(pool);
  return pool;
}
