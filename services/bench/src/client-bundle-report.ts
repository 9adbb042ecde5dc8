import type { BundleFile, ClientBundleResult } from './client-bundle.js';
import { formatKb } from './timing.js';

const row = (role: string, f: BundleFile) => `| ${role} | \`${f.file}\` | ${formatKb(f.bytes)} | ${formatKb(f.gzipBytes)} |`;

export function renderClientBundleSection(bundle: ClientBundleResult, largestLazyChunks: number): string {
  const { initial, target, lazy, lazyTotal } = bundle;
  const largest = bundle.preloads.length > 0 ? [...bundle.preloads].sort((a, b) => b.gzipBytes - a.gzipBytes)[0]! : null;
  return [
    '### Client bundle',
    '',
    'The production build in `frontend/dist` (`make bench` builds it first; the figures do not depend on the quick mode). ' +
      'Initial JavaScript = the `<script type="module" src>` of `index.html` plus every `<link rel="modulepreload" href>`, ' +
      `each file gzipped on its own with Node's zlib at level ${bundle.gzipLevel} (best compression) and summed. 1 KB = 1,000 bytes.`,
    '',
    '| Initial JavaScript | Files | Raw | Gzipped | Target |',
    '|---|---:|---:|---:|---|',
    `| entry + modulepreloads | ${initial.files} | ${formatKb(initial.bytes)} | ${formatKb(initial.gzipBytes)} | ` +
      `≤ ${formatKb(target.maxGzipBytes)} gzipped: ${target.passed ? 'pass' : '**FAIL**'} |`,
    '',
    `Entry ${bundle.entries.map((f) => `\`${f.file}\` (${formatKb(f.gzipBytes)} gzipped)`).join(', ')}` +
      (largest ? `; ${bundle.preloads.length} modulepreloads, the largest \`${largest.file}\` (${formatKb(largest.gzipBytes)} gzipped).` : '; no modulepreloads.'),
    '',
    `Loaded on demand: ${lazyTotal.files} other chunks, ${formatKb(lazyTotal.gzipBytes)} gzipped in all. The largest:`,
    '',
    '| Lazy chunk | File | Raw | Gzipped |',
    '|---|---|---:|---:|',
    ...lazy.slice(0, largestLazyChunks).map((f, i) => row(String(i + 1), f)),
  ].join('\n');
}
