import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';

/**
 * A lean HTTP/1.1 load generator: `connections` keep-alive sockets, one request in flight on each
 * (no pipelining, as a browser sends), `amount` requests in all, each written as bytes the caller
 * built. It parses only what it needs (status line, Content-Length or chunked body), so the CPU
 * it takes from the machine under test stays small: it runs on the same cores as the server.
 */
export interface KeepAliveLoadOptions {
  host: string;
  port: number;
  connections: number;
  amount: number;
  /** When set, no request is sent after this long from the start (those in flight are answered): a run for a time, `amount` its most. */
  durationMs?: number;
  timeoutMs: number;
  /** The next request's bytes for this connection (called once per request sent). */
  nextRequest(connection: number): Buffer;
  /** Every answer: status, body, milliseconds from the write to the last byte. */
  onAnswer(status: number, body: Buffer, latencyMs: number): void;
}

export interface KeepAliveLoadResult {
  sent: number;
  answered: number;
  /** Sockets that failed or closed with a request unanswered. */
  errors: number;
  timeouts: number;
  /** From the first write to the last answer. */
  elapsedMs: number;
  /** The first failure's description, if any. */
  firstError: string | null;
}

const HEADER_END = Buffer.from('\r\n\r\n');

/** A response parsed off the front of `data`, or null until all of it has arrived. */
export function parseResponse(data: Buffer): { status: number; body: Buffer; length: number } | null {
  const headerEnd = data.indexOf(HEADER_END);
  if (headerEnd < 0) return null;
  const head = data.toString('latin1', 0, headerEnd);
  const status = Number(head.slice(9, 12));
  if (!head.startsWith('HTTP/1.') || !Number.isInteger(status)) throw new Error(`Not an HTTP response: ${head.slice(0, 40)}`);
  const bodyStart = headerEnd + HEADER_END.length;
  const lengthHeader = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (lengthHeader) {
    const end = bodyStart + Number(lengthHeader[1]);
    return data.length < end ? null : { status, body: data.subarray(bodyStart, end), length: end };
  }
  if (!/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
    // 204, 304 and 1xx carry no body; anything else must say how long it is to keep the connection.
    if (status === 204 || status === 304 || status < 200) return { status, body: Buffer.alloc(0), length: bodyStart };
    throw new Error(`Response ${status} has neither Content-Length nor chunked encoding`);
  }
  const chunks: Buffer[] = [];
  let at = bodyStart;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = parseInt(data.toString('latin1', at, lineEnd), 16);
    if (!Number.isFinite(size)) throw new Error('Malformed chunk size');
    const chunkStart = lineEnd + 2;
    if (size === 0) {
      // No trailers expected: the last chunk is followed by an empty line.
      if (data.length < chunkStart + 2) return null;
      return { status, body: Buffer.concat(chunks), length: chunkStart + 2 };
    }
    if (data.length < chunkStart + size + 2) return null;
    chunks.push(data.subarray(chunkStart, chunkStart + size));
    at = chunkStart + size + 2;
  }
}

export function runKeepAliveLoad(options: KeepAliveLoadOptions): Promise<KeepAliveLoadResult> {
  return new Promise((resolve) => {
    let sent = 0;
    let answered = 0;
    let errors = 0;
    let timeouts = 0;
    let firstError: string | null = null;
    let open = options.connections;
    let finished = false;
    const started = performance.now();
    let lastAnswer = started;
    const sockets: Socket[] = [];
    const inFlightSince: Array<number | null> = [];
    /** Connections that sent their share and were ended by us: what they report afterwards does not count. */
    const ended: boolean[] = [];

    const finish = () => {
      if (finished) return;
      finished = true;
      clearInterval(timer);
      sockets.forEach((socket) => socket.destroy());
      resolve({ sent, answered, errors, timeouts, elapsedMs: lastAnswer - started, firstError });
    };
    const fail = (connection: number, what: string, kind: 'error' | 'timeout') => {
      if (finished || ended[connection]) return;
      if (kind === 'timeout') timeouts += 1;
      errors += 1;
      firstError ??= what;
      // A failed run measures nothing: stop at the first failure (finish closes every socket).
      finish();
    };
    const stopAt = options.durationMs === undefined ? Number.POSITIVE_INFINITY : started + options.durationMs;
    const sendNext = (connection: number) => {
      if (sent >= options.amount || performance.now() >= stopAt) {
        inFlightSince[connection] = null;
        ended[connection] = true;
        sockets[connection]!.end();
        open -= 1;
        if (open === 0) finish();
        return;
      }
      sent += 1;
      const request = options.nextRequest(connection);
      inFlightSince[connection] = performance.now();
      sockets[connection]!.write(request);
    };
    // One timer for every connection's deadline, not one per request.
    const timer = setInterval(() => {
      const now = performance.now();
      inFlightSince.forEach((since, connection) => {
        if (since !== null && now - since > options.timeoutMs) fail(connection, `no answer within ${options.timeoutMs} ms`, 'timeout');
      });
    }, Math.min(250, options.timeoutMs));

    for (let connection = 0; connection < options.connections; connection += 1) {
      const socket = connect({ host: options.host, port: options.port, noDelay: true });
      sockets.push(socket);
      inFlightSince.push(null);
      ended.push(false);
      let pending: Buffer = Buffer.alloc(0);
      socket.on('connect', () => sendNext(connection));
      socket.on('data', (chunk: Buffer) => {
        pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
        let response: ReturnType<typeof parseResponse>;
        try {
          response = parseResponse(pending);
        } catch (error) {
          fail(connection, (error as Error).message, 'error');
          return;
        }
        if (!response) return;
        const since = inFlightSince[connection];
        if (since === null || since === undefined) return fail(connection, 'an answer to no request', 'error');
        pending = pending.subarray(response.length);
        answered += 1;
        lastAnswer = performance.now();
        options.onAnswer(response.status, response.body, lastAnswer - since);
        if (!finished) sendNext(connection);
      });
      socket.on('error', (error) => fail(connection, error.message, 'error'));
      socket.on('close', () => fail(connection, 'connection closed before its requests were answered', 'error'));
    }
  });
}
