import type { IncomingMessage, ServerResponse } from 'node:http';
import { addVary, COMPRESS_MIN_BYTES, preferredCoding, type ContentCoding } from './content-coding.js';
import { compressKept } from './compressors.js';

/**
 * An answer body kept to be sent many times (a cached answer), with its brotli and gzip copies:
 * each copy is made once, on the thread pool, when a client first asks for that coding, and reused
 * by every later request, instead of compressing the same bytes again and again. A copy is a
 * fraction of the body (JSON shrinks five to ten times), so caches bounded by body size stay
 * close to their bound.
 */
export class KeptBody {
  private readonly copies: Partial<Record<ContentCoding, Buffer>> = {};
  private readonly making: Partial<Record<ContentCoding, Promise<Buffer>>> = {};

  constructor(readonly bytes: Buffer) {}

  /** The coding to send these bytes in for this Accept-Encoding (null: as they are). */
  codingFor(acceptEncoding: string | string[] | undefined): ContentCoding | null {
    return this.bytes.length < COMPRESS_MIN_BYTES ? null : preferredCoding(acceptEncoding);
  }

  /** The copy in `coding`: at once when it is made, else a promise of it (one for every request that asks meanwhile). */
  copy(coding: ContentCoding): Buffer | Promise<Buffer> {
    const made = this.copies[coding];
    if (made) return made;
    return (this.making[coding] ??= compressKept(coding, this.bytes).then((bytes) => (this.copies[coding] = bytes)));
  }
}

/**
 * Ends `res` (status and other headers already set) with a kept body: its compressed copy when the
 * client takes one and the body is large enough, else the bytes as they are; with `Vary:
 * Accept-Encoding` either way, and a Content-Length. Since it states its Content-Encoding, the
 * compression layer (compressAnswer) leaves it as it is.
 */
export function endWithKeptBody(req: IncomingMessage, res: ServerResponse, body: KeptBody): void {
  addVary(res);
  const coding = body.codingFor(req.headers['accept-encoding']);
  if (!coding) {
    res.setHeader('Content-Length', body.bytes.length);
    res.end(body.bytes);
    return;
  }
  const send = (bytes: Buffer) => {
    res.setHeader('Content-Encoding', coding);
    res.setHeader('Content-Length', bytes.length);
    res.end(bytes);
  };
  const copy = body.copy(coding);
  if (Buffer.isBuffer(copy)) send(copy);
  else copy.then(send, (error: unknown) => res.destroy(error as Error));
}
