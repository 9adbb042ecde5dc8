import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newClusterId } from './kafka-broker.js';

describe('newClusterId', () => {
  it("never starts with '-' (the storage tool would read it as an option) and is 16 bytes in base64url", () => {
    // Without the rule one id in 64 starts with '-': 5,000 draws miss every such id with odds of 1e-34.
    const ids = Array.from({ length: 5_000 }, () => newClusterId());
    for (const id of ids) {
      assert.doesNotMatch(id, /^-/);
      assert.match(id, /^[A-Za-z0-9_-]{22}$/);
      assert.equal(Buffer.from(id, 'base64url').length, 16);
    }
    assert.equal(new Set(ids).size, ids.length);
  });
});
