import type pg from 'pg';

/**
 * The schema a session's tables go to: the first on its search_path that exists or, for a named
 * schema, that would be made ("$user" counts only when that schema exists, as PostgreSQL does).
 * Unlike current_schema(), it names a schema the restore is about to create.
 */
export async function searchPathSchema(client: pg.ClientBase): Promise<string | null> {
  const answer = await client.query<{ search_path: string; current_user: string; user_schema: boolean }>(
    `SELECT current_setting('search_path') AS search_path, current_user,
            EXISTS (SELECT FROM pg_namespace WHERE nspname = current_user) AS user_schema`,
  );
  const { search_path, current_user, user_schema } = answer.rows[0]!;
  for (const entry of search_path.split(',').map((part) => part.trim()).filter(Boolean)) {
    const name = entry.startsWith('"') ? entry.slice(1, -1).replaceAll('""', '"') : entry.toLowerCase();
    if (name === '$user') {
      if (user_schema) return current_user;
      continue;
    }
    return name;
  }
  return null;
}
