import { rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getHeapSpaceStatistics, writeHeapSnapshot } from 'node:v8';
import { summarizeHeapSnapshotApart, type HeapSnapshotSummary } from './heap-snapshot-summary.js';
import { now } from './timing.js';

/** Groups the snapshot's summary lists. */
const TOP_GROUPS = 15;

/** One of V8's heap spaces (v8.getHeapSpaceStatistics()), in bytes. */
export interface HeapSpace {
  name: string;
  /** Reserved for the space. */
  sizeBytes: number;
  usedBytes: number;
  /** Backed by memory (resident or not). */
  physicalBytes: number;
}

export interface HeapBreakdown {
  spaces: HeapSpace[];
  snapshot: HeapSnapshotSummary & { fileBytes: number; writeMs: number };
}

/**
 * Where this process's main-thread heap goes now: V8's heap spaces first (as they are; writing a
 * snapshot collects garbage), then ONE heap snapshot written into the temporary directory, summed
 * by constructor in a process of its own (heap-snapshot-summary.ts) and deleted afterwards; with
 * `keepSnapshot`, kept and its path logged, for a closer look (DevTools' Memory panel loads it).
 * Costs seconds and memory: take it after a measurement, never during one.
 */
export async function heapBreakdown(options: { keepSnapshot: boolean; log: (line: string) => void }): Promise<HeapBreakdown> {
  const spaces = getHeapSpaceStatistics().map((s) => ({ name: s.space_name, sizeBytes: s.space_size, usedBytes: s.space_used_size, physicalBytes: s.physical_space_size }));
  const file = path.join(tmpdir(), `keyledger-bench-${process.pid}-${Date.now()}.heapsnapshot`);
  const started = now();
  try {
    writeHeapSnapshot(file);
    const writeMs = now() - started;
    const fileBytes = statSync(file).size;
    const summary = await summarizeHeapSnapshotApart(file, TOP_GROUPS);
    if (options.keepSnapshot) options.log(`  heap snapshot kept: ${file}`);
    return { spaces, snapshot: { ...summary, fileBytes, writeMs } };
  } finally {
    if (!options.keepSnapshot) rmSync(file, { force: true });
  }
}
