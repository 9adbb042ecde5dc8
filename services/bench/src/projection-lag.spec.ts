import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { projectionLag, startLagSampler, type CheckpointSample, type HeadSample } from './projection-lag.js';

const cp = (transactionId: number, position: number) => ({ transactionId: String(transactionId), position });
const head = (startMs: number, endMs: number, h: ReturnType<typeof cp> | null): HeadSample => ({ startMs, endMs, head: h });
const note = (atMs: number, c: ReturnType<typeof cp>): CheckpointSample => ({ atMs, checkpoint: c });

describe('projection lag', () => {
  it('measures each new head from the previous head query start to the first checkpoint at or past it', () => {
    const heads = [head(0, 2, cp(100, 10)), head(10, 12, cp(105, 20)), head(20, 21, cp(105, 20)), head(30, 33, cp(110, 30))];
    const checkpoints = [note(0, cp(100, 10)), note(25, cp(105, 20)), note(31, cp(108, 25)), note(45, cp(110, 30))];
    const lag = projectionLag(heads, checkpoints);
    // Head 20 first seen by the query started at 10 (previous started at 0), applied at 25: 25 − 0.
    // Head 20 again at 20: not new. Head 30 first seen at 30 (previous query started at 20), applied at 45: 45 − 20.
    assert.deepEqual(lag.lagsMs, [25, 25]);
    assert.equal(lag.heads, 2);
    assert.equal(lag.unapplied, 0);
    assert.equal(lag.p50Ms, 25);
    assert.equal(lag.maxMs, 25);
    // Resolution: this query's end − the previous one's start: 12 − 0 and 33 − 20.
    assert.equal(lag.resolutionMs, 12);
  });

  it('compares checkpoints as the runner reads the log: by transaction id, then position', () => {
    // Position 41 was written by an older transaction (200) than position 40 (201): the runner
    // applies 41 before 40, so a checkpoint at (200, 41) has not reached (201, 40).
    const heads = [head(0, 1, cp(199, 39)), head(10, 11, cp(201, 40)), head(20, 21, cp(200, 41))];
    const checkpoints = [note(0, cp(199, 39)), note(15, cp(200, 41)), note(40, cp(201, 40))];
    const lag = projectionLag(heads, checkpoints);
    // Head (201, 40): reached only at 40 → 40 − 0. Head (200, 41): reached at 15 → max(0, 15 − 10) = 5.
    assert.deepEqual(lag.lagsMs, [5, 40]);
  });

  it('counts heads the checkpoint never reached, skips the first sample and empty logs', () => {
    const heads = [head(0, 1, null), head(10, 11, cp(5, 1)), head(20, 21, cp(6, 2))];
    const checkpoints = [note(0, cp(0, 0)), note(12, cp(5, 1))];
    const lag = projectionLag(heads, checkpoints);
    assert.equal(lag.heads, 2);
    assert.equal(lag.unapplied, 1);
    assert.deepEqual(lag.lagsMs, [12]);
    assert.ok(Number.isNaN(projectionLag([head(0, 1, cp(1, 1))], checkpoints).p99Ms), 'one sample measures nothing');
  });

  it('takes the 99th percentile by nearest rank over many heads', () => {
    const heads: HeadSample[] = [];
    const checkpoints: CheckpointSample[] = [];
    for (let i = 0; i <= 200; i++) {
      heads.push(head(i * 10, i * 10 + 1, cp(i + 1, i + 1)));
      // Head i applied 5 ms after the previous head query started; the last one 150 ms after.
      if (i > 0) checkpoints.push(note((i - 1) * 10 + (i === 200 ? 150 : 5), cp(i + 1, i + 1)));
    }
    checkpoints.sort((a, b) => a.atMs - b.atMs);
    const lag = projectionLag(heads, checkpoints);
    assert.equal(lag.heads, 200);
    assert.equal(lag.p50Ms, 5);
    assert.equal(lag.p99Ms, 5);
    assert.equal(lag.maxMs, 150);
  });

  it('samples the head and the checkpoint, and settles once the checkpoint reaches the last head', async () => {
    let position = 0;
    let applied = 0;
    const db = {
      async query() {
        return { rows: position ? [{ transaction_id: String(position + 100), global_position: String(position) }] : [] };
      },
    };
    const sampler = startLagSampler(db, () => ({ transactionId: String(applied + 100), position: applied }), 2);
    const writer = setInterval(() => (position += 1), 5);
    const projector = setInterval(() => (applied = position), 12);
    await new Promise((resolve) => setTimeout(resolve, 150));
    clearInterval(writer);
    const { heads, checkpoints } = await sampler.stop(2_000);
    clearInterval(projector);
    const lag = projectionLag(heads, checkpoints);
    assert.ok(lag.heads > 5, `${lag.heads} heads`);
    assert.equal(lag.unapplied, 0, 'the sampler waited for the last head');
    assert.ok(lag.p50Ms > 0 && lag.maxMs < 1_000, `p50 ${lag.p50Ms}, max ${lag.maxMs}`);
    assert.equal(checkpoints.at(-1)!.checkpoint.position, heads.at(-1)!.head!.position);
  });
});
