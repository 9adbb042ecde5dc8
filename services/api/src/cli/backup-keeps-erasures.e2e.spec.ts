import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { TEST_SERVER_URL } from '@keyledger/event-store/testing';
import pg from 'pg';
import { dumpDatabase } from '../privacy/testing/database-dump.js';
import { customerLife, foundIn, listScenarioGames, readModelsCaughtUp, type ErasureCustomer } from '../privacy/testing/erasure-scenario.js';
import { SmtpCapture } from '../testing/smtp-capture.js';
import { apiTestTargets, startTestApp, type TestApp } from '../testing/start-test-app.js';
import { createTestUser, type TestUser } from '../testing/test-users.js';
import { runCli } from './testing/cli-run.js';

/**
 * GDPR art. 17 survives a restore (issue 36): a backup taken before a customer was erased still
 * holds them, and restoring it must not bring them back. The erasure ledger outside the database
 * remembers the erasure; npm run restore makes it again before the store serves.
 */
for (const target of await apiTestTargets()) {
  describe(`backup, then erase a customer, then restore the backup: still erased (${target})`, () => {
    const smtp = new SmtpCapture();
    let scratch: string;
    /** The store's own settings: its DATA_DIR (secrets; the embedded database) and its erasure ledger, outside the backups. */
    let storeEnv: Record<string, string>;
    let smtpUrl: string;
    let api: TestApp;
    let admin: TestUser;
    let erased: ErasureCustomer;
    let kept: ErasureCustomer;
    let backupFile: string;
    const server = new pg.Client({ connectionString: TEST_SERVER_URL });
    let restoredDatabase: string | null = null;

    before(async () => {
      scratch = await mkdtemp(path.join(tmpdir(), `kl-backup-erasure-${target}-`));
      await mkdir(path.join(scratch, 'store'));
      storeEnv = { DATA_DIR: path.join(scratch, 'store'), ERASURE_LEDGER: path.join(scratch, 'erasure-ledger.jsonl') };
      smtpUrl = await smtp.start();
      api = await startTestApp(target, { ...storeEnv, SMTP_URL: smtpUrl });
      admin = await createTestUser(api.app, 'admin');
      await listScenarioGames(api);
      erased = await customerLife(api, smtp, admin);
      kept = await customerLife(api, smtp, admin);
      await readModelsCaughtUp(api);
    });
    after(async () => {
      await api.close();
      await smtp.stop();
      if (restoredDatabase) {
        await server.query(`DROP DATABASE IF EXISTS ${restoredDatabase} WITH (FORCE)`);
        await server.end();
      }
      await rm(scratch, { recursive: true, force: true });
    });

    it('the customer erased after the backup is erased again by the restore: no trace in the restored database, sign-in refused, erasedAt set', async () => {
      backupFile = path.join(scratch, 'before-erasure.backup');
      if (target === 'pglite') {
        // The embedded database is backed up with its store stopped, which then starts again.
        await api.close();
        assert.equal((await runCli('backup-cli.js', [backupFile], storeEnv)).code, 0);
        api = await startTestApp('pglite', { ...storeEnv, SMTP_URL: smtpUrl });
      } else {
        assert.equal((await runCli('backup-cli.js', [backupFile], { ...storeEnv, DATABASE_URL: api.databaseUrl! })).code, 0);
      }

      const erasure = await api.call('POST', `users/${erased.userId}/erase`, { token: admin.token, body: { reason: 'Asked by e-mail to be forgotten' } });
      assert.equal(erasure.status, 200, JSON.stringify(erasure.body));
      assert.ok((await readFile(storeEnv.ERASURE_LEDGER!, 'utf8')).includes(erased.userId), 'the ledger outside the database remembers it');

      let restoreEnv: Record<string, string>;
      if (target === 'pglite') {
        // Restored elsewhere (the original is intact): the secrets come along, the ledger is where it was.
        const restoredDir = path.join(scratch, 'restored');
        await mkdir(restoredDir);
        for (const name of (await readdir(storeEnv.DATA_DIR!)).filter((file) => file.endsWith('.secret'))) await copyFile(path.join(storeEnv.DATA_DIR!, name), path.join(restoredDir, name));
        restoreEnv = { ...storeEnv, DATA_DIR: restoredDir };
      } else {
        await server.connect();
        restoredDatabase = `kl_restore_${randomBytes(5).toString('hex')}`;
        await server.query(`CREATE DATABASE ${restoredDatabase}`);
        const url = new URL(api.databaseUrl!);
        url.pathname = `/${restoredDatabase}`;
        restoreEnv = { ...storeEnv, DATABASE_URL: url.toString() };
      }
      const restore = await runCli('restore-cli.js', [backupFile], restoreEnv);
      assert.equal(restore.code, 0, `${restore.stdout}\n${restore.stderr}`);
      assert.match(restore.stdout, /^Erasure ledger \(.*erasure-ledger\.jsonl\): 1 entries; 1 erased again, 0 already erased in the backup, 0 not in the backup$/m);
      assert.match(restore.stdout, /^Restored: every read model equals a replay of the log; the store can start$/m);

      const restored = await startTestApp(target, restoreEnv);
      try {
        const dump = await dumpDatabase(restored);
        assert.deepEqual(foundIn(dump, erased.personalTexts), [], 'the restored database holds none of the erased customer’s data');
        // The credit's reason is only in the log, sealed: the other customer's readable texts are all there.
        const readable = kept.personalTexts.filter((text) => text !== kept.creditReason);
        assert.deepEqual(foundIn(dump, readable).sort(), [...readable].sort(), 'the other customer is all there');

        const signIn = await restored.call('POST', 'auth/login', { body: { email: erased.email, password: erased.password } });
        assert.equal(signIn.status, 401, JSON.stringify(signIn.body));
        assert.equal((await restored.call('GET', `users/${erased.userId}`, { token: erased.token })).status, 401, 'their session ended');
        const user = (await restored.call('GET', `users/${erased.userId}`, { token: admin.token })).body.data.user;
        assert.equal(user.username, 'Erased customer');
        assert.match(user.email, /@erased\.invalid$/);
        assert.ok(user.erasedAt, 'erasedAt set');
        // Their orders still count, as orders of the account; the other customer signs in as before.
        const orders = JSON.stringify((await restored.call('GET', `inventory/${erased.userId}`, { token: admin.token })).body);
        assert.ok(orders.includes(erased.walletOrderId) && orders.includes(erased.cardOrderId));
        assert.equal((await restored.call('POST', 'auth/login', { body: { email: kept.email, password: kept.password } })).status, 200);
      } finally {
        await restored.close();
      }
    });
  });
}
