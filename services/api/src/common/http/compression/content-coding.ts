/** The codings the store sends: brotli where the client takes it, else gzip. */
export type ContentCoding = 'br' | 'gzip';

/**
 * Bodies smaller than this go as they are: below about a kilobyte the coding's own framing and the
 * work of compressing save little, and a small answer fits in one packet anyway.
 */
export const COMPRESS_MIN_BYTES = 1024;


/**
 * The coding to answer in for this Accept-Encoding: `br` when the client takes it (q > 0) at least as
 * gladly as gzip, else `gzip` when it takes that, else null (send the body as it is).
 *
 * Written here rather than taken from @fastify/accept-negotiator (installed with @fastify/compress,
 * which uses it for the answers it compresses itself): that one answers `br` to `br;q=0, *`, a
 * client's explicit refusal (RFC 9110 12.5.3), and does not know `x-gzip`.
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

