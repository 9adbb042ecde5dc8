import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { monthOverMonthChange } from './month-over-month.js';

describe('monthOverMonthChange', () => {
  it('gives the change in percent, one decimal', () => {
    assert.equal(monthOverMonthChange({ thisMonth: 150, lastMonth: 100 }), 50);
    assert.equal(monthOverMonthChange({ thisMonth: 2, lastMonth: 3 }), -33.3);
    assert.equal(monthOverMonthChange({ thisMonth: 0, lastMonth: 7 }), -100);
    assert.equal(monthOverMonthChange({ thisMonth: 7, lastMonth: 7 }), 0);
  });

  it('says new (null), not +100%, for a month after a month of zero', () => {
    assert.equal(monthOverMonthChange({ thisMonth: 1, lastMonth: 0 }), null);
    assert.equal(monthOverMonthChange({ thisMonth: 5_000, lastMonth: 0 }), null);
  });

  it('gives 0 from nothing to nothing', () => {
    assert.equal(monthOverMonthChange({ thisMonth: 0, lastMonth: 0 }), 0);
  });
});
