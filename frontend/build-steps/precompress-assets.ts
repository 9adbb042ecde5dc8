import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * The text files the API sends pre-compressed (services/api/src/web/serve-frontend.ts, @fastify/static's
 * preCompressed). Not the page: it is sent with a fresh CSP nonce each time (web/page-template.ts), so a
 * copy made at build time would never be sent. Source maps are not among them: they are not served.
 */
const TEXT_FILE = /\.(?:m?js|css|json|svg|txt|webmanifest)$/i;
/** Smaller files go out as they are (the API's COMPRESS_MIN_BYTES). */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipOnce = promisify(gzip);

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) beside every text file of the
 * build of at least MIN_BYTES, so the API sends them compressed at the highest levels without
 * compressing anything at run time (it falls back to the plain file when a copy is missing).
 */
export function precompressAssets(): Plugin {
  return {
    name: 'keyledger:precompress-assets',
    apply: 'build',
    async writeBundle(output) {
      const dir = output.dir;
      if (!dir) return;
      const names = (await readdir(dir, { recursive: true })).filter((name) => TEXT_FILE.test(name));
      let files = 0;
      let plain = 0;
      let compressed = 0;
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(dir, name);
          const content = await readFile(file);
          if (content.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipOnce(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          files += 1;
          plain += content.length;
          compressed += br.length;
        }),
      );
      this.info(`pre-compressed ${files} text files: ${(plain / 1024).toFixed(0)} KiB, ${(compressed / 1024).toFixed(0)} KiB as brotli`);
    },
  };
}
