import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { preferredCoding, type ContentCoding } from '../common/http/compression/content-coding.js';

/** The text files the front end's build writes .br and .gz copies of (frontend/build/precompress-assets.ts), with their types. */
const TEXT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const COPY_SUFFIX: Readonly<Record<ContentCoding, string>> = { br: '.br', gzip: '.gz' };

export interface BuiltFile {
  /** The folder served. */
  root: string;
  /** Path below it, decoded, without a leading slash. */
  file: string;
  cacheControl: string;
}

/**
 * Sends a file of the built front end as the copy the build compressed beside it (`.br` or `.gz`)
 * when it is a text file, the client takes that coding and the copy is there: with the file's own
 * type, `cacheControl` and Vary, and an ETag and Range support of the copy's own (send's). Otherwise,
 * or when there is no such copy (a small file, a build without the step), calls `otherwise()`,
 * which sends the file as it is.
 */
export function sendPrecompressed(req: Request, res: Response, next: NextFunction, target: BuiltFile, otherwise: () => void): void {
  const type = TEXT_TYPES[path.extname(target.file).toLowerCase()];
  const coding = type ? preferredCoding(req.headers['accept-encoding']) : null;
  if (!type || !coding) return otherwise();
  const headers = { 'Content-Type': type, 'Content-Encoding': coding, 'Cache-Control': target.cacheControl, Vary: 'Accept-Encoding' };
  res.sendFile(target.file + COPY_SUFFIX[coding], { root: target.root, headers }, (error?: Error & { status?: number; code?: string; syscall?: string }) => {
    if (!error) return;
    // No copy (404), or a path send refuses (403, 400): the plain file's route decides, as it always did.
    if (!res.headersSent && ((error.status !== undefined && error.status < 500) || error.code === 'EISDIR')) return otherwise();
    // As Express's own sendFile: a client that went away is nobody's error.
    if (error.code !== 'ECONNABORTED' && error.syscall !== 'write') next(error);
  });
}
