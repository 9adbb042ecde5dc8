import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { writeHeapSnapshot } from 'node:v8';
import { groupName, renderHeapSummary, summarizeHeapSnapshot, summarizeHeapSnapshotApart, type HeapSnapshot } from './heap-snapshot-summary.js';

/** Node 20's layout: seven numbers a node; the summary finds type, name and self_size by the meta's names. */
const NODE_FIELDS = ['type', 'name', 'id', 'self_size', 'edge_count', 'trace_node_id', 'detachedness'];
const TYPES = ['hidden', 'array', 'string', 'object', 'code', 'closure', 'regexp', 'number', 'native', 'synthetic', 'concatenated string', 'sliced string', 'symbol', 'bigint', 'object shape', 'wasm object'];

function snapshotOf(nodes: Array<[type: string, name: string, selfSize: number]>): HeapSnapshot {
  const strings: string[] = [];
  const stringId = (text: string) => (strings.includes(text) ? strings.indexOf(text) : strings.push(text) - 1);
  return {
    snapshot: { meta: { node_fields: NODE_FIELDS, node_types: [TYPES, 'string', 'number', 'number', 'number', 'number', 'number'] } },
    nodes: nodes.flatMap(([type, name, size], i) => [TYPES.indexOf(type), stringId(name), i * 2 + 1, size, 0, 0, 0]),
    strings,
  };
}

describe('heap snapshot summary', () => {
  const snapshot = snapshotOf([
    ['synthetic', '(GC roots)', 0],
    ['object', 'LRUCache', 120],
    ['object', 'LRUCache', 120],
    ['array', '', 4_000],
    ['array', '', 1_000],
    ['string', 'a long cached answer', 3_000],
    ['concatenated string', '', 40],
    ['code', 'handleRequest', 900],
    ['hidden', 'system / Context', 64],
    ['closure', 'onData', 32],
    ['object', 'Object', 56],
  ]);

  it('sums self sizes by constructor for objects and by type for the rest, largest first', () => {
    const summary = summarizeHeapSnapshot(snapshot, 4);
    assert.equal(summary.nodes, 11);
    assert.equal(summary.totalBytes, 120 + 120 + 4_000 + 1_000 + 3_000 + 40 + 900 + 64 + 32 + 56);
    assert.deepEqual(summary.top, [
      { name: '(array)', count: 2, selfBytes: 5_000 },
      { name: '(string)', count: 1, selfBytes: 3_000 },
      { name: '(compiled code)', count: 1, selfBytes: 900 },
      { name: 'LRUCache', count: 2, selfBytes: 240 },
    ]);
  });

  it('names groups as DevTools does', () => {
    assert.equal(groupName('object', 'Map'), 'Map');
    assert.equal(groupName('hidden', 'system / Context'), '(system)');
    assert.equal(groupName('concatenated string', 'x'), '(concatenated string)');
    assert.equal(groupName('closure', 'onData'), '(closure)');
  });

  it('renders the top groups, everything else and the total', () => {
    const text = renderHeapSummary(summarizeHeapSnapshot(snapshot, 2));
    assert.match(text, /\| `\(array\)` \| 2 \| 0\.0 MiB \| 53\.6% \|/);
    assert.match(text, /\| everything else \| \| 0\.0 MiB \| 14\.3% \|/);
    assert.match(text, /\| \*\*total\*\* \| \*\*11\*\* \|/);
  });

  it('refuses a file that is not a heap snapshot', () => {
    const bad = { ...snapshot, snapshot: { meta: { ...snapshot.snapshot.meta, node_fields: ['type', 'name'] } } };
    assert.throws(() => summarizeHeapSnapshot(bad), /no self_size/);
  });

  it('summarises a real snapshot of this process in a process of its own', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'heap-summary-'));
    try {
      // Something recognisable: 2,000 instances of a class of our own.
      class HeapSummaryMarker {
        constructor(readonly n: number) {}
      }
      const kept = Array.from({ length: 2_000 }, (_, i) => new HeapSummaryMarker(i));
      const file = writeHeapSnapshot(path.join(dir, 'self.heapsnapshot'));
      const summary = await summarizeHeapSnapshotApart(file, 1_000);
      assert.ok(summary.nodes > 10_000 && summary.totalBytes > 1_000_000, `${summary.nodes} nodes, ${summary.totalBytes} bytes`);
      assert.equal(summary.top.find((g) => g.name === 'HeapSummaryMarker')?.count, kept.length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
