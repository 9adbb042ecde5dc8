import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { plannedOrders, roundRobinCounts, withSpare } from './checkout-plan.js';
import { auditKeys, type DeliveredKey, type ListedKeys, type VaultKey } from './key-audit.js';

const listed: ListedKeys[] = [
  { gameId: 1, keyIds: ['a1', 'a2'] },
  { gameId: 1, keyIds: ['a3'] },
  { gameId: 2, keyIds: ['b1', 'b2'] },
];
const vault = (sold: Record<string, string>): VaultKey[] =>
  listed.flatMap(({ gameId, keyIds }) => keyIds.map((keyId) => ({ keyId, gameId, status: sold[keyId] ? 'sold' : 'available', orderId: sold[keyId] ?? null })));

describe('key audit', () => {
  it('passes when every sold key was delivered once, to the order it is sold to', () => {
    const delivered: DeliveredKey[] = [
      { orderId: 'o1', gameId: 1, keyId: 'a1' },
      { orderId: 'o2', gameId: 1, keyId: 'a3' },
      { orderId: 'o2', gameId: 2, keyId: 'b2' },
    ];
    const audit = auditKeys(listed, vault({ a1: 'o1', a3: 'o2', b2: 'o2' }), delivered);
    assert.deepEqual(audit, {
      games: 2, keysListed: 5, keysSold: 3, keysDelivered: 3, duplicateKeyIds: 0, oversoldGames: 0, mismatchedGames: 0, strayKeys: 0, ok: true,
    });
  });

  it('finds a key delivered twice, and the game it oversold', () => {
    const delivered: DeliveredKey[] = [
      { orderId: 'o1', gameId: 2, keyId: 'b1' },
      { orderId: 'o2', gameId: 2, keyId: 'b1' },
      { orderId: 'o3', gameId: 2, keyId: 'b2' },
    ];
    const audit = auditKeys(listed, vault({ b1: 'o1', b2: 'o3' }), delivered);
    assert.equal(audit.duplicateKeyIds, 1);
    assert.equal(audit.oversoldGames, 1, '3 deliveries of a game that had 2 keys');
    assert.equal(audit.mismatchedGames, 1, '2 sold, 3 delivered');
    assert.equal(audit.strayKeys, 1, 'the second delivery of b1 is not the order b1 is sold to');
    assert.equal(audit.ok, false);
  });

  it('finds keys sold but never delivered, delivered but not marked sold, or delivered from another game', () => {
    assert.equal(auditKeys(listed, vault({ a1: 'o1' }), []).mismatchedGames, 1);
    const unsold = auditKeys(listed, vault({}), [{ orderId: 'o1', gameId: 1, keyId: 'a1' }]);
    assert.equal(unsold.strayKeys, 1);
    assert.equal(unsold.mismatchedGames, 1);
    const elsewhere = auditKeys(listed, vault({ b1: 'o1' }), [{ orderId: 'o1', gameId: 1, keyId: 'b1' }]);
    assert.equal(elsewhere.strayKeys, 1);
    assert.equal(elsewhere.ok, false);
  });
});

describe('checkout run sizing', () => {
  it('sizes a run from a rate, in whole rounds of connections, within bounds', () => {
    assert.equal(plannedOrders(100, 5_000, 32, 128, 25_000), 512); // 500 → 16 rounds of 32
    assert.equal(plannedOrders(1, 5_000, 32, 128, 25_000), 128);
    assert.equal(plannedOrders(1e9, 5_000, 32, 128, 25_000), 25_024);
    assert.equal(plannedOrders(Number.NaN, 5_000, 32, 128, 25_000), 128);
  });

  it('splits round-robin requests over the games from where the last run stopped', () => {
    assert.deepEqual(roundRobinCounts(4, 0, 10), [3, 3, 2, 2]);
    assert.deepEqual(roundRobinCounts(4, 3, 6), [2, 1, 1, 2]);
    assert.deepEqual(roundRobinCounts(1, 0, 7), [7]);
    assert.equal(roundRobinCounts(200, 17, 12_345).reduce((a, b) => a + b, 0), 12_345);
  });

  it('lists 1% spare keys, at least one', () => {
    assert.equal(withSpare(0), 0);
    assert.equal(withSpare(3), 4);
    assert.equal(withSpare(1_000), 1_010);
  });
});
