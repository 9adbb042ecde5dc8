/**
 * Settings every server session of the store starts with, sent as the connection's startup
 * `options` (no extra statement, in force before the first query):
 *
 * - `jit=off`: the store's statements touch a few rows by index, but the planner's estimate for
 *   the set-based ones (several streams read through a lateral join) can pass jit_above_cost, and
 *   compiling then takes milliseconds on every execution. Measured under checkout load: 15 ms of
 *   a 16 ms stream read was JIT compilation.
 * - `search_path=<schema>` when a schema is given (benchmarks use a throw-away one).
 *
 * pg lets a connection string's own `options` override the client config's, so the settings are
 * added to the string, after whatever `options` it already carries.
 */
export function withSessionSettings(connectionString: string, schema?: string): string {
  const settings = ['-c jit=off', ...(schema ? [`-c search_path=${schema}`] : [])];
  let url: URL;
  try {
    url = new URL(connectionString);
  } catch {
    throw new RangeError('DATABASE_URL must be a postgres:// URL');
  }
  const given = url.searchParams.get('options');
  url.searchParams.set('options', [given, ...settings].filter(Boolean).join(' '));
  return url.toString();
}
