/** A refusal as the API answers it: the status and the message it gives the shopper. */
export interface ServerRefusal {
  status: number;
  message: string;
  /** The problem type, when the answer names one. */
  type?: string;
}

/**
 * Sends a request the server is expected to refuse (it writes nothing) and reads its words, so a
 * browser test can hold the page's text to the server's own. Throws if the server accepts it.
 */
export async function serverRefusal(baseUrl: string, method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<ServerRefusal> {
  const response = await fetch(new URL(`/api/v1/${path}`, baseUrl), {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const body = (await response.json()) as { message?: unknown; type?: unknown };
  if (response.ok) throw new Error(`${method} ${path} was accepted (${response.status}), a refusal was expected`);
  if (typeof body.message !== 'string') throw new Error(`${method} ${path} answered ${response.status} without a message`);
  return { status: response.status, message: body.message, ...(typeof body.type === 'string' ? { type: body.type } : {}) };
}
