import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { embeddedDataLocation, EMBEDDED_PGLITE_OPTIONS } from './embedded-pglite-options.js';
import { startFromFreshClusterCopy } from './fresh-cluster-copy.js';

export interface EmbeddedPostgres {
  /** postgres://… on a loopback port: the app's `pg` pool and `psql` both connect here. */
  connectionString: string;
  stop(): Promise<void>;
}

/**
 * Starts PGlite (PostgreSQL compiled to WebAssembly) persisted under `dataDir`, or in memory
 * when `dataDir` is 'memory://', and serves it over the PostgreSQL wire protocol on 127.0.0.1.
 * PGlite runs one session: the socket server queues clients and keeps each open transaction
 * exclusive to its client, so concurrent callers are serialised rather than interleaved.
 */
export async function startEmbeddedPostgres(options: { dataDir: string; port?: number; maxConnections?: number }): Promise<EmbeddedPostgres> {
  let location = 'memory://';
  if (options.dataDir !== 'memory://') {
    location = embeddedDataLocation(options.dataDir);
    await mkdir(location, { recursive: true });
  }
  const db = location === 'memory://' ? await startFromFreshClusterCopy(EMBEDDED_PGLITE_OPTIONS) : await PGlite.create(location, EMBEDDED_PGLITE_OPTIONS);
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: options.port ?? 0,
    maxConnections: options.maxConnections ?? 64,
  });
  await server.start();
  const [host, port] = server.getServerConn().split(':');
  return {
    connectionString: `postgres://postgres@${host}:${port}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
