/** The problem types that mean "the same request again later" (common/app-errors.ts PROBLEM_TYPES). */
const RETRY_TYPES = new Set(['urn:keyledger:problem:database-unavailable', 'urn:keyledger:problem:request-in-progress']);

export interface FinalAnswer {
  status: number;
  body: any;
  /** Every status seen on the way, 0 for no answer at all (connection refused or reset). */
  seen: number[];
  /** When the final answer came (performance.now()). */
  at: number;
}

/**
 * Sends a command as a careful client does: with its Idempotency-Key, again and again while the
 * answer says "try again" (503, or 409 still in progress: both with Retry-After) or never comes
 * (the process is down), until a final answer. Retry-After is honoured, capped at `maxWaitMs` so
 * tests stay short.
 */
export async function retryUntilAnswered(
  baseUrl: () => string,
  request: { method: string; path: string; token: string; body: unknown; idempotencyKey: string },
  options: { deadline: number; maxWaitMs?: number; alive?: () => boolean },
): Promise<FinalAnswer> {
  const seen: number[] = [];
  const unanswered = (why: string) => {
    const counts = new Map<number, number>();
    for (const status of seen) counts.set(status, (counts.get(status) ?? 0) + 1);
    const summary = [...counts].map(([status, n]) => `${n}× ${status === 0 ? 'no answer' : status}`).join(', ');
    return new Error(`${request.method} ${request.path} (key ${request.idempotencyKey}) got no final answer (${why}): ${summary}`);
  };
  for (;;) {
    if (performance.now() > options.deadline) throw unanswered('out of time');
    if (options.alive && !options.alive()) throw unanswered('the API process is gone');
    let res: Response;
    try {
      res = await fetch(`${baseUrl()}/api/v1/${request.path}`, {
        method: request.method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${request.token}`, 'idempotency-key': request.idempotencyKey },
        body: JSON.stringify(request.body),
      });
    } catch {
      seen.push(0);
      await sleep(50);
      continue;
    }
    const text = await res.text().catch(() => '');
    const body = text ? safeJson(text) : null;
    seen.push(res.status);
    const retry = res.status === 503 || (res.status === 409 && RETRY_TYPES.has(body?.type));
    if (!retry) return { status: res.status, body, seen, at: performance.now() };
    const retryAfter = Number(res.headers.get('retry-after') ?? 1) * 1000;
    await sleep(Math.min(retryAfter, options.maxWaitMs ?? 100));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function safeJson(text: string): any {
  try {
    return JSON.parse(text);
  } catch {
    return { unparsed: text };
  }
}
