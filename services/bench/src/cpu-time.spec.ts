import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { loadConfig } from './config.js';
import { cpuBetween, cpuSnapshot, parseProcStat, withCpu } from './cpu-time.js';

/**
 * Keeps the calling thread busy until the process has used `ms` more CPU (not wall time: a busy
 * machine must not shorten the work). Only this thread is busy meanwhile, so it did nearly all of it.
 */
const SPIN = `function spin(ms) {
  const start = process.cpuUsage();
  let x = 0;
  for (;;) {
    for (let i = 0; i < 10000; i++) x += Math.sqrt(x + i);
    const used = process.cpuUsage(start);
    if ((used.user + used.system) / 1000 >= ms) return x;
  }
}`;
const spin = new Function(`${SPIN}; return spin;`)() as (ms: number) => number;

describe('CPU time from /proc', () => {
  it('reads the name and user + system ticks of a stat line, whatever the name holds', () => {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime ...
    const line = '4242 (postgres: x) y) S 1 4242 4242 0 -1 4194560 100 0 0 0 250 37 0 0 20 0 1 0 12345 0 0';
    assert.deepEqual(parseProcStat(line), { comm: 'postgres: x) y', ppid: 1, cpuMs: 2_870 });
    assert.throws(() => parseProcStat('not a stat line'), /Not a \/proc stat line/);
  });

  it("counts the main thread's work to the main thread", async (t) => {
    if (!cpuSnapshot()) {
      assert.notEqual(process.platform, 'linux', 'Linux always has /proc');
      t.diagnostic('no /proc here: the benchmarks leave CPU out');
      return;
    }
    const main = await withCpu(async () => spin(300));
    assert.ok(main.cpu!.mainThreadMs >= 250, `main thread: ${main.cpu!.mainThreadMs} ms of 300 ms of CPU spent spinning`);
    assert.ok(main.cpu!.otherThreadsMs < 100, `other threads: ${main.cpu!.otherThreadsMs} ms while only the main thread worked`);
  });

  it("counts a running worker thread's CPU to the other threads, unless that thread is left out; the worker can measure itself", async (t) => {
    const before = cpuSnapshot();
    if (!before) {
      assert.notEqual(process.platform, 'linux', 'Linux always has /proc');
      return t.diagnostic('no /proc here: the benchmarks leave CPU out');
    }
    const shared = new Int32Array(new SharedArrayBuffer(4));
    // The worker spins, posts what it measured of itself, then waits until the snapshot is taken.
    const busy = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
       ${SPIN}
       import(workerData.module).then(({ currentThreadCpu }) => {
         const start = currentThreadCpu();
         spin(300);
         const end = currentThreadCpu();
         parentPort.postMessage({ threadId: end.threadId, cpuMs: end.cpuMs - start.cpuMs });
         Atomics.wait(workerData.shared, 0, 0);
       });`,
      { eval: true, workerData: { shared, module: new URL('./cpu-time.js', import.meta.url).href } },
    );
    const itself = await new Promise<{ threadId: string; cpuMs: number }>((resolve, reject) => {
      busy.once('message', resolve);
      busy.once('error', reject);
    });
    const after = cpuSnapshot()!;
    Atomics.store(shared, 0, 1);
    Atomics.notify(shared, 0);
    await busy.terminate();
    const used = cpuBetween(before, after);
    assert.ok(used.otherThreadsMs >= 250, `other threads: ${used.otherThreadsMs} ms while a worker spent 300 ms of CPU spinning`);
    assert.ok(used.mainThreadMs < 100, `main thread: ${used.mainThreadMs} ms while it only waited for the worker`);
    assert.ok(itself.threadId !== after.main && after.threads.has(itself.threadId), `the worker's thread ${itself.threadId} is one of this process's`);
    assert.ok(itself.cpuMs >= 250, `the worker measured ${itself.cpuMs} ms of its own`);
    const without = cpuBetween(before, after, new Set([itself.threadId]));
    assert.ok(without.otherThreadsMs < 100, `other threads without the worker: ${without.otherThreadsMs} ms`);
  });
});

describe('CPU time of PostgreSQL', () => {
  it("counts a backend's work to the PostgreSQL processes of this machine", async (t) => {
    const config = loadConfig();
    if (!cpuSnapshot()) {
      assert.notEqual(process.platform, 'linux', 'Linux always has /proc');
      return t.diagnostic('no /proc here: the benchmarks leave CPU out');
    }
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      // Millions of square roots: hundreds of milliseconds of one backend's CPU on any machine.
      const { cpu } = await withCpu(() => client.query('SELECT sum(sqrt(g)) FROM generate_series(1, 5000000) AS g'));
      assert.notEqual(cpu!.postgresMs, null, 'the test server runs on this machine');
      assert.ok(cpu!.postgresMs! >= 100, `PostgreSQL: ${cpu!.postgresMs} ms for five million square roots`);
      assert.ok(cpu!.mainThreadMs < cpu!.postgresMs!, 'the work was the server\'s, not this thread\'s');
    } finally {
      await client.end();
    }
  });
});
