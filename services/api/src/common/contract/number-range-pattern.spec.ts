import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { wholeNumberRangePattern } from './number-range-pattern.js';

describe('the pattern of the whole numbers 1 to max', () => {
  it('matches exactly 1 to max, without leading zeros or signs, for every max up to 1,200', () => {
    for (let max = 1; max <= 1_200; max += 1) {
      const pattern = new RegExp(wholeNumberRangePattern(max));
      for (let n = 0; n <= 1_300; n += 1) assert.equal(pattern.test(String(n)), n >= 1 && n <= max, `max ${max}, ${n}`);
      for (const text of ['01', '+1', '-1', '1.0', ' 1', '']) assert.equal(pattern.test(text), false, `max ${max}, "${text}"`);
    }
  });

  it('takes the empty text too when asked', () => {
    assert.equal(new RegExp(wholeNumberRangePattern(100, { orBlank: true })).test(''), true);
    assert.equal(new RegExp(wholeNumberRangePattern(100, { orBlank: true })).test('101'), false);
    assert.equal(new RegExp(wholeNumberRangePattern(100)).test(''), false);
  });

  it('bounds a 32-bit id exactly', () => {
    const pattern = new RegExp(wholeNumberRangePattern(2_147_483_647));
    for (const text of ['1', '999999999', '1000000000', '2147483647', '2147483599', '2099999999']) assert.equal(pattern.test(text), true, text);
    for (const text of ['2147483648', '2147483650', '2200000000', '9999999999', '10000000000', '0']) assert.equal(pattern.test(text), false, text);
  });
});
