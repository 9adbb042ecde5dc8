import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { EventStore } from '@keyledger/event-store';
import { apiDocument } from '../contract/api-document.js';
import { startTestApp, type TestApp } from '../../testing/start-test-app.js';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * A method a path does not take is answered 405 with `Allow` naming the ones it does, on every
 * path of the document; never 404, and never the answer of a route that only matches by accident.
 */
describe('an unknown method on a known path', () => {
  let api: TestApp;

  before(async () => {
    api = await startTestApp('pglite');
  });
  after(async () => api.close());

  const send = (method: string, path: string) => fetch(`${api.baseUrl}/api/v1/${path}`, { method, headers: { 'content-type': 'application/json' }, body: method === 'GET' ? undefined : '{}' });

  it('is not another route’s answer: DELETE promo/apply is not the deletion of a code named "apply", GET wishlist/add not the wishlist of user "add"; nothing is written', async () => {
    const events = async () => Number((await api.app.get(EventStore).pool.query('SELECT count(*) AS n FROM events')).rows[0].n);
    const before = await events();
    for (const [method, path, allow] of [
      ['DELETE', 'promo/apply', 'POST'],
      ['GET', 'wishlist/add', 'POST'],
      ['PUT', 'auth/login', 'POST'],
      ['PATCH', 'store/games/get-all/', 'GET, HEAD'],
    ] as const) {
      const answer = await send(method, path);
      assert.equal(answer.status, 405, `${method} ${path}`);
      assert.equal(answer.headers.get('allow'), allow);
      assert.equal(answer.headers.get('content-type'), 'application/problem+json; charset=utf-8');
      assert.equal((await answer.json()).message, `${method} is not allowed here: this path takes ${allow}`);
    }
    assert.equal((await send('GET', 'no/such/path')).status, 404, 'an unknown path is still 404');
    assert.equal(await events(), before);
  });

  it('answers 405 with the documented methods in Allow for every path of the document', async () => {
    const paths = (apiDocument().paths ?? {}) as Record<string, Record<string, unknown>>;
    let checked = 0;
    for (const [template, operations] of Object.entries(paths)) {
      const documented = Object.keys(operations).map((method) => method.toUpperCase());
      const allow = [...documented, ...(documented.includes('GET') ? ['HEAD'] : [])].sort().join(', ');
      // A path parameter's value that the pattern of every id takes (a number and a UUID would both do).
      const path = template.slice(1).replace(/\{[^}]+\}/g, '1');
      for (const method of METHODS.filter((m) => !documented.includes(m))) {
        const answer = await send(method, path);
        assert.equal(answer.status, 405, `${method} ${template}`);
        assert.equal(answer.headers.get('allow'), allow, `${method} ${template}`);
        checked += 1;
      }
    }
    assert.ok(checked > 200, `methods checked: ${checked}`);
  });
});
