import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BadRequestError } from '../../common/app-errors.js';
import { parseIdList } from './parse-id-list.js';
import { parseSearchQuery } from './parse-search-query.js';

describe('ids query parameter', () => {
  it('reads a comma-separated list of positive whole numbers', () => {
    assert.deepEqual(parseIdList('1'), [1]);
    assert.deepEqual(parseIdList('187701,12,187701'), [187701, 12, 187701]);
    assert.deepEqual(parseIdList(Array.from({ length: 100 }, (_, i) => i + 1).join(',')).length, 100);
  });

  it('refuses anything else with a 400 that says what is expected', () => {
    const bad: unknown[] = [undefined, '', '0', '-1', '+1', '1.5', '1e3', '01', 'abc', '1,abc', '1,,2', ',1', '1,', ' 1', '1, 2', '0x10', '12345678901', ['1', '2'], { a: '1' }];
    for (const raw of bad) {
      assert.throws(() => parseIdList(raw), (error: unknown) => error instanceof BadRequestError && /ids/.test(error.message), JSON.stringify(raw));
    }
  });

  it('takes at most 100 ids', () => {
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    assert.throws(() => parseIdList(tooMany), (error: unknown) => error instanceof BadRequestError && error.message === 'At most 100 ids per request');
  });
});

describe('search_query parameter', () => {
  it('trims the text and refuses blank, repeated or overlong queries', () => {
    assert.equal(parseSearchQuery('  Cyber  '), 'Cyber');
    assert.equal(parseSearchQuery('<script>alert(1)</script>'), '<script>alert(1)</script>');
    for (const raw of [undefined, '', '   ', ['a', 'b'], 'x'.repeat(101)]) {
      assert.throws(() => parseSearchQuery(raw), BadRequestError, JSON.stringify(raw));
    }
  });
});
