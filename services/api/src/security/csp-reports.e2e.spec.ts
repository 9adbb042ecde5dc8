import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiTestTargets, startTestApp, type TestApp } from '../testing/start-test-app.js';

const CSP_REPORT = {
  'csp-report': {
    'document-uri': 'https://store.example.test/cart',
    'blocked-uri': 'inline',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "script-src 'nonce-x' 'strict-dynamic'",
  },
};
const REPORTING_API = [
  { type: 'csp-violation', age: 3, url: 'https://store.example.test/', user_agent: 'Chromium', body: { documentURL: 'https://store.example.test/', blockedURL: 'https://evil.example.test/x.js', effectiveDirective: 'script-src-elem', disposition: 'enforce' } },
  { type: 'deprecation', url: 'https://store.example.test/', body: { id: 'x' } },
];

for (const target of await apiTestTargets()) {
  describe(`Content-Security-Policy violation reports on ${target}`, () => {
    let api: TestApp;
    const logLines: Array<Record<string, any>> = [];
    before(async () => {
      api = await startTestApp(target, { LOG_LEVEL: 'warn' }, undefined, { write: (line) => logLines.push(JSON.parse(line)) });
    });
    after(async () => {
      await api.close();
    });

    /** Posts a body as `type` from the client address `ip` (the app trusts X-Forwarded-For from loopback). */
    const post = (type: string, body: string, ip = '203.0.113.1') =>
      fetch(`${api.baseUrl}/api/v1/csp-reports`, { method: 'POST', headers: { 'content-type': type, 'x-forwarded-for': ip }, body });
    const logged = () => logLines.filter((line) => line.msg === 'Content-Security-Policy violation').map((line) => ({ level: line.level, ...line.cspViolation }));

    it('logs a report-uri report and the csp-violation entries of a Reporting API batch as warnings, and answers 204', async () => {
      const first = await post('application/csp-report', JSON.stringify(CSP_REPORT));
      assert.equal(first.status, 204);
      const second = await post('application/reports+json', JSON.stringify(REPORTING_API));
      assert.equal(second.status, 204);
      assert.deepEqual(logged(), [
        { level: 40, directive: 'script-src-elem', blockedUri: 'inline', documentUri: 'https://store.example.test/cart' },
        { level: 40, directive: 'script-src-elem', blockedUri: 'https://evil.example.test/x.js', documentUri: 'https://store.example.test/' },
      ]);
      assert.ok(!JSON.stringify(logLines).includes('original-policy'), 'the rest of the body is not logged');
    });

    it('cuts each logged field to 512 characters', async () => {
      logLines.length = 0;
      const long = `https://store.example.test/${'a'.repeat(5000)}`;
      const res = await post('application/csp-report', JSON.stringify({ 'csp-report': { 'document-uri': long, 'blocked-uri': long, 'effective-directive': 'img-src' } }), '203.0.113.2');
      assert.equal(res.status, 204);
      const [line] = logged();
      assert.equal(line?.documentUri.length, 512);
      assert.equal(line?.blockedUri.length, 512);
    });

    it('refuses other types (415), JSON included, a body over 16 KB (413) and a body of another shape (400)', async () => {
      const plain = await post('text/plain', JSON.stringify(CSP_REPORT), '203.0.113.3');
      assert.equal(plain.status, 415);
      assert.match(plain.headers.get('content-type') ?? '', /application\/problem\+json/);
      assert.equal(((await plain.json()) as { message: string }).message, 'The request body must be application/csp-report or application/reports+json');
      assert.equal((await post('application/json', JSON.stringify(CSP_REPORT), '203.0.113.3')).status, 415);
      const big = { 'csp-report': { ...CSP_REPORT['csp-report'], 'script-sample': 'x'.repeat(17 * 1024) } };
      assert.equal((await post('application/csp-report', JSON.stringify(big), '203.0.113.3')).status, 413);
      assert.equal((await post('application/csp-report', JSON.stringify({ not: 'a report' }), '203.0.113.3')).status, 400);
    });

    it('takes no report type on another route', async () => {
      const res = await fetch(`${api.baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/csp-report' }, body: JSON.stringify(CSP_REPORT) });
      assert.equal(res.status, 415);
      assert.equal(((await res.json()) as { message: string }).message, 'The request body must be JSON (Content-Type: application/json)');
    });

    it('limits one client address to 60 reports a minute (429 with Retry-After), other addresses unaffected', async () => {
      // Fixed one-minute windows: a run that crosses a window's end gets up to 120 through.
      let accepted = 0;
      let refused: Response | undefined;
      while (!refused && accepted <= 120) {
        const res = await post('application/csp-report', JSON.stringify(CSP_REPORT), '198.51.100.7');
        if (res.status === 429) refused = res;
        else accepted += 1;
      }
      assert.ok(refused, 'refused at last');
      assert.ok(accepted >= 60, `${accepted} accepted first`);
      assert.ok(Number(refused.headers.get('retry-after')) >= 1);
      assert.equal((await post('application/csp-report', JSON.stringify(CSP_REPORT), '198.51.100.8')).status, 204);
    });
  });
}
