import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { preferredCoding } from './content-coding.js';

describe('content coding', () => {
  it('prefers brotli, falls back to gzip, honours q-values and refusals', () => {
    const cases: Array<[string | undefined, 'br' | 'gzip' | null]> = [
      ['gzip, deflate, br, zstd', 'br'], // Chromium
      ['gzip, deflate', 'gzip'], // Node's fetch over http
      ['br;q=0.5, gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['BR', 'br'],
      ['x-gzip', 'gzip'],
      ['*', 'br'],
      ['gzip;q=0, *', 'br'],
      ['br;q=0, *', 'gzip'], // an explicit refusal stands against the wildcard
      ['br;q=0, gzip;q=0, *', null],
      ['identity', null],
      ['deflate', null],
      ['', null],
      [undefined, null],
    ];
    for (const [header, expected] of cases) assert.equal(preferredCoding(header), expected, String(header));
  });
});
