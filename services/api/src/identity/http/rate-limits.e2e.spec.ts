import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SmtpCapture } from '../../testing/smtp-capture.js';
import { apiTestTargets, startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { registerVerifyAndLogin } from '../testing-helpers.js';

/** Collects the statuses of `count` calls and the Retry-After of the first 429. */
async function hammer(count: number, call: (i: number) => Promise<{ status: number; headers: Headers }>) {
  const statuses: number[] = [];
  let retryAfter: number | null = null;
  for (let i = 0; i < count; i += 1) {
    const res = await call(i);
    statuses.push(res.status);
    if (res.status === 429 && retryAfter === null) retryAfter = Number(res.headers.get('retry-after'));
  }
  return { statuses, retryAfter };
}

for (const target of await apiTestTargets()) {
  describe(`rate limits per IP and per account on ${target}`, () => {
    const smtp = new SmtpCapture();
    let api: TestApp;
    before(async () => {
      api = await startTestApp(target, { SMTP_URL: await smtp.start() });
    });
    after(async () => {
      await api.close();
      await smtp.stop();
    });

    // First: the per-address tests below use up this address's sign-in and verification allowance.
    it('limits second-step attempts per account, beyond voiding the code', async () => {
      const { token } = await registerVerifyAndLogin(api, smtp, 'limited@example.com', 'password123');
      await api.call('POST', 'auth/toggle-2fa', { token });
      const { tempToken } = (await api.call('POST', 'auth/login', { body: { email: 'limited@example.com', password: 'password123' } })).body;
      const { statuses } = await hammer(21, () => api.call('POST', 'auth/verify-2fa', { token: tempToken, body: { code: '000000' } }));
      assert.deepEqual(statuses, [...Array(20).fill(400), 429]);
    });

    it('limits sign-in attempts from one address across many accounts', async () => {
      const { statuses, retryAfter } = await hammer(32, (i) => api.call('POST', 'auth/login', { body: { email: `stranger${i}@example.com`, password: 'password123' } }));
      // 30 per 15 minutes per address, two of them used by the test above.
      assert.deepEqual(statuses, [...Array(28).fill(401), 429, 429, 429, 429]);
      assert.ok(retryAfter! > 0 && retryAfter! <= 900);
    });

    it('limits e-mail verification attempts from one address', async () => {
      const { statuses, retryAfter } = await hammer(31, (i) => api.call('GET', `auth/verify-email/guessed-token-${String(i).padStart(20, '0')}`));
      // 30 per hour per address, one of them used by the test above.
      assert.deepEqual(statuses, [...Array(29).fill(400), 429, 429]);
      assert.ok(retryAfter! > 0 && retryAfter! <= 3600);
    });

  });
}
