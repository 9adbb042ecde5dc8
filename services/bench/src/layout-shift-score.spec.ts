import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cumulativeLayoutShift, median } from './layout-shift-score.js';

const close = (actual: number, expected: number) => assert.ok(Math.abs(actual - expected) < 1e-9, `${actual} ≠ ${expected}`);

describe('cumulative layout shift by session windows', () => {
  it('is 0 without shifts and the sum of shifts that follow each other closely', () => {
    assert.equal(cumulativeLayoutShift([]), 0);
    close(cumulativeLayoutShift([{ startTime: 100, value: 0.02 }, { startTime: 600, value: 0.03 }, { startTime: 1_500, value: 0.01 }]), 0.06);
  });

  it('starts a new window after a gap of 1 s and keeps the largest window, not the total', () => {
    const shifts = [
      { startTime: 100, value: 0.05 },
      { startTime: 900, value: 0.05 },
      // 1 s after the last one: a new window
      { startTime: 1_900, value: 0.04 },
      { startTime: 5_000, value: 0.03 },
      { startTime: 5_500, value: 0.03 },
      { startTime: 6_000, value: 0.03 },
    ];
    close(cumulativeLayoutShift(shifts), 0.1);
    // The order of the entries does not matter.
    close(cumulativeLayoutShift([...shifts].reverse()), 0.1);
  });

  it('closes a window after 5 s even when the shifts never pause for 1 s', () => {
    const everyHalfSecond = Array.from({ length: 13 }, (_, i) => ({ startTime: i * 500, value: 0.01 }));
    // 0 … 4,500 ms is one window of 10 shifts; 5,000 to 6,000 ms the next, of 3.
    close(cumulativeLayoutShift(everyHalfSecond), 0.1);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    assert.equal(median([]), 0);
    assert.equal(median([3, 1, 2]), 2);
    assert.equal(median([4, 1, 3, 2]), 2.5);
  });
});
