/**
 * How pg_dump and pg_restore reach the store's database: the DATABASE_URL without its password
 * (passed in PGPASSWORD, so it does not show in the process list) and without its `options`
 * (node-pg's encoding of session settings, which libpq reads differently; the tools set the
 * search_path they need themselves, and name schemas outright).
 */
export function toolConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  url.searchParams.delete('options');
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}
