import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** The body as it was before its Content-Encoding (br, gzip or none): what a client reads. Throws on a coding it does not know. */
export function decodeBody(bytes: Buffer, contentEncoding: unknown): Buffer {
  const coding = contentEncoding === undefined ? 'identity' : String(contentEncoding).trim().toLowerCase();
  if (coding === 'identity' || coding === '' || bytes.length === 0) return bytes;
  if (coding === 'br') return brotliDecompressSync(bytes);
  if (coding === 'gzip') return gunzipSync(bytes);
  throw new Error(`unknown Content-Encoding "${coding}"`);
}
