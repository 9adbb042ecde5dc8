import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestUser } from '../../testing/test-users.js';
import { startTestApp, type TestApp } from '../../testing/start-test-app.js';
import { apiDocument } from './api-document.js';
import { EMAIL_PATTERN } from './common-schemas.js';

const NOT_ADDRESSES = ['x@bad-.example.com', 'x@-bad.example.com', 'a..b@example.com', '.a@example.com', 'a@example.c0m', 'a@example', 'a b@example.com'];
const ADDRESSES = ['ada@example.com', "o'brien+shop@mail.example.co.uk", 'a_b-c@x1.example.org'];

/**
 * One e-mail rule: every route that takes an address refuses the same ones in the same words, and
 * the document states that rule (its pattern) wherever it takes an address.
 */
describe('the e-mail rule', () => {
  let api: TestApp;

  before(async () => {
    api = await startTestApp('pglite');
  });
  after(async () => api.close());

  it('is the pattern the document states for every e-mail field it takes', () => {
    const found: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      if (schema.format === 'email' && at.includes('requestBody')) {
        assert.equal(schema.pattern, EMAIL_PATTERN.source, at);
        found.push(at);
      }
      for (const [key, value] of Object.entries(schema)) walk(value, `${at}/${key}`);
    };
    walk(apiDocument().paths, '');
    assert.ok(found.length >= 3, `e-mail fields in request bodies: ${found.join(', ')}`);
  });

  it('refuses the same addresses on sign-up, the profile and the payment customer, in the same words; takes the good ones', async () => {
    const user = await createTestUser(api.app, 'customer');
    const routes = [
      { method: 'POST', path: 'auth/register', body: (email: string) => ({ username: 'newcomer', email, password: 'password123' }) },
      { method: 'PATCH', path: 'auth/update-profile', body: (email: string) => ({ username: 'renamed', email }) },
      {
        method: 'POST',
        path: 'payments/customers',
        body: (email: string) => ({ firstName: 'Ada', lastName: 'Lovelace', email, addressLine1: '1 Analytical Way', city: 'Springfield', postalCode: '62701', country: 'US', referenceId: user.userId }),
      },
    ];
    for (const route of routes) {
      for (const email of NOT_ADDRESSES) {
        const answer = await api.call(route.method, route.path, { token: user.token, body: route.body(email) });
        assert.equal(answer.status, 400, `${route.path} ${email}`);
        assert.ok(answer.body.errors.some((e: { field: string; message: string }) => e.field === 'email' && e.message === 'Please enter a valid email address'), `${route.path} ${email}: ${JSON.stringify(answer.body)}`);
      }
    }
    for (const email of ADDRESSES) assert.match(email, EMAIL_PATTERN);
    const customer = await api.call('POST', 'payments/customers', { token: user.token, body: routes[2]!.body(ADDRESSES[1]!) });
    assert.equal(customer.status, 201, JSON.stringify(customer.body));
  });
});
