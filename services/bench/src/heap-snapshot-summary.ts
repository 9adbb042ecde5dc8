/**
 * Where a V8 heap goes: a heap snapshot (`v8.writeHeapSnapshot()`, a .heapsnapshot file) summed by
 * constructor or type name, self sizes only, grouped as Chrome DevTools' Summary view groups them
 * (an object by its constructor's name, anything else by its type: `(string)`, `(array)` for
 * internal backing stores, `(compiled code)`, `(system)`...). A group's self size leaves out what
 * its objects point to: a Map's entries are in `(array)`, a Buffer's bytes outside the heap.
 * `node services/bench/dist/heap-snapshot-summary.js <file.heapsnapshot> [--json]` prints a markdown
 * table (or the summary as JSON).
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { scriptFileArgument } from './script-file-argument.js';
import { formatBytes, formatCount } from './timing.js';

/** The parts of the snapshot format this reads: nodes are a flat array, `node_fields.length` numbers each. */
export interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

export interface HeapGroup {
  name: string;
  count: number;
  selfBytes: number;
}

export interface HeapSnapshotSummary {
  nodes: number;
  /** Every node's self size added up: the heap's live objects when the snapshot was taken (it collects garbage first). */
  totalBytes: number;
  /** The largest groups by self size, largest first. */
  top: HeapGroup[];
}

/** A node's group, as DevTools names it. */
export function groupName(type: string, name: string): string {
  switch (type) {
    case 'object':
    case 'native':
      return name;
    case 'hidden':
      return '(system)';
    case 'code':
      return '(compiled code)';
    default:
      return `(${type})`;
  }
}

export function summarizeHeapSnapshot(snapshot: HeapSnapshot, top = 15): HeapSnapshotSummary {
  const { node_fields: fields, node_types: types } = snapshot.snapshot.meta;
  const typeNames = types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => {
    const index = fields.indexOf(field);
    if (index < 0) throw new Error(`Not a heap snapshot: its nodes have no ${field}`);
    return index;
  }) as [number, number, number];
  const width = fields.length;
  const groups = new Map<string, HeapGroup>();
  let totalBytes = 0;
  for (let at = 0; at < snapshot.nodes.length; at += width) {
    const name = groupName(typeNames[snapshot.nodes[at + typeAt]!] ?? 'unknown', snapshot.strings[snapshot.nodes[at + nameAt]!] ?? '');
    const size = snapshot.nodes[at + sizeAt]!;
    totalBytes += size;
    const group = groups.get(name);
    if (group) {
      group.count += 1;
      group.selfBytes += size;
    } else groups.set(name, { name, count: 1, selfBytes: size });
  }
  return {
    nodes: snapshot.nodes.length / width,
    totalBytes,
    top: [...groups.values()].sort((a, b) => b.selfBytes - a.selfBytes || a.name.localeCompare(b.name)).slice(0, top),
  };
}

export function summarizeHeapSnapshotFile(file: string, top = 15): HeapSnapshotSummary {
  return summarizeHeapSnapshot(JSON.parse(readFileSync(file, 'utf8')) as HeapSnapshot, top);
}

/**
 * The same, in a Node process of its own: parsing a snapshot takes several times its size in
 * memory, which would otherwise stay in the process being measured.
 */
export async function summarizeHeapSnapshotApart(file: string, top = 15): Promise<HeapSnapshotSummary> {
  const { stdout } = await promisify(execFile)(process.execPath, [fileURLToPath(import.meta.url), file, '--json', `--top=${top}`], { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout) as HeapSnapshotSummary;
}

export function renderHeapSummary(summary: HeapSnapshotSummary): string {
  const share = (bytes: number) => (summary.totalBytes ? `${((100 * bytes) / summary.totalBytes).toFixed(1)}%` : '—');
  const rest = summary.totalBytes - summary.top.reduce((sum, g) => sum + g.selfBytes, 0);
  return [
    '| Constructor or type | Objects | Self size | Share |',
    '|---|---:|---:|---:|',
    ...summary.top.map((g) => `| \`${g.name || '(anonymous)'}\` | ${formatCount(g.count)} | ${formatBytes(g.selfBytes)} | ${share(g.selfBytes)} |`),
    `| everything else | | ${formatBytes(rest)} | ${share(rest)} |`,
    `| **total** | **${formatCount(summary.nodes)}** | **${formatBytes(summary.totalBytes)}** | |`,
  ].join('\n');
}

const snapshotFile = scriptFileArgument(import.meta.url, 'node services/bench/dist/heap-snapshot-summary.js <file.heapsnapshot> [--json] [--top=15]');
if (snapshotFile) {
  const topArg = process.argv.find((arg) => arg.startsWith('--top='));
  const summary = summarizeHeapSnapshotFile(snapshotFile, topArg ? Number(topArg.slice('--top='.length)) : 15);
  console.log(process.argv.includes('--json') ? JSON.stringify(summary) : renderHeapSummary(summary));
}
