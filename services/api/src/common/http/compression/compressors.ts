import { promisify } from 'node:util';
import { brotliCompress, constants, gzip, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import type { ContentCoding } from './content-coding.js';

/**
 * Brotli quality for kept answers (the catalogue's answer cache): compressed once per cached answer,
 * and a cached answer lives at most a second while the catalogue moves, so under checkout load this
 * runs often; 5 is a little smaller than 4 for little more time, far cheaper than 11.
 */
const KEPT_BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

function brotliOptions(quality: number, sizeHint: number | undefined): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: quality,
      ...(sizeHint === undefined ? {} : { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint }),
    },
  };
}

const gzipOptions: ZlibOptions = { level: GZIP_LEVEL };

const brotliOnce = promisify(brotliCompress);
const gzipOnce = promisify(gzip);

/** `body` compressed in one go, on the thread pool: a kept answer's copy. */
export function compressKept(coding: ContentCoding, body: Buffer): Promise<Buffer> {
  return coding === 'br' ? brotliOnce(body, brotliOptions(KEPT_BROTLI_QUALITY, body.length)) : gzipOnce(body, gzipOptions);
}
