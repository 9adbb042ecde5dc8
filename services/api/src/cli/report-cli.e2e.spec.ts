import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { after, describe, it } from 'node:test';
import fc from 'fast-check';
import { EventStore, type Database } from '@keyledger/event-store';
import { DATABASE } from '../database/database.token.js';
import { appendHistory, historyArbitrary } from '../finance/testing/generated-history.js';
import { createTestShoppers } from '../ordering/testing/test-shoppers.js';
import { startTestApp, type TestApp } from '../testing/start-test-app.js';
import { createTestUser } from '../testing/test-users.js';

const run = promisify(execFile);
const CLI = path.join(path.dirname(fileURLToPath(import.meta.url)), 'report-cli.js');
const ZONE = 'Europe/Berlin';
const QUERY = { from: '2026-07-01', to: '2026-12-31', groupBy: 'day' };

/** The CLI's CSV and the API's for the same period and log position, after a generated history. */
async function bothCsvs(api: TestApp, env: Record<string, string>) {
  const shoppers = await createTestShoppers(api.app, 2, 0);
  await appendHistory(api.app.get(EventStore), shoppers.map((shopper) => shopper.userId), fc.sample(historyArbitrary(2), { numRuns: 1, seed: 11 })[0]!);
  const finance = await createTestUser(api.app, 'finance');
  const head = Number((await api.app.get(EventStore).pool.query<{ p: string }>('SELECT max(global_position) AS p FROM events')).rows[0]!.p);
  const res = await fetch(`${api.baseUrl}/api/v1/finance/report?from=${QUERY.from}&to=${QUERY.to}&groupBy=${QUERY.groupBy}&asOf=${head}&format=csv`, { headers: { authorization: `Bearer ${finance.token}` } });
  assert.equal(res.status, 200);
  const cli = await run(process.execPath, [CLI, '--from', QUERY.from, '--to', QUERY.to, '--group-by', QUERY.groupBy, '--as-of', String(head), '--format', 'csv'], {
    env: { PATH: process.env.PATH ?? '', TIME_ZONE: ZONE, ...env },
    maxBuffer: 16 * 1024 * 1024,
  });
  return { api: await res.text(), cli: cli.stdout, stderr: cli.stderr, head };
}

describe('npm run report: the finance report from the command line', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kl-report-cli-'));
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('on the PostgreSQL server (DATABASE_URL): the same CSV as the API', async () => {
    const api = await startTestApp('postgres', { TIME_ZONE: ZONE });
    try {
      const { api: fromApi, cli, stderr, head } = await bothCsvs(api, { DATABASE_URL: api.app.get<Database>(DATABASE).connectionString });
      assert.ok(fromApi.split('\r\n').length > 150, 'a day per line');
      assert.equal(cli, fromApi);
      assert.match(stderr, new RegExp(`as of log position ${head}`));
    } finally {
      await api.close();
    }
  });

  it("on the embedded data of a running store (make dev's), and on the same data once the store stopped", async () => {
    const api = await startTestApp('pglite', { TIME_ZONE: ZONE, DATA_DIR: dataDir });
    let expected: string;
    try {
      const { api: fromApi, cli, stderr } = await bothCsvs(api, { DATA_DIR: dataDir });
      assert.equal(cli, fromApi);
      assert.match(stderr, /running store's embedded database/);
      expected = fromApi;
    } finally {
      await api.close();
    }
    // The store has stopped: the command opens the data itself.
    const again = await run(process.execPath, [CLI, '--from', QUERY.from, '--to', QUERY.to, '--group-by', QUERY.groupBy, '--format', 'csv'], { env: { PATH: process.env.PATH ?? '', TIME_ZONE: ZONE, DATA_DIR: dataDir } });
    assert.match(again.stderr, /the embedded database in/);
    assert.equal(again.stdout, expected);
  });

  it('refuses bad parameters in the API’s words, with the usage', async () => {
    const refused = await run(process.execPath, [CLI, '--from', '2026-12-02', '--to', '2026-12-01'], { env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir } }).catch((error: { code: number; stderr: string }) => error);
    assert.equal((refused as { code: number }).code, 2);
    assert.match((refused as { stderr: string }).stderr, /from must not be after to[\s\S]*Usage: npm run report/);
  });
});
