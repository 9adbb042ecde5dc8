import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { findInitialScripts, measureClientBundle } from './client-bundle.js';

const VITE_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <!-- <script type="module" src="/assets/commented-out.js"></script> -->
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">
    <link rel=modulepreload href='assets/mui-C3.js'>
    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">
    <link rel="icon" href="/favicon.svg">
    <script src="/legacy.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** Text that compresses a little, a lot, or hardly at all. */
const repeated = (text: string, bytes: number) => text.repeat(Math.ceil(bytes / text.length)).slice(0, bytes);
const noisy = (bytes: number, seed: number) => {
  let x = seed;
  return Array.from({ length: bytes }, () => String.fromCharCode(33 + ((x = (x * 1103515245 + 12345) % 2 ** 31) % 90))).join('');
};

describe('client bundle measurement', () => {
  let dist: string;
  const files: Record<string, string> = {
    'assets/index-A1.js': noisy(3_000, 1),
    'assets/react-B2.js': noisy(2_000, 2),
    'assets/mui-C3.js': repeated('export const a = 1;\n', 5_000),
    'assets/GamePage-E5.js': noisy(4_000, 3),
    'assets/HomePage-F6.js': noisy(1_000, 4),
    'assets/nested/Chart-G7.js': noisy(2_500, 5),
    'assets/index-D4.css': noisy(9_000, 6),
    'assets/index-A1.js.map': noisy(9_000, 7),
    'legacy.js': 'console.log(1)',
  };
  const gz = (file: string) => gzipSync(Buffer.from(files[file]!), { level: 9 }).length;

  before(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'kl-dist-'));
    mkdirSync(path.join(dist, 'assets', 'nested'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), VITE_INDEX);
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dist, file), text);
  });
  after(() => rmSync(dist, { recursive: true, force: true }));

  it('finds the module entry and the modulepreloads, whatever the quoting, and nothing else', () => {
    assert.deepEqual(findInitialScripts(VITE_INDEX), {
      entries: ['/assets/index-A1.js'],
      preloads: ['/assets/react-B2.js', 'assets/mui-C3.js'],
    });
  });

  it('sums the gzipped size of each initial file and lists every other script chunk as lazy, largest first', async () => {
    const initialFiles = ['assets/index-A1.js', 'assets/react-B2.js', 'assets/mui-C3.js'];
    const expected = initialFiles.reduce((sum, file) => sum + gz(file), 0);
    const result = await measureClientBundle({ distDir: dist, gzipLevel: 9, maxInitialGzipBytes: expected, largestLazyChunks: 8 });
    assert.deepEqual(result.entries.map((f) => f.file), ['assets/index-A1.js']);
    assert.deepEqual(result.preloads.map((f) => f.file), ['assets/react-B2.js', 'assets/mui-C3.js']);
    assert.equal(result.initial.files, 3);
    assert.equal(result.initial.bytes, 10_000);
    assert.equal(result.initial.gzipBytes, expected);
    assert.ok(result.preloads[1]!.gzipBytes < 500, 'repetitive text compresses well');
    assert.equal(result.target.passed, true, 'at the limit passes');

    // legacy.js is a classic script, not part of the module graph, so it counts as "other".
    const lazyOrder = ['assets/GamePage-E5.js', 'assets/nested/Chart-G7.js', 'assets/HomePage-F6.js', 'legacy.js'];
    assert.deepEqual(result.lazy.map((f) => f.file), lazyOrder);
    assert.deepEqual(result.lazy.map((f) => f.gzipBytes), lazyOrder.map(gz));
    assert.equal(result.lazyTotal.gzipBytes, lazyOrder.reduce((sum, file) => sum + gz(file), 0));

    const over = await measureClientBundle({ distDir: dist, gzipLevel: 9, maxInitialGzipBytes: expected - 1, largestLazyChunks: 8 });
    assert.equal(over.target.passed, false, 'one byte over fails');
  });

  it('refuses a build whose index.html names missing, outside or remote files', async () => {
    const config = { distDir: dist, gzipLevel: 9, maxInitialGzipBytes: 1, largestLazyChunks: 8 };
    for (const [tag, message] of [
      ['<link rel="modulepreload" href="/assets/gone.js">', /does not exist/],
      ['<link rel="modulepreload" href="https://cdn.example.com/x.js">', /from elsewhere/],
      ['<link rel="modulepreload" href="//cdn.example.com/x.js">', /from elsewhere/],
    ] as const) {
      writeFileSync(path.join(dist, 'index.html'), VITE_INDEX.replace('</head>', `${tag}</head>`));
      await assert.rejects(measureClientBundle(config), message, tag);
    }
    writeFileSync(path.join(dist, 'index.html'), VITE_INDEX.replace('/assets/index-A1.js', '/../../etc/passwd'));
    await assert.rejects(measureClientBundle(config), /does not exist/, 'a path climbing out stays inside dist');
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><script src="/legacy.js"></script>');
    await assert.rejects(measureClientBundle(config), /no <script type="module" src>/);
    writeFileSync(path.join(dist, 'index.html'), VITE_INDEX);
  });
});
