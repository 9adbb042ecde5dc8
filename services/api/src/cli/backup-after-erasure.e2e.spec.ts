import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { customerLife, foundIn, listScenarioGames, readModelsCaughtUp, type ErasureCustomer } from '../privacy/testing/erasure-scenario.js';
import { SmtpCapture } from '../testing/smtp-capture.js';
import { apiTestTargets, startTestApp, type TestApp } from '../testing/start-test-app.js';
import { createTestUser } from '../testing/test-users.js';
import { runCli } from './testing/cli-run.js';

const run = promisify(execFile);

/**
 * A backup taken after an erasure holds nothing of the customer, byte for byte: not in the
 * archive pg_dump writes for the server, not in the embedded store's copy of its data directory
 * (whose files would keep old row versions until vacuumed: the backup compacts them away first).
 */
for (const target of await apiTestTargets()) {
  describe(`a backup taken after an erasure (${target})`, () => {
    const smtp = new SmtpCapture();
    let scratch: string;
    let storeEnv: Record<string, string>;
    let api: TestApp;
    let erased: ErasureCustomer;
    let kept: ErasureCustomer;

    before(async () => {
      scratch = await mkdtemp(path.join(tmpdir(), `kl-backup-after-erasure-${target}-`));
      await mkdir(path.join(scratch, 'store'));
      storeEnv = { DATA_DIR: path.join(scratch, 'store'), ERASURE_LEDGER: path.join(scratch, 'erasure-ledger.jsonl') };
      api = await startTestApp(target, { ...storeEnv, SMTP_URL: await smtp.start() });
      const admin = await createTestUser(api.app, 'admin');
      await listScenarioGames(api);
      erased = await customerLife(api, smtp, admin);
      kept = await customerLife(api, smtp, admin);
      const erasure = await api.call('POST', `users/${erased.userId}/erase`, { token: admin.token, body: { reason: 'Asked by e-mail to be forgotten' } });
      assert.equal(erasure.status, 200);
      await readModelsCaughtUp(api);
    });
    after(async () => {
      await api.close();
      await smtp.stop();
      await rm(scratch, { recursive: true, force: true });
    });

    it('holds none of the erased customer’s texts in its bytes, and the other customer’s', async () => {
      const file = path.join(scratch, 'after-erasure.backup');
      let content: string;
      if (target === 'pglite') {
        await api.close();
        assert.equal((await runCli('backup-cli.js', [file], storeEnv)).code, 0);
        content = gunzipSync(await readFile(file)).toString('latin1');
        api = await startTestApp('pglite', storeEnv);
      } else {
        assert.equal((await runCli('backup-cli.js', [file], { ...storeEnv, DATABASE_URL: api.databaseUrl! })).code, 0);
        // The custom-format archive is compressed: pg_restore prints it as the SQL it would run.
        content = (await run('pg_restore', ['--file=-', file], { maxBuffer: 512 * 1024 * 1024 })).stdout;
      }
      assert.deepEqual(foundIn(content, erased.personalTexts), [], 'nothing of the erased customer');
      assert.ok(foundIn(content, [kept.email, kept.personalTexts[6]!]).length === 2, 'the other customer is in it');
    });
  });
}
