import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { centsToDollars, discountedCents, dollarsToCents, formatDollars } from './money.js';

describe('money', () => {
  it('parses dollar amounts to exact cents', () => {
    assert.equal(dollarsToCents('59.99'), 5999);
    assert.equal(dollarsToCents(59.99), 5999);
    assert.equal(dollarsToCents(0.1 + 0.2), null, '0.30000000000000004 has more than two decimals');
    assert.equal(dollarsToCents('60'), 6000);
    assert.equal(dollarsToCents('0.5'), 50);
    assert.equal(dollarsToCents(100), 10000);
    for (const bad of ['-1', '1.234', 'abc', '', null, undefined, Number.NaN, Infinity, '1e3', {}, '9999999999']) {
      assert.equal(dollarsToCents(bad), null, String(bad));
    }
  });

  it('shows cents as dollars', () => {
    assert.equal(centsToDollars(5999), 59.99);
    assert.equal(formatDollars(5999), '$59.99');
    assert.equal(formatDollars(5), '$0.05');
    assert.equal(formatDollars(-250), '-$2.50');
  });

  it('discounts in whole cents, rounding half up', () => {
    assert.equal(discountedCents(5999, 0), 5999);
    assert.equal(discountedCents(5999, 20), 4799); // 47.992
    assert.equal(discountedCents(1999, 50), 1000); // 9.995 rounds up
    assert.equal(discountedCents(1998, 50), 999);
    assert.equal(discountedCents(5999, 100), 0);
    assert.equal(discountedCents(1, 50), 1); // 0.5 cent rounds up
  });
});
