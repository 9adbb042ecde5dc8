import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { machineCpu, parseMachineCpu } from './machine-cpu.js';

describe('the machine’s CPU time from /proc/stat', () => {
  it('adds user, nice, system, interrupts and steal as busy, idle and I/O wait as idle, in 10 ms ticks', () => {
    const stat = 'cpu  100 5 40 900 20 3 2 7 11 0\ncpu0 50 2 20 450 10 1 1 3 5 0\nintr 123';
    assert.deepEqual(parseMachineCpu(stat), { busyMs: (100 + 5 + 40 + 3 + 2 + 7) * 10, idleMs: (900 + 20) * 10 });
    assert.throws(() => parseMachineCpu('intr 1 2 3'), /No cpu line/);
  });

  it('counts this process’s spinning as busy time of the machine', (t) => {
    const before = machineCpu();
    if (!before) {
      assert.notEqual(process.platform, 'linux', 'Linux always has /proc');
      return t.diagnostic('no /proc here');
    }
    const start = process.cpuUsage();
    let x = 0;
    while ((process.cpuUsage(start).user + process.cpuUsage(start).system) / 1000 < 200) x += Math.sqrt(x + 1);
    const after = machineCpu()!;
    assert.ok(after.busyMs - before.busyMs >= 150, `machine busy ${after.busyMs - before.busyMs} ms while this process spun for 200 ms (x=${x > 0})`);
  });
});
