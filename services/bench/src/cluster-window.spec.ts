import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, it } from 'node:test';
import pg from 'pg';
import { addAllWindows, addWindows, apiTotals, measureWindow, otherProcessesCpu, postgresForRun, type WindowUse } from './cluster-window.js';
import { loadConfig } from './config.js';
import { processCpuMs } from './cpu-time.js';

const window = (apiCpu: number[], scale = 1): WindowUse => ({
  elapsedMs: 5_000 * scale,
  apis: apiCpu.map((cpuMs, i) => ({ name: `api-${i + 1}`, cpuMs: cpuMs * scale, requests: { reads: 1_000 * scale, checkouts: 100 * scale, other: scale } })),
  balancerMs: 200 * scale,
  postgres: { ownBackendsMs: 900 * scale, serverMs: 40 * scale, otherClientsMs: 7 * scale },
  loadGeneratorsMs: 600 * scale,
  benchMs: 30 * scale,
  otherProcesses: { totalMs: 70 * scale, byCommand: [{ comm: 'node', cpuMs: 50 * scale }, { comm: 'beam.smp', cpuMs: 20 * scale }] },
  machine: { busyMs: 9_000 * scale, totalMs: 10_000 * scale },
  databaseRollbacks: 3 * scale,
});

describe('what processes used over measured windows', () => {
  it('adds windows process by process, and every other figure', () => {
    const sum = addWindows(window([1_000, 800]), window([1_000, 800], 2));
    assert.deepEqual(sum, window([1_000, 800], 3));
    assert.deepEqual(addAllWindows([window([10]), window([10]), window([10])]), window([10], 3));
    assert.throws(() => addWindows(window([1]), window([1, 1])), /cannot be added/);
    assert.throws(() => addAllWindows([]), /No window/);
  });

  it('leaves a figure unknown when one window could not measure it', () => {
    const sum = addWindows(window([5]), { ...window([5]), balancerMs: null, postgres: null, loadGeneratorsMs: null, machine: null, otherProcesses: null });
    assert.equal(sum.balancerMs, null);
    assert.equal(sum.postgres, null);
    assert.equal(sum.loadGeneratorsMs, null);
    assert.equal(sum.machine, null);
    assert.equal(sum.otherProcesses, null);
    assert.equal(sum.benchMs, 60);
  });

  it('sums other processes by command, busiest first, leaving out what the run claims', () => {
    const stat = (comm: string, ppid: number, cpuMs: number) => ({ comm, ppid, cpuMs });
    const before = new Map([['1', stat('node', 9, 100)], ['2', stat('node', 9, 0)], ['3', stat('postgres', 1, 0)], ['4', stat('tsc', 1, 50)]]);
    const after = new Map([['1', stat('node', 9, 400)], ['2', stat('node', 9, 100)], ['3', stat('postgres', 1, 900)], ['4', stat('tsc', 1, 50)], ['5', stat('esbuild', 1, 30)]]);
    const others = otherProcessesCpu(before, after, (pid, s) => s.comm === 'postgres' || pid === '2');
    // node 1 used 300; node 2 is claimed; tsc used nothing; esbuild began in the window: counted whole.
    assert.deepEqual(others, { totalMs: 330, byCommand: [{ comm: 'node', cpuMs: 300 }, { comm: 'esbuild', cpuMs: 30 }] });
  });

  it('adds other processes of two windows command by command', () => {
    const sum = addWindows(window([1]), { ...window([1]), otherProcesses: { totalMs: 100, byCommand: [{ comm: 'beam.smp', cpuMs: 100 }] } });
    assert.deepEqual(sum.otherProcesses, { totalMs: 170, byCommand: [{ comm: 'beam.smp', cpuMs: 120 }, { comm: 'node', cpuMs: 50 }] });
  });

  it('totals the API processes, and counts PostgreSQL’s own backends and server processes to the run, not other clients', () => {
    assert.deepEqual(apiTotals(window([1_000, 800])), { cpuMs: 1_800, requests: 2 * 1_101 });
    assert.equal(postgresForRun(window([1]).postgres), 940);
    assert.equal(postgresForRun(null), null);
  });

  it('measures a watched process’s CPU, the machine’s and the load generators’ over the work', async (t) => {
    if (processCpuMs('self') === null) {
      assert.notEqual(process.platform, 'linux', 'Linux always has /proc');
      return t.diagnostic('no /proc here');
    }
    // A real process in the balancer's place, spinning 300 ms of CPU when told to.
    const spinner = spawn(process.execPath, [
      '-e',
      `process.stdin.once('data', () => { const s = process.cpuUsage(); let x = 0; while ((process.cpuUsage(s).user + process.cpuUsage(s).system) / 1000 < 300) x += Math.sqrt(x + 1); process.stdout.write('done ' + (x > 0)); });`,
    ]);
    const observer = new pg.Pool({ connectionString: loadConfig().databaseUrl, max: 1 });
    try {
      const { result, use } = await measureWindow({
        apis: [],
        balancerPid: spinner.pid!,
        observer,
        application: 'kl_bench_window_spec',
        work: async () => {
          spinner.stdin.write('go\n');
          const [answer] = await once(spinner.stdout, 'data');
          return String(answer);
        },
        generatorsMs: () => 42,
      });
      assert.equal(result, 'done true');
      assert.ok(use.balancerMs! >= 250, `the watched process: ${use.balancerMs} ms of 300 spun`);
      assert.ok(use.machine!.busyMs >= use.balancerMs! - 20, `the machine was busy at least as long: ${use.machine!.busyMs} ms`);
      assert.equal(use.loadGeneratorsMs, 42);
      assert.ok(use.benchMs! < 250, `this process only waited: ${use.benchMs} ms`);
      assert.deepEqual(use.apis, []);
    } finally {
      spinner.kill();
      await observer.end();
    }
  });
});
