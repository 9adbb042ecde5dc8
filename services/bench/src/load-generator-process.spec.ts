import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { runLoad } from './http-load.js';
import { LoadGeneratorProcess } from './load-generator-process.js';

const CHECKOUT_CHILD = new URL('./checkout-load-worker.js', import.meta.url);

/** Alive and not a zombie (a child whose parent died is reaped by whoever adopts it, maybe late). */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(') ') + 2, stat.lastIndexOf(') ') + 3) !== 'Z';
  } catch {
    if (process.platform === 'linux') return false;
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }
}

async function gone(pid: number, withinMs = 5_000): Promise<boolean> {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    if (!isRunning(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isRunning(pid);
}

/**
 * A bench process in miniature: starts a load generator, prints its pid once the child is up, then
 * ends as `how` says ('hang': stays until killed).
 */
function parentThatEnds(how: 'exit' | 'throw' | 'finish' | 'hang') {
  const script = `
    import { LoadGeneratorProcess } from ${JSON.stringify(new URL('./load-generator-process.js', import.meta.url).href)};
    const generator = new LoadGeneratorProcess(new URL(${JSON.stringify(CHECKOUT_CHILD.href)}));
    setTimeout(() => {
      console.log(generator.pid);
      if (${JSON.stringify(how)} === 'exit') process.exit(3);
      if (${JSON.stringify(how)} === 'throw') throw new Error('the bench failed');
      if (${JSON.stringify(how)} === 'hang') setInterval(() => undefined, 1_000);
    }, 500);`;
  const parent = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'ignore'] });
  const childPid = new Promise<number>((resolve, reject) => {
    parent.stdout.once('data', (data: Buffer) => resolve(Number(data.toString().trim())));
    parent.once('exit', () => reject(new Error('the parent ended before it printed its child')));
  });
  const exited = new Promise<number | null>((resolve) => parent.once('exit', (code) => resolve(code)));
  return { parent, childPid, exited };
}

describe('load generator processes', () => {
  for (const how of ['exit', 'throw', 'finish'] as const) {
    it(`end with the bench process when it ends (${how}), and do not keep it alive`, async () => {
      const { childPid, exited } = parentThatEnds(how);
      const pid = await childPid;
      assert.ok(pid > 0 && pid !== process.pid);
      const code = await exited;
      assert.equal(code, { exit: 3, throw: 1, finish: 0 }[how]);
      assert.ok(await gone(pid), `load generator ${pid} outlived its parent`);
    });
  }

  it('end when the bench process is killed outright (SIGKILL runs no handler: the closed IPC channel ends the child)', async () => {
    const { parent, childPid, exited } = parentThatEnds('hang');
    const pid = await childPid;
    assert.ok(isRunning(pid));
    parent.kill('SIGKILL');
    await exited;
    assert.ok(await gone(pid), `load generator ${pid} outlived its parent`);
  });

  it('close() ends the child; a request afterwards is refused', async () => {
    const generator = new LoadGeneratorProcess<object, unknown>(CHECKOUT_CHILD);
    const pid = generator.pid!;
    await generator.close();
    assert.ok(!isRunning(pid));
    await assert.rejects(generator.request({}), /closed/);
  });

  it('a child that fails rejects its run with the reason it printed', async () => {
    await assert.rejects(runLoad('not a url', 1, 100), /The load generator stopped \(exit code 1\): [\s\S]*Invalid URL/);
  });

  it('a child killed during a run rejects that run', async () => {
    const generator = new LoadGeneratorProcess<object, unknown>(CHECKOUT_CHILD);
    // Killed at once, while the child is still starting: long before it could answer (this request, refused, would be an answer).
    const pending = generator.request({ shoppers: [], connections: 1 });
    process.kill(generator.pid!, 'SIGKILL');
    await assert.rejects(pending, /stopped \(signal SIGKILL\)/);
    await generator.close();
  });
});
