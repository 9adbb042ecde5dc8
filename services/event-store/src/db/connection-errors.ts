/**
 * Failures that mean "the database could not be reached or dropped the connection", as opposed
 * to a statement the database refused. The work that met one was not done (a transaction whose
 * connection died is rolled back by the server), so the caller may try it again shortly: the API
 * answers 503 with Retry-After for these instead of 500.
 */

/** SQLSTATE classes and codes of a lost or refused connection. */
const CONNECTION_SQLSTATE = /^(08...|57P0[1-4]|53300|53400)$/; // connection exception; admin/crash shutdown, cannot connect now, database dropped; too many connections; configuration limit
/** Socket errors of node itself. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNABORTED']);
/** What pg and pg-pool say when the socket ended or never came up (they give no code). */
const CLIENT_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
];

export function isConnectionError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CONNECTION_SQLSTATE.test(code) || SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && CLIENT_MESSAGES.some((text) => message.startsWith(text))) return true;
    // AggregateError (a connect over IPv4 and IPv6) and wrapped causes.
    const nested = (current as { errors?: unknown[] }).errors;
    if (Array.isArray(nested) && nested.some((inner) => isConnectionError(inner))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
