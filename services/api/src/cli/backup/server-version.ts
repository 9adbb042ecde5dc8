import type pg from 'pg';

/** The server's major version (15 for 15.20): the client programs run on it must be at least as new. */
export async function serverMajorVersion(client: pg.ClientBase): Promise<number> {
  const answer = await client.query<{ server_version_num: string }>('SHOW server_version_num');
  return Math.floor(Number(answer.rows[0]!.server_version_num) / 10_000);
}
