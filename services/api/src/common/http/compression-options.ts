import type { FastifyCompressOptions } from '@fastify/compress';
import { constants } from 'node:zlib';

/**
 * @fastify/compress for every answer: brotli where the client takes it, else gzip; text only (its
 * default list of compressible types; server-sent events are left alone), from a kilobyte up (below
 * that the coding's framing and the work save little). Brotli at quality 4: most of level 11's
 * saving on JSON at a small part of its CPU, which a request pays each time. Answers that come
 * compressed already (pre-compressed files, kept copies of cached answers) state their
 * Content-Encoding and are left as they are.
 */
export const COMPRESSION_OPTIONS: FastifyCompressOptions = {
  global: true,
  encodings: ['br', 'gzip'],
  threshold: 1024,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
};
