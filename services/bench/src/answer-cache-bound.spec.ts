import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mostAnswersBuilt } from './answer-cache-bound.js';

describe('the most catalogue answers a window can have built', () => {
  it('is one build per answer per staleness bound, plus the one a window can start with, in every process', () => {
    assert.equal(mostAnswersBuilt({ processes: 1, answers: 3, windowMs: 5_000, maxStaleMs: 1_000 }), 18);
    assert.equal(mostAnswersBuilt({ processes: 2, answers: 3, windowMs: 5_400, maxStaleMs: 1_000 }), 36);
    assert.equal(mostAnswersBuilt({ processes: 1, answers: 1, windowMs: 999, maxStaleMs: 1_000 }), 1);
  });

  it('needs a staleness bound', () => {
    assert.throws(() => mostAnswersBuilt({ processes: 1, answers: 3, windowMs: 5_000, maxStaleMs: 0 }), /positive/);
  });
});
