import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sessionWindows, type RecordedShift } from './support/layout-shift.js';

const shift = (startTime: number, value: number): RecordedShift => ({ startTime, value, moved: [] });
const scores = (shifts: RecordedShift[]) => sessionWindows(shifts).map((window) => Number(window.score.toFixed(3)));

describe('CLS session windows: shifts less than 1 s apart, a window at most 5 s long', () => {
  it('adds up shifts less than a second apart', () => {
    assert.deepEqual(scores([shift(100, 0.01), shift(900, 0.02), shift(1_800, 0.03)]), [0.06]);
  });

  it('starts a new window after a second without a shift', () => {
    assert.deepEqual(scores([shift(100, 0.01), shift(1_100, 0.02)]), [0.01, 0.02]);
  });

  it('closes a window five seconds after it opened, however close the shifts keep coming', () => {
    const everyHalfSecond = Array.from({ length: 12 }, (_, n) => shift(n * 500, 0.01));
    assert.deepEqual(scores(everyHalfSecond), [0.1, 0.02]);
  });

  it('groups shifts in time order whatever order they were read in', () => {
    assert.deepEqual(scores([shift(3_000, 0.04), shift(100, 0.01), shift(2_500, 0.02)]), [0.01, 0.06]);
  });

  it('has no window when nothing moved', () => {
    assert.deepEqual(sessionWindows([]), []);
  });
});
