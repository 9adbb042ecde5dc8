import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface BenchSchema {
  name: string;
  /** Connection string that tags the bench's sessions, so cleanup can find stragglers. */
  connectionString: string;
  drop(): Promise<void>;
}

/** A fresh `kl_bench_<random>` schema on the server; drop() removes it and everything in it. */
export async function createBenchSchema(databaseUrl: string): Promise<BenchSchema> {
  const name = `kl_bench_${randomBytes(4).toString('hex')}`;
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', name);
  await withClient(databaseUrl, (c) => c.query(`CREATE SCHEMA ${name}`));
  return {
    name,
    connectionString: url.toString(),
    async drop() {
      await withClient(databaseUrl, async (c) => {
        // After a crash or Ctrl-C, bench sessions may still hold locks that would block the drop.
        await c.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND pid <> pg_backend_pid()', [name]);
        await c.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
      });
    },
  };
}

async function withClient<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
