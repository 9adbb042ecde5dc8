import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Transform } from 'node:stream';
import { addVary, COMPRESS_MIN_BYTES, isCompressibleType, preferredCoding, type ContentCoding } from './content-coding.js';
import { streamingCompressor } from './compressors.js';

type Listener = (...args: unknown[]) => void;

/** Statuses whose body is empty or a part of something: never compressed. */
const NOT_COMPRESSED = new Set([204, 206, 304]);

/**
 * Compresses this request's answer on its way out, whoever writes it (Nest, Express, a file sent by
 * `send`): in the coding the client prefers (preferredCoding) when it is text (isCompressibleType),
 * nobody stated a Content-Encoding already (pre-compressed files, kept answers), it is not partial
 * or empty, Cache-Control does not say no-transform, and it is at least COMPRESS_MIN_BYTES long or of
 * unknown length (written piece by piece, then compressed as it streams). Every text answer says
 * `Vary: Accept-Encoding`, also to clients that take no coding. ETags stay as they are: they name the
 * content, and no route that is compressed here serves byte ranges (Accept-Ranges is withdrawn).
 *
 * Call it before anything else wraps `res` (serveAheadOfApp: put it after the fronts that should
 * see what the application writes): the decision is taken when the headers go out, and from then
 * on write, end and the 'drain' listeners go through the compressor.
 */
export function compressAnswer(req: IncomingMessage, res: ServerResponse): void {
  const coding = req.method === 'HEAD' ? null : preferredCoding(req.headers['accept-encoding']);
  // The response's methods as they were: what the compressed bytes (or the untouched answer) go through.
  const writeHead = res.writeHead as (...args: unknown[]) => ServerResponse;
  const write = res.write as (...args: unknown[]) => boolean;
  const end = res.end as (...args: unknown[]) => ServerResponse;
  const { on, removeListener } = res;
  let decided = false;
  let compressor: Transform | null = null;
  /** 'drain' listeners added before the decision: they belong to the compressor if there is one. */
  const waitingForDrain: Listener[] = [];

  /** Taken once, before the headers go out; `wholeLength` when end() brought the whole body. */
  const decide = (wholeLength?: number) => {
    decided = true;
    const cacheControl = String(res.getHeader('cache-control') ?? '');
    if (res.hasHeader('content-encoding') || !isCompressibleType(res.getHeader('content-type')) || /\bno-transform\b/i.test(cacheControl)) return;
    addVary(res);
    const declared = res.getHeader('content-length');
    const length = declared === undefined ? wholeLength : Number(declared);
    if (!coding || NOT_COMPRESSED.has(res.statusCode) || res.hasHeader('content-range') || (length !== undefined && length < COMPRESS_MIN_BYTES)) return;
    res.setHeader('Content-Encoding', coding);
    res.removeHeader('Content-Length');
    res.removeHeader('Accept-Ranges');
    compressor = compressInto(res, coding, length, write, end, on);
  };
  const afterDecision = () => {
    for (const listener of waitingForDrain.splice(0)) (compressor ? compressor.on('drain', listener) : on.call(res, 'drain', listener));
  };

  res.writeHead = function (statusCode: number, ...rest: unknown[]) {
    if (decided) return writeHead.call(res, statusCode, ...rest);
    const reason = typeof rest[0] === 'string' ? rest[0] : undefined;
    const headers = (reason === undefined ? rest[0] : rest[1]) as OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined;
    // Headers given here are set first, so that the decision sees (and may change) them.
    res.statusCode = statusCode;
    setHeaders(res, headers);
    decide();
    afterDecision();
    return reason === undefined ? writeHead.call(res, statusCode) : writeHead.call(res, statusCode, reason);
  } as typeof res.writeHead;

  // A client that takes no coding needs only the Vary header, which writeHead adds.
  if (!coding) return;

  res.write = function (chunk: unknown, encoding?: unknown, callback?: unknown) {
    if (!decided) {
      decide();
      afterDecision();
    }
    if (!compressor) return write.call(res, chunk, encoding, callback);
    return (compressor.write as (...args: unknown[]) => boolean).call(compressor, chunk, encoding, callback);
  } as typeof res.write;

  let ended = false;
  res.end = function (chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (typeof chunk === 'function') [callback, chunk, encoding] = [chunk, undefined, undefined];
    else if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
    if (!decided) {
      decide(chunk === undefined || chunk === null ? 0 : Buffer.byteLength(chunk as string | Buffer, encoding as BufferEncoding | undefined));
      afterDecision();
    }
    if (!compressor) return end.call(res, chunk, encoding, callback);
    if (ended) return res;
    ended = true;
    if (typeof callback === 'function') res.once('finish', callback as Listener);
    if (chunk === undefined || chunk === null) compressor.end();
    else (compressor.end as (...args: unknown[]) => void).call(compressor, chunk, encoding);
    return res;
  } as typeof res.end;

  // Whoever waits for 'drain' after a write that returned false waits for the compressor's input to
  // drain when there is one (the socket's drain resumes the compressor's output instead).
  const listen = function (event: string | symbol, listener: Listener) {
    if (event !== 'drain') return on.call(res, event, listener);
    if (compressor) compressor.on('drain', listener);
    else if (decided) on.call(res, 'drain', listener);
    else waitingForDrain.push(listener);
    return res;
  };
  const unlisten = function (event: string | symbol, listener: Listener) {
    if (event === 'drain') {
      compressor?.removeListener('drain', listener);
      const waiting = waitingForDrain.indexOf(listener);
      if (waiting !== -1) waitingForDrain.splice(waiting, 1);
    }
    return removeListener.call(res, event, listener);
  };
  res.on = listen as typeof res.on;
  res.addListener = listen as typeof res.addListener;
  res.removeListener = unlisten as typeof res.removeListener;
  res.off = unlisten as typeof res.off;
}

/** Starts a compressor whose output goes to the response, paused while the socket is full. */
function compressInto(
  res: ServerResponse,
  coding: ContentCoding,
  sizeHint: number | undefined,
  write: (...args: unknown[]) => boolean,
  end: (...args: unknown[]) => ServerResponse,
  on: ServerResponse['on'],
): Transform {
  const compressor = streamingCompressor(coding, sizeHint);
  compressor.on('data', (bytes: Buffer) => {
    if (!write.call(res, bytes)) compressor.pause();
  });
  compressor.on('end', () => end.call(res));
  compressor.on('error', (error) => res.destroy(error));
  on.call(res, 'drain', () => compressor.resume());
  // A client that went away: free the compressor (after a whole answer it has ended already).
  on.call(res, 'close', () => compressor.destroy());
  return compressor;
}

function setHeaders(res: ServerResponse, headers: OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined): void {
  if (!headers) return;
  if (Array.isArray(headers)) {
    // Node's flat form: name, value, name, value…
    for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(String(headers[i]), headers[i + 1]!);
    return;
  }
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
}
