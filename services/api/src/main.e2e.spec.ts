import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';

const mainPath = fileURLToPath(new URL('./main.js', import.meta.url));

function run(env: Record<string, string>) {
  const child = spawn(process.execPath, [mainPath], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

describe('the API process', () => {
  it('refuses to start on a bad environment value, naming the variable', async () => {
    const proc = run({ DATA_DIR: 'memory://', PORT: 'not-a-port' });
    assert.equal(await proc.exited, 2);
    assert.match(proc.output().stderr, /Invalid configuration: PORT must be a port number/);
  });

  it('starts on the embedded database with no DATABASE_URL, serves health, and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kl-main-'));
    const proc = run({ DATA_DIR: dataDir, PORT: '0', SEED_DEMO: 'false' });
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const match = /KeyLedger is listening on (http:\/\/[\d.]+:\d+)/.exec(proc.output().stdout);
        if (match) {
          clearInterval(timer);
          resolve(match[1]!);
        }
      }, 50);
      void proc.exited.then((code) => {
        clearInterval(timer);
        reject(new Error(`exited with ${code}: ${proc.output().stderr}`));
      });
    });
    const health = (await (await fetch(`${url}/api/v1/health`)).json()) as { database: { status: string; kind: string } };
    assert.deepEqual(health.database.status, 'up');
    assert.deepEqual(health.database.kind, 'pglite');
    // Logs are structured JSON with a request id per request.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const requestLine = proc.output().stdout.split('\n').find((line) => line.includes('"path":"/api/v1/health"'));
    assert.ok(requestLine, 'the request was logged');
    const logged = JSON.parse(requestLine) as { requestId: string; status: number };
    assert.equal(logged.status, 200);
    assert.match(logged.requestId, /^[0-9a-f-]{36}$/);

    proc.child.kill('SIGTERM');
    assert.equal(await proc.exited, 0);
    rmSync(dataDir, { recursive: true, force: true });
  });
});
