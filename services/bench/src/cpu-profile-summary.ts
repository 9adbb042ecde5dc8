/**
 * Where the API's main thread spends its time under load: a V8 CPU profile (`node --cpu-prof`,
 * one .cpuprofile per thread; the main thread's is the API's when a bench suite runs it) summed by
 * layer of the request path. `node services/bench/dist/cpu-profile-summary.js <file.cpuprofile>`
 * prints a markdown table. Self time only: a function's callees count for their own layer.
 */
import { readFileSync } from 'node:fs';
import { scriptFileArgument } from './script-file-argument.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * Express 5 and the packages of its dependency tree that run on its request path (the router's
 * debug() calls, parseurl, on-finished, the error and status helpers finalhandler and send use).
 * debug, ms, http-errors, statuses and escape-html are installed for other packages too, but no
 * other code on the API's request path calls them; ipaddr.js is left out (Fastify's trust-proxy check uses it).
 */
const EXPRESS_PACKAGES = new RegExp(
  `node_modules/(?:${[
    'express', 'router', 'body-parser', 'raw-body', 'send', 'serve-static', 'finalhandler', 'on-finished', 'path-to-regexp',
    'qs', 'type-is', 'accepts', 'negotiator', 'content-type', 'mime-types', 'depd', 'iconv-lite', 'safer-buffer',
    'parseurl', 'encodeurl', 'escape-html', 'fresh', 'etag', 'proxy-addr', 'forwarded', 'vary', 'cookie', 'cookie-signature',
    'content-disposition', 'media-typer', 'ee-first', 'unpipe', 'is-promise', 'merge-descriptors', 'range-parser', 'bytes',
    'http-errors', 'statuses', 'setprototypeof', 'toidentifier', 'inherits', 'debug', 'ms', 'once', 'wrappy',
  ].join('|')})/`,
);

/** The layers of a request's path, in the order a reader follows a request; first match wins. */
export const LAYERS: ReadonlyArray<{ layer: string; matches: (url: string, name: string) => boolean }> = [
  { layer: 'Idle (waiting for I/O)', matches: (_url, name) => name === '(idle)' },
  { layer: 'Garbage collection', matches: (_url, name) => name === '(garbage collector)' },
  { layer: 'HTTP: Node parsing and sockets', matches: (url) => /^node:(?:_http|http|net|internal\/(?:http|stream_base|streams|net))/.test(url) || url.startsWith('node:internal/js_stream') },
  { layer: 'Fastify (router, hooks, reply)', matches: (url) => /node_modules\/(?:fastify|find-my-way|fast-querystring|@fastify\/(?:error|ajv-compiler|fast-json-stringify-compiler|proxy-addr|forwarded|merge-json-schemas)|avvio|light-my-request|toad-cache|fast-content-type-parse|process-warning|abstract-logging)\//.test(url) },
  { layer: 'Express (router, middleware)', matches: (url) => EXPRESS_PACKAGES.test(url) },
  { layer: 'Nest (pipeline: guards, interceptors, filters) and rxjs', matches: (url) => /node_modules\/(?:@nestjs|rxjs|tslib|reflect-metadata)\//.test(url) },
  { layer: 'Compression', matches: (url) => /node_modules\/@fastify\/compress\//.test(url) || url === 'node:zlib' || url.startsWith('node:internal/zlib') || /\/common\/http\/compression\//.test(url) },
  { layer: 'Token check (jose)', matches: (url) => /node_modules\/jose\//.test(url) },
  { layer: 'Request validation (zod)', matches: (url) => /node_modules\/zod\//.test(url) },
  { layer: 'SQL client (pg)', matches: (url) => /node_modules\/(?:pg|pg-protocol|pg-pool|pg-types|postgres-[a-z]+|pgpass)\//.test(url) },
  { layer: 'Logging (pino)', matches: (url) => /node_modules\/(?:pino|sonic-boom|fast-redact|@pinojs|thread-stream|quick-format-unescaped|on-exit-leak-free|safe-stable-stringify|atomic-sleep)[^/]*\//.test(url) },
  { layer: 'The API’s own code', matches: (url) => /services\/(?:api|event-store)\/dist\//.test(url) },
  { layer: 'Load generator (this process)', matches: (url) => /services\/bench\/dist\/|node_modules\/autocannon\//.test(url) },
  { layer: 'Node internals (timers, promises, async hooks, crypto)', matches: (url) => url.startsWith('node:') },
  { layer: 'V8 builtins and native code (JSON, regular expressions, Buffer)', matches: (url, name) => url === '' && name !== '(program)' },
  { layer: 'Other (the VM itself)', matches: () => true },
];

export interface LayerShare {
  layer: string;
  ms: number;
  /** Of the profile's busy time (idle left out). */
  shareOfBusy: number;
}

/** Self time per layer, largest first; idle is listed but not counted in the busy shares. */
export function summarize(profile: CpuProfile): LayerShare[] {
  const layerOf = new Map<number, string>();
  for (const node of profile.nodes) {
    const { url, functionName } = node.callFrame;
    layerOf.set(node.id, LAYERS.find((candidate) => candidate.matches(url, functionName))!.layer);
  }
  const micros = new Map<string, number>();
  profile.samples.forEach((nodeId, i) => {
    const layer = layerOf.get(nodeId) ?? 'Other (the VM itself)';
    micros.set(layer, (micros.get(layer) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const idle = LAYERS[0]!.layer;
  const busy = [...micros].filter(([layer]) => layer !== idle).reduce((sum, [, us]) => sum + us, 0);
  return [...micros]
    .map(([layer, us]) => ({ layer, ms: us / 1000, shareOfBusy: layer === idle || busy === 0 ? 0 : us / busy }))
    .sort((a, b) => Number(a.layer === idle) - Number(b.layer === idle) || b.ms - a.ms);
}

/** The functions with the most self time (idle left out), as `name (file:line)`: what a layer's share is made of. */
export function topFunctions(profile: CpuProfile, count: number): Array<{ name: string; ms: number }> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const micros = new Map<string, number>();
  profile.samples.forEach((nodeId, i) => {
    const frame = byId.get(nodeId)?.callFrame;
    if (!frame || frame.functionName === '(idle)') return;
    const file = frame.url.replace(/^.*node_modules\//, '').replace(/^.*\/dist\//, '');
    const name = `${frame.functionName || '(anonymous)'}${file ? ` (${file}:${(frame as { lineNumber?: number }).lineNumber ?? 0})` : ''}`;
    micros.set(name, (micros.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  return [...micros].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, us]) => ({ name, ms: us / 1000 }));
}

export function renderSummary(shares: LayerShare[]): string {
  return [
    '| Layer | Self time | Share of busy time |',
    '|---|---:|---:|',
    ...shares.map((s) => `| ${s.layer} | ${s.ms.toFixed(0)} ms | ${s.shareOfBusy ? `${(100 * s.shareOfBusy).toFixed(1)}%` : '—'} |`),
  ].join('\n');
}

const profileFile = scriptFileArgument(import.meta.url, 'node services/bench/dist/cpu-profile-summary.js <file.cpuprofile>');
if (profileFile) console.log(renderSummary(summarize(JSON.parse(readFileSync(profileFile, 'utf8')) as CpuProfile)));
