import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MemorySampler } from './memory-sampler.js';

const MB = 1024 * 1024;

describe('memory sampler', () => {
  it('keeps the maxima per phase and overall, and each phase’s last RSS', () => {
    const reading = (rss: number, heapUsed: number, heapTotal = heapUsed + 10, external = 5, arrayBuffers = 2) => ({
      rss: rss * MB, heapUsed: heapUsed * MB, heapTotal: heapTotal * MB, external: external * MB, arrayBuffers: arrayBuffers * MB,
    });
    const readings = [
      reading(100, 40),
      reading(180, 90, 150, 30, 20),
      reading(150, 70),
      reading(260, 60, 200, 40, 35),
      reading(120, 95),
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
    // What each RSS peak was made of: the whole sample at the peak, not each figure's own maximum.
    assert.deepEqual(summary.phases[1]!.atPeak, readings[1]);
    assert.deepEqual(summary.atPeak, readings[3]);
  });

  it('samples the real process on its timer until stopped', async () => {
    const sampler = new MemorySampler(20).start();
    await new Promise((resolve) => setTimeout(resolve, 150));
    const summary = sampler.stop();
    assert.ok(summary.samples >= 4, `${summary.samples} samples in 150 ms at 20 ms`);
    assert.ok(summary.maxRssBytes > summary.maxHeapUsedBytes && summary.maxHeapUsedBytes > 0);
    assert.equal(summary.atPeak.rss, summary.maxRssBytes);
    assert.ok(summary.atPeak.heapTotal >= summary.atPeak.heapUsed && summary.atPeak.external >= summary.atPeak.arrayBuffers);
    await new Promise((resolve) => setTimeout(resolve, 60));
    assert.equal(sampler.summary().samples, summary.samples, 'no sample after stop');
  });
});
