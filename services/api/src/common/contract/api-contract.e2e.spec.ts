import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { apiDocument } from './api-document.js';
import { COMMITTED_DOCUMENT, documentText } from './write-openapi.js';
import type { ServedRoute } from '../http/route-list.js';

const REDOCLY = fileURLToPath(new URL('../../../../../node_modules/.bin/redocly', import.meta.url));

interface Operation {
  method: string;
  path: string;
  access: string;
}

/** Every operation of the document: method, path below /api/v1, and who may call it (x-access). */
function operationsOf(document: Record<string, any>): Operation[] {
  return Object.entries(document.paths as Record<string, Record<string, { 'x-access': string }>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), path, access: operation['x-access'] })),
  );
}


for (const target of await apiTestTargets()) {
  describe(`the API contract on ${target}`, () => {
    let api: TestApp;
    let served: Record<string, any>;

    before(async () => {
      api = await startTestApp(target);
      served = (await (await fetch(`${api.baseUrl}/api/docs-json`)).json()) as Record<string, any>;
    });
    after(async () => api.close());

    it('serves the document made from the route contracts, and docs/openapi.json is that document (npm run openapi)', () => {
      assert.deepEqual(served, apiDocument());
      assert.equal(readFileSync(COMMITTED_DOCUMENT, 'utf8'), documentText(served), 'docs/openapi.json is out of date: run `npm run openapi`');
    });

    it('documents every route the router serves under /api/v1, and nothing else', () => {
      const { servedRoutes } = api.app.getHttpAdapter().getInstance() as unknown as { servedRoutes: ServedRoute[] };
      const served = servedRoutes
        // HEAD is Fastify's own twin of every GET.
        .filter((route) => route.url.startsWith('/api/v1/') && route.method !== 'HEAD')
        .map((route) => `${route.method} ${route.url.slice('/api/v1'.length).replace(/:(\w+)/g, '{$1}')}`)
        .sort();
      const documented = operationsOf(apiDocument()).map((op) => `${op.method} ${op.path}`).sort();
      assert.deepEqual(served, documented);
    });

    it('declares security on every operation, 401 on the signed-in ones, 403 and the permission on the staff ones, and the Idempotency-Key once, optional', () => {
      for (const [path, item] of Object.entries(served.paths as Record<string, Record<string, any>>)) {
        for (const [method, operation] of Object.entries(item)) {
          const name = `${method.toUpperCase()} ${path}`;
          assert.ok(Array.isArray(operation.security), `${name} declares security`);
          assert.equal(operation.security.length === 0, operation['x-access'] === 'public', `${name}: security [] exactly when public`);
          if (operation['x-access'] !== 'public') assert.ok(operation.responses['401'], `${name} declares 401`);
          if (operation['x-access'] === 'staff') {
            assert.ok(operation.responses['403'], `${name} declares 403`);
            assert.equal(typeof operation['x-permission'], 'string', `${name} names its permission`);
          }
          const headers = (operation.parameters ?? []).filter((p: { $ref?: string; in?: string }) => p.$ref === '#/components/parameters/IdempotencyKey' || p.in === 'header');
          assert.ok(headers.length <= 1, `${name}: one Idempotency-Key at most`);
          assert.ok(Object.keys(operation.responses).some((status) => /^2/.test(status)), `${name} declares its success`);
        }
      }
      assert.equal(served.components.parameters.IdempotencyKey.required, false);
    });

    if (target === 'pglite') {
      it('passes Redocly’s recommended rules with no error, and warns only where a rule does not fit (docs/api-contract.md names each)', () => {
        const file = path.join(mkdtempSync(path.join(tmpdir(), 'kl-openapi-')), 'openapi.json');
        writeFileSync(file, JSON.stringify(served));
        const run = spawnSync(REDOCLY, ['lint', file, '--extends=recommended', '--format=json'], { encoding: 'utf8', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } });
        const report = JSON.parse(run.stdout) as { totals: { errors: number }; problems: Array<{ severity: string; ruleId: string; message: string; location: Array<{ pointer: string }> }> };
        const errors = report.problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.location[0]?.pointer}: ${problem.message}`);
        assert.deepEqual(errors, []);
        assert.equal(report.totals.errors, 0);
        // An operation that takes no input and needs no session has no 4xx to declare.
        const warnings = report.problems.filter((problem) => problem.severity === 'warn').map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}`);
        assert.deepEqual(warnings.sort(), [
          'operation-4xx-response #/paths/~1health/get/responses',
          'operation-4xx-response #/paths/~1health~1ready/get/responses',
          'operation-4xx-response #/paths/~1store~1get-featured/get/responses',
        ]);
      });
    }
  });
}
