import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MemorySampler } from './memory-sampler.js';

const MB = 1024 * 1024;

describe('memory sampler', () => {
  it('keeps the maxima per phase and overall, and each phase’s last RSS', () => {
    const readings = [
      { rss: 100 * MB, heapUsed: 40 * MB },
      { rss: 180 * MB, heapUsed: 90 * MB },
      { rss: 150 * MB, heapUsed: 70 * MB },
      { rss: 260 * MB, heapUsed: 60 * MB },
      { rss: 120 * MB, heapUsed: 95 * MB },
    ];
    let next = 0;
    const sampler = new MemorySampler(250, () => readings[next++]!);
    sampler.sample(); // start
    sampler.phase('reads');
    sampler.sample();
    sampler.phase('sale');
    sampler.phase('reads'); // a phase entered again adds to its figures
    const summary = sampler.summary();
    assert.equal(summary.samples, 5);
    assert.equal(summary.maxRssBytes, 260 * MB);
    assert.equal(summary.maxHeapUsedBytes, 95 * MB);
    assert.deepEqual(
      summary.phases.map((p) => [p.phase, p.samples, p.maxRssBytes / MB, p.maxHeapUsedBytes / MB, p.endRssBytes / MB]),
      [
        ['start', 1, 100, 40, 100],
        ['reads', 3, 180, 95, 120],
        ['sale', 1, 260, 60, 260],
      ],
    );
  });

  it('samples the real process on its timer until stopped', async () => {
    const sampler = new MemorySampler(20).start();
    await new Promise((resolve) => setTimeout(resolve, 150));
    const summary = sampler.stop();
    assert.ok(summary.samples >= 4, `${summary.samples} samples in 150 ms at 20 ms`);
    assert.ok(summary.maxRssBytes > summary.maxHeapUsedBytes && summary.maxHeapUsedBytes > 0);
    await new Promise((resolve) => setTimeout(resolve, 60));
    assert.equal(sampler.summary().samples, summary.samples, 'no sample after stop');
  });
});
