import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countsBetween } from './catalogue-cache-observer.js';

describe('catalogue answer counts', () => {
  it('counts what happened between two readings, field by field', () => {
    assert.deepEqual(countsBetween({ hits: 10, joined: 2, built: 3 }, { hits: 25, joined: 2, built: 7 }), { hits: 15, joined: 0, built: 4 });
  });
});
