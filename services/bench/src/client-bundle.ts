import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchConfig } from './config.js';

export interface BundleFile {
  /** Path under the dist folder, with forward slashes (`assets/index-abc.js`). */
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface ClientBundleResult {
  gzipLevel: number;
  /** The `<script type="module" src>` entries of index.html (Vite writes one). */
  entries: BundleFile[];
  /** The `<link rel="modulepreload" href>` files of index.html. */
  preloads: BundleFile[];
  /** Entries plus preloads, each file once: what the browser fetches before the first render. */
  initial: { files: number; bytes: number; gzipBytes: number };
  /** Every other .js file of the build: the chunks routes and features load on demand, largest first. */
  lazy: BundleFile[];
  lazyTotal: { files: number; bytes: number; gzipBytes: number };
  target: { maxGzipBytes: number; passed: boolean };
}

export interface HtmlScripts {
  entries: string[];
  preloads: string[];
}

const TAG = /<(script|link)\b([^>]*)>/gi;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributes(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of text.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (!found.has(name)) found.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

/** The module entry scripts and the modulepreload links of an HTML page, in document order. */
export function findInitialScripts(html: string): HtmlScripts {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  const entries: string[] = [];
  const preloads: string[] = [];
  for (const [, tag, rest] of withoutComments.matchAll(TAG)) {
    const attrs = attributes(rest!);
    if (tag!.toLowerCase() === 'script') {
      const src = attrs.get('src');
      if (attrs.get('type')?.toLowerCase() === 'module' && src) entries.push(src);
    } else {
      const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
      const href = attrs.get('href');
      if (rel.includes('modulepreload') && href) preloads.push(href);
    }
  }
  return { entries, preloads };
}

/** A root-relative or relative URL of the page to the file under distDir; refuses anything outside it. */
function fileOf(distDir: string, url: string): string {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) throw new Error(`index.html loads ${url} from elsewhere; only local files can be measured`);
  const pathname = decodeURIComponent(url.split(/[?#]/)[0]!);
  const full = path.resolve(distDir, `.${path.posix.resolve('/', pathname)}`);
  if (!full.startsWith(path.resolve(distDir) + path.sep)) throw new Error(`${url} is outside ${distDir}`);
  if (!existsSync(full)) throw new Error(`index.html names ${url}, but ${full} does not exist: rebuild the client`);
  return full;
}

async function measureFile(distDir: string, full: string, level: number): Promise<BundleFile> {
  const content = await readFile(full);
  return {
    file: path.relative(distDir, full).split(path.sep).join('/'),
    bytes: content.length,
    gzipBytes: gzipSync(content, { level }).length,
  };
}

async function javascriptFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await javascriptFiles(full)));
    else if (entry.name.endsWith('.js')) found.push(full);
  }
  return found;
}

const total = (files: readonly BundleFile[]) => ({
  files: files.length,
  bytes: files.reduce((sum, f) => sum + f.bytes, 0),
  gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
});

/**
 * The production client's initial JavaScript: the entry script of frontend/dist/index.html and
 * every file it modulepreloads, each gzipped on its own (as a server compresses each response)
 * and summed. Every other .js file of the build is a lazily loaded chunk.
 */
export async function measureClientBundle(config: BenchConfig['clientBundle']): Promise<ClientBundleResult> {
  const { distDir, gzipLevel } = config;
  const indexHtml = path.join(distDir, 'index.html');
  if (!existsSync(indexHtml)) throw new Error(`${indexHtml} is missing: build the client first (make bench builds it)`);
  const scripts = findInitialScripts(await readFile(indexHtml, 'utf8'));
  if (scripts.entries.length === 0) throw new Error(`${indexHtml} has no <script type="module" src>`);

  const measured = new Map<string, BundleFile>();
  const measure = async (url: string) => {
    const full = fileOf(distDir, url);
    if (!measured.has(full)) measured.set(full, await measureFile(distDir, full, gzipLevel));
    return measured.get(full)!;
  };
  const entries: BundleFile[] = [];
  for (const url of scripts.entries) entries.push(await measure(url));
  const preloads: BundleFile[] = [];
  for (const url of scripts.preloads) preloads.push(await measure(url));
  const initial = total([...measured.values()]);

  const lazy: BundleFile[] = [];
  for (const full of await javascriptFiles(distDir)) {
    if (!measured.has(full)) lazy.push(await measureFile(distDir, full, gzipLevel));
  }
  lazy.sort((a, b) => b.gzipBytes - a.gzipBytes || a.file.localeCompare(b.file));

  return {
    gzipLevel,
    entries,
    preloads,
    initial,
    lazy,
    lazyTotal: total(lazy),
    target: { maxGzipBytes: config.maxInitialGzipBytes, passed: initial.gzipBytes <= config.maxInitialGzipBytes },
  };
}
