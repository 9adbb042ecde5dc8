import type { ServerResponse } from 'node:http';

/** The codings the store sends: brotli where the client takes it, else gzip. */
export type ContentCoding = 'br' | 'gzip';

/**
 * Bodies smaller than this go as they are: below about a kilobyte the coding's own framing and the
 * work of compressing save little, and a small answer fits in one packet anyway.
 */
export const COMPRESS_MIN_BYTES = 1024;

/** Text worth compressing; images, video, fonts and archives are compressed already. Server-sent events are left alone (each event must go out as written). */
const COMPRESSIBLE = /^(?:text\/(?!event-stream\b)|application\/(?:json|javascript|xml|wasm|[\w.-]+\+(?:json|xml))\b|image\/svg\+xml\b)/i;

export function isCompressibleType(contentType: unknown): boolean {
  return typeof contentType === 'string' && COMPRESSIBLE.test(contentType.trim());
}

/**
 * The coding to answer in for this Accept-Encoding: `br` when the client takes it (q > 0) at least as
 * gladly as gzip, else `gzip` when it takes that, else null (send the body as it is).
 */
export function preferredCoding(acceptEncoding: string | string[] | undefined): ContentCoding | null {
  if (!acceptEncoding) return null;
  let br: number | undefined;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const part of String(acceptEncoding).split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (Number.isNaN(weight)) continue;
    if (name === 'br') br = weight;
    else if (name === 'gzip' || name === 'x-gzip') gzip = weight;
    else if (name === '*') any = weight;
  }
  br ??= any ?? 0;
  gzip ??= any ?? 0;
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}

/** Says that the answer depends on Accept-Encoding (once, beside what Vary already names). */
export function addVary(res: ServerResponse): void {
  const vary = res.getHeader('vary');
  const named = vary === undefined ? '' : String(vary);
  if (named === '') res.setHeader('Vary', 'Accept-Encoding');
  else if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(named)) res.setHeader('Vary', `${named}, Accept-Encoding`);
}
