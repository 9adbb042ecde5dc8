import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_MIN_BYTES, preferredCoding, type ContentCoding } from './content-coding.js';
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
 * Sends a kept body (status and other headers already set): its compressed copy when the client
 * takes one and the body is large enough, else the bytes as they are; with `Vary: Accept-Encoding`
 * either way. Since it states its Content-Encoding, @fastify/compress leaves it as it is.
 */
export async function sendKeptBody(request: FastifyRequest, reply: FastifyReply, body: KeptBody): Promise<FastifyReply> {
  reply.header('Vary', 'Accept-Encoding');
  const coding = body.codingFor(request.headers['accept-encoding']);
  if (!coding) return reply.send(body.bytes);
  const copy = await body.copy(coding);
  return reply.header('Content-Encoding', coding).send(copy);
}
